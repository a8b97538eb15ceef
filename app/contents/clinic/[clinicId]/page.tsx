import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { CLINIC_TABS, ClinicDetail, joinAddress } from '@/components/clinic/clinic-detail';
import { ClinicPreview } from '@/components/clinic/clinic-preview-slot';
import { ActionBar } from '@/components/detail/action-bar';
import { EntityList } from '@/components/explore/entity-list';
import { TopBar } from '@/components/layout/top-bar';
import { RatingHistogram } from '@/components/review/rating-histogram';
import { ModerationLog } from '@/components/moderation/moderation-log';
import { ClinicTrustSection } from '@/components/trust/clinic-trust-section';
import { ClinicSideEffectsBlock } from '@/components/trust/side-effects';
import { getClinicModerationLog } from '@/lib/api/moderation';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { activeTab } from '@/components/ui/tab-links';
import {
  clinicDoctors,
  clinicOngoingEvents,
  firstReviewsOf,
  getClinic,
  getClinicSideEffects,
  preload,
} from '@/lib/api/public';
import { detailId } from '@/lib/detail-page';
import { mapsKey } from '@/lib/env';
import { JsonLd, medicalClinicJsonLd } from '@/lib/seo/json-ld';
import { ogImage, pageAlternates, siteUrl } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/config';
import { langOf, one, type SearchParams } from '@/lib/search-params';
import { truncate } from '@/lib/format';

type Props = { params: Promise<{ clinicId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = detailId((await params).clinicId);
  if (id === 'pv') return { robots: { index: false } };
  const lang = langOf(await searchParams);
  const clinic = id ? await getClinic(id, lang) : null;
  if (!clinic) return {};
  const description = truncate(clinic.description ?? `${clinic.name} · ${joinAddress(clinic.address)}`, 150);
  return {
    title: clinic.name,
    description,
    alternates: pageAlternates(`/contents/clinic/${clinic.id}`, lang),
    openGraph: {
      title: clinic.name,
      description,
      images: [ogImage(clinic.bannerImage?.url ?? clinic.profileImage?.url)],
    },
  };
}

export default async function ClinicPage({ params, searchParams }: Props) {
  const id = detailId((await params).clinicId);
  if (id === null) notFound();
  const t = await getTranslations('Detail');
  const crumbs = (name: string) => [
    { label: t('explore'), href: '/contents' },
    { label: t('clinic'), href: '/contents?tabId=clinics' },
    { label: name },
  ];
  if (id === 'pv') return <ClinicPreview mapKey={mapsKey()} />;

  const sp = await searchParams;
  const lang = langOf(sp);
  const tab = activeTab(CLINIC_TABS, one(sp.tabId));
  // What the tab shows depends only on the id: asked for together with the clinic, not after it.
  preload(
    tab === 'info' && getClinicSideEffects(id),
    tab === 'doctor' && clinicDoctors(id, lang),
    tab === 'event' && clinicOngoingEvents(id, lang),
    tab === 'review' && firstReviewsOf('clinic', id, lang),
    tab === 'review' && getClinicModerationLog(id),
  );
  const clinic = await getClinic(id, lang);
  if (!clinic) notFound();
  const sideEffects = tab === 'info' ? await getClinicSideEffects(id) : null;

  // The clinic itself is awaited first (a missing one is a real 404); the tab's list streams in behind a skeleton.
  const panel =
    tab === 'info' ? null : (
      <>
        {tab === 'review' && <RatingHistogram average={clinic.averageRating} counts={clinic.ratingCounts} />}
        <Suspense fallback={<CardListSkeleton rows={3} round={tab === 'doctor'} />}>
          <ClinicTabList
            clinicId={id}
            tab={tab}
            lang={lang}
            emptyDoctors={t('noDoctors')}
            emptyEvents={t('noEvents')}
          />
        </Suspense>
      </>
    );

  return (
    <>
      <TopBar breadcrumb={crumbs(clinic.name)} />
      <ClinicDetail
        clinic={clinic}
        tab={tab}
        basePath={`/contents/clinic/${id}`}
        mapKey={mapsKey()}
        panels={{ [tab]: panel }}
        trust={
          tab === 'info' ? (
            <>
              {clinic.trust && <ClinicTrustSection trust={clinic.trust} />}
              {sideEffects && (
                <div className="side-effects__clinic">
                  <ClinicSideEffectsBlock figure={sideEffects} />
                </div>
              )}
            </>
          ) : undefined
        }
      />
      <ActionBar
        target={{ type: 'CLINIC', id: clinic.id }}
        clinicId={clinic.id}
        booking={{ type: 'CLINIC', name: clinic.name }}
      />
      <JsonLd data={medicalClinicJsonLd(clinic, `${siteUrl()}/contents/clinic/${clinic.id}`)} />
    </>
  );
}

async function ClinicTabList({
  clinicId,
  tab,
  lang,
  emptyDoctors,
  emptyEvents,
}: {
  clinicId: number;
  tab: 'doctor' | 'event' | 'review';
  lang: Locale;
  emptyDoctors: string;
  emptyEvents: string;
}) {
  if (tab === 'doctor') {
    const doctors = await clinicDoctors(clinicId, lang);
    return (
      <EntityList
        kind="doctors"
        initial={doctors.data}
        total={doctors.total}
        query={{ clinicId: `${clinicId}` }}
        pageSize={100}
        showCount={false}
        emptyText={emptyDoctors}
      />
    );
  }
  if (tab === 'event') {
    const events = await clinicOngoingEvents(clinicId, lang);
    return (
      <EntityList
        kind="events"
        initial={events.data}
        total={events.total}
        query={{ clinicId: `${clinicId}`, ongoing: 'true' }}
        pageSize={100}
        showCount={false}
        emptyText={emptyEvents}
      />
    );
  }
  const [reviews, log] = await Promise.all([
    firstReviewsOf('clinic', clinicId, lang),
    getClinicModerationLog(clinicId),
  ]);
  return (
    <>
      <EntityList
        kind="reviews"
        initial={reviews.data}
        total={reviews.total}
        query={{ clinicId: `${clinicId}` }}
        pageSize={10}
      />
      <ModerationLog entries={log.data} total={log.total} />
    </>
  );
}
