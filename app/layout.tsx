import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Footer } from '@/components/layout/footer';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ToasterSlot } from '@/components/layout/toaster-slot';
import { WebFontSwitch } from '@/components/layout/web-font-switch';
import { ApproxRateProvider } from '@/components/event/approx-rate';
import { AuthConfigProvider } from '@/components/member/auth-config';
import { AuthListenerSlot } from '@/components/member/auth-listener-slot';
import { loginProviders } from '@/lib/api/login-providers';
import { rootClientMessages } from '@/lib/i18n/client-messages';
import { appOrigin, webEnv } from '@/lib/env';
// Pretendard from npm, split by unicode range (app/fonts/pretendard.css, written by `npm run fonts`): a
// page fetches one 141 KiB file for Latin and the ~1,000 most used syllables, and the package's ~25 KB
// slices only for rarer characters it has, instead of the 2 MB variable font; nothing is fetched at build.
import './fonts/pretendard.css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return {
    metadataBase: new URL(appOrigin()),
    title: { default: `${t('appName')} · ${t('tagline')}`, template: `%s · ${t('appName')}` },
    description: t('tagline'),
    applicationName: t('appName'),
    openGraph: {
      siteName: t('appName'),
      type: 'website',
      images: [{ url: '/og-default.png', width: 1200, height: 630 }],
    },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, providers] = await Promise.all([getLocale(), getMessages(), loginProviders()]);
  const e = webEnv();
  const approx =
    locale === 'ja'
      ? { currency: 'JPY' as const, krwPerUnit: e.FX_KRW_PER_JPY }
      : locale === 'en'
        ? { currency: 'USD' as const, krwPerUnit: e.FX_KRW_PER_USD }
        : null;
  return (
    // suppressHydrationWarning: WebFontSwitch may add its class to <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <WebFontSwitch />
      </head>
      <body>
        <NextIntlClientProvider messages={rootClientMessages(messages)}>
          <AuthConfigProvider value={{ providers, lineFriendUrl: e.LINE_FRIEND_URL ?? null }}>
            <ApproxRateProvider value={approx}>
              <ScrollToTop />
              <AuthListenerSlot />
              <div className="app-column">
                <main className="app-main">{children}</main>
                <Footer />
              </div>
              <BottomNav />
              <ToasterSlot />
            </ApproxRateProvider>
          </AuthConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
