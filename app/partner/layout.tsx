import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { consoleClientMessages } from '@/lib/i18n/client-messages';
import './partner.css';

// The partner console: private to a clinic's staff, never indexed.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Console');
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, robots: { index: false, follow: false } };
}

// The console's client components read its own namespace, which public pages do not receive.
export default async function PartnerLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={consoleClientMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
