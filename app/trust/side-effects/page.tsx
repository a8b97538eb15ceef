import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MethodPage } from '@/components/trust/method-page';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Trust');
  return {
    title: t('methodTitleSideEffects'),
    alternates: pageAlternates('/trust/side-effects', (await getLocale()) as Locale),
  };
}

export default function Page() {
  return <MethodPage kind="sideEffects" />;
}
