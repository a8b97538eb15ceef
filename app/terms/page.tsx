import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { LegalPage, legalTitle } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  return { title: legalTitle('terms', locale), alternates: pageAlternates('/terms', locale) };
}

export default function Page() {
  return <LegalPage slug="terms" />;
}
