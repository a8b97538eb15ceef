import type { Metadata } from 'next';
import { useLocale, useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { company } from '@/lib/legal';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('CustomerCenter'))('title'),
    alternates: pageAlternates('/customer-center', (await getLocale()) as Locale),
  };
}

const FAQ = [1, 2, 3] as const;

export default function CustomerCenterPage() {
  const t = useTranslations('CustomerCenter');
  const info = company[useLocale() as Locale];
  return (
    <>
      <TopBar breadcrumb={[{ label: t('title') }]} />
      <article className="doc">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <h2>{t('phone')}</h2>
        <p>
          <a href={`tel:${info.csPhone}`}>{info.csPhone}</a> · {t('hours')} {info.csHours}
        </p>
        <h2>{t('email')}</h2>
        <p>
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </p>
        <h2>{t('faq')}</h2>
        {FAQ.map((n) => (
          <details key={n} style={{ padding: '10px 0', borderBottom: '1px solid var(--color-line)' }}>
            <summary style={{ fontWeight: 600, cursor: 'pointer' }}>{t(`q${n}`)}</summary>
            <p style={{ marginTop: 6 }}>{t(`a${n}`)}</p>
          </details>
        ))}
      </article>
    </>
  );
}
