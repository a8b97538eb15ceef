import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { consoleClientMessages } from '@/lib/i18n/client-messages';
import '../partner/partner.css';

// The operator console: private to operators, never indexed. It wears the partner console's frame.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, robots: { index: false, follow: false } };
}

export default async function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={consoleClientMessages(await getMessages())}>{children}</NextIntlClientProvider>
  );
}
