import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { ApplicationForm } from '@/components/partner-apply/application-form';
import { AppLink } from '@/components/ui/app-link';
import { listSpecialties } from '@/lib/api/public';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('Partner'))('title'),
    alternates: pageAlternates('/partners', (await getLocale()) as Locale),
  };
}

/** /partners (the footer's 입점 신청): what joining brings, and the application form. */
export default async function PartnersPage() {
  const locale = (await getLocale()) as Locale;
  const [t, specialties] = await Promise.all([getTranslations('Partner'), listSpecialties(locale)]);
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
        <ApplicationForm specialties={specialties.data} />
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
