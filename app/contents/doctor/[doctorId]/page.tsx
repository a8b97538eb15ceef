import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { DoctorPreview } from '@/components/doctor/doctor-preview-slot';
import { ActionBar } from '@/components/detail/action-bar';
import { DOCTOR_TABS, DoctorDetail } from '@/components/doctor/doctor-detail';
import { EntityList } from '@/components/explore/entity-list';
import { TopBar } from '@/components/layout/top-bar';
import { RatingHistogram } from '@/components/review/rating-histogram';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { activeTab } from '@/components/ui/tab-links';
import { firstReviewsOf, getDoctor, preload } from '@/lib/api/public';
import { detailId } from '@/lib/detail-page';
import { truncate } from '@/lib/format';
import { JsonLd, physicianJsonLd } from '@/lib/seo/json-ld';
import { ogImage, pageAlternates, siteUrl } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/config';
import { langOf, one, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ doctorId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = detailId((await params).doctorId);
  if (id === 'pv') return { robots: { index: false } };
  const lang = langOf(await searchParams);
  const doctor = id ? await getDoctor(id, lang) : null;
  if (!doctor) return {};
  const tc = await getTranslations('Common');
  const title = `${doctor.name} ${tc('director')} · ${doctor.clinic.name}`;
  const description = truncate(doctor.description ?? title, 150);
  return {
    title,
    description,
    alternates: pageAlternates(`/contents/doctor/${doctor.id}`, lang),
    openGraph: { title, description, images: [ogImage(doctor.profileImage?.url)] },
  };
}

export default async function DoctorPage({ params, searchParams }: Props) {
  const id = detailId((await params).doctorId);
  if (id === null) notFound();
  if (id === 'pv') return <DoctorPreview />;
  const sp = await searchParams;
  const lang = langOf(sp);
  const tab = activeTab(DOCTOR_TABS, one(sp.tabId));
  // The 리뷰 tab's list depends only on the id: asked for with the doctor.
  preload(tab === 'review' && firstReviewsOf('doctor', id, lang));
  const doctor = await getDoctor(id, lang);
  if (!doctor) notFound();
  const t = await getTranslations('Detail');
  const tc = await getTranslations('Common');
  // The doctor is awaited first (a missing one is a real 404); reviews stream in behind a skeleton.
  const reviewPanel =
    tab === 'review' ? (
      <>
        <RatingHistogram average={doctor.averageRating} counts={doctor.ratingCounts} />
        <Suspense fallback={<CardListSkeleton rows={3} />}>
          <ReviewTabList doctorId={id} lang={lang} />
        </Suspense>
      </>
    ) : null;
  return (
    <>
      {/* Links the Doctor crumb to the explore hub; it opens the doctors tab, where a user expects to land. */}
      <TopBar
        breadcrumb={[
          { label: t('explore'), href: '/contents' },
          { label: t('doctor'), href: '/contents?tabId=doctors' },
          { label: `${doctor.name} ${tc('director')}` },
        ]}
      />
      <DoctorDetail doctor={doctor} tab={tab} basePath={`/contents/doctor/${id}`} reviewPanel={reviewPanel} />
      <ActionBar
        target={{ type: 'DOCTOR', id: doctor.id }}
        clinicId={doctor.clinic.id}
        booking={{ type: 'DOCTOR', name: doctor.name, clinicName: doctor.clinic.name }}
      />
      <JsonLd data={physicianJsonLd(doctor, `${siteUrl()}/contents/doctor/${doctor.id}`)} />
    </>
  );
}

async function ReviewTabList({ doctorId, lang }: { doctorId: number; lang: Locale }) {
  const reviews = await firstReviewsOf('doctor', doctorId, lang);
  return (
    <EntityList
      kind="reviews"
      initial={reviews.data}
      total={reviews.total}
      query={{ doctorId: `${doctorId}` }}
      pageSize={10}
    />
  );
}
