import { useLocale, useTranslations } from 'next-intl';
import { TopBar } from '@/components/layout/top-bar';
import { getLegalDocument, type LegalSlug } from '@/lib/legal';
import type { Locale } from '@/lib/i18n/config';

export function LegalPage({ slug }: { slug: LegalSlug }) {
  const t = useTranslations('Legal');
  const doc = getLegalDocument(slug, useLocale() as Locale);
  return (
    <>
      <TopBar breadcrumb={[{ label: t('backToHome'), href: '/home' }, { label: doc.title }]} />
      <article className="doc">
        <h1>{doc.title}</h1>
        <p className="doc__date">{t('effectiveDate', { date: doc.effectiveDate })}</p>
        <p>{doc.intro}</p>
        {doc.sections.map((section, i) => (
          <section key={i} aria-labelledby={`s${i}`}>
            <h2 id={`s${i}`}>{section.heading}</h2>
            {section.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </>
  );
}

export function legalTitle(slug: LegalSlug, locale: Locale) {
  return getLegalDocument(slug, locale).title;
}
