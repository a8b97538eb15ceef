import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { TransparencyReport } from '@/components/moderation/transparency-report';
import { getTransparency } from '@/lib/api/moderation';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Transparency');
  return { title: t('title'), alternates: pageAlternates('/transparency', (await getLocale()) as Locale) };
}

export default async function TransparencyPage() {
  const [months, t, tl] = await Promise.all([
    getTransparency(),
    getTranslations('Transparency'),
    getTranslations('Legal'),
  ]);
  return (
    <>
      <TopBar breadcrumb={[{ label: tl('backToHome'), href: '/home' }, { label: t('title') }]} />
      <TransparencyReport months={months} />
    </>
  );
}
