import type { Metadata } from 'next';
import { useLocale, useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { AppLink } from '@/components/ui/app-link';
import { company } from '@/lib/legal';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('Partner'))('title'),
    alternates: pageAlternates('/partners', (await getLocale()) as Locale),
  };
}

export default function PartnersPage() {
  const t = useTranslations('Partner');
  const info = company[useLocale() as Locale];
  const subject = encodeURIComponent(t('title'));
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <article className="doc">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <h2>{t('benefits')}</h2>
        <ul>
          <li>{t('benefit1')}</li>
          <li>{t('benefit2')}</li>
          <li>{t('benefit3')}</li>
        </ul>
        <h2>{t('howTo')}</h2>
        <p>{t('howToText')}</p>
        <p style={{ margin: '20px 0' }}>
          <a className="button" href={`mailto:${info.email}?subject=${subject}`}>
            {t('apply')}
          </a>
        </p>
        <p className="doc__date">{t('notice')}</p>
        <p>
          <AppLink className="link-card" href="/partner/login">
            {t('consoleLink')}
          </AppLink>
        </p>
      </article>
    </>
  );
}
