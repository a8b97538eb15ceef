import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/layout/top-bar';
import { ReviewCard } from '@/components/review/review-card';
import { AppLink } from '@/components/ui/app-link';
import { listReviews, listSpecialties } from '@/lib/api/public';
import type { Locale } from '@/lib/i18n/config';
import { pageAlternates } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: pageAlternates('/home', (await getLocale()) as Locale),
  };
}

export default async function HomePage() {
  const lang = (await getLocale()) as Locale;
  const t = await getTranslations('Home');
  const [reviews, specialties] = await Promise.all([
    listReviews({ sort: 'popular', offset: 0, limit: 10, lang }),
    listSpecialties(lang),
  ]);
  return (
    <>
      <TopBar />
      <section className="section" aria-labelledby="home-specialties">
        <div className="section__head">
          <h2 className="section__title" id="home-specialties">
            {t('bySpecialty')}
          </h2>
          <AppLink href="/contents" className="text-link">
            {t('seeAllClinics')}
          </AppLink>
        </div>
        <div className="chips">
          {specialties.data.map((s) => (
            <AppLink key={s.id} href={`/contents?specialtyId=${s.id}`} className="chip" prefetch={false}>
              {s.name}
            </AppLink>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="home-popular" style={{ paddingLeft: 0, paddingRight: 0 }}>
        <div className="section__head" style={{ padding: '0 16px' }}>
          <div>
            <h2 className="section__title" id="home-popular">
              {t('popularReviews')}
            </h2>
            <p className="section__desc">{t('popularDescription')}</p>
          </div>
        </div>
        {reviews.data.length === 0 ? (
          <p className="empty">{t('noReviews')}</p>
        ) : (
          <ul className="card-list">
            {reviews.data.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
