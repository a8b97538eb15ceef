import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { LegalPage, legalTitle } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/i18n/config';

export async function generateMetadata(): Promise<Metadata> {
  return { title: legalTitle('location-terms', (await getLocale()) as Locale) };
}

export default function Page() {
  return <LegalPage slug="location-terms" />;
}
