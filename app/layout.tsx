import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Footer } from '@/components/layout/footer';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Toaster } from '@/components/layout/toaster';
import { AuthConfigProvider } from '@/components/member/auth-config';
import { AuthListener } from '@/components/member/auth-listener';
import './globals.css';

// Pretendard variable font from npm (no font is fetched at build time); not preloaded: text shows at once in the fallback.
const pretendard = localFont({
  src: '../node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
  variable: '--font-pretendard',
  weight: '45 920',
  display: 'swap',
  preload: false,
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return {
    metadataBase: new URL(process.env.APP_URL ?? 'http://localhost:3000'),
    title: { default: `${t('appName')} · ${t('tagline')}`, template: `%s · ${t('appName')}` },
    description: t('tagline'),
    applicationName: t('appName'),
    openGraph: { siteName: t('appName'), type: 'website', images: [{ url: '/og-default.png', width: 1200, height: 630 }] },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} className={pretendard.variable}>
      <body>
        <NextIntlClientProvider>
          <AuthConfigProvider value={{ devLogin: process.env.AUTH_DEV_LOGIN === '1', lineFriendUrl: process.env.LINE_FRIEND_URL || null }}>
            <ScrollToTop />
            <AuthListener />
            <div className="app-column">
              <main className="app-main">{children}</main>
              <Footer />
            </div>
            <BottomNav />
            <Toaster />
          </AuthConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
