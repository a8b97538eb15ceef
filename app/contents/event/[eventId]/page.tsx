import type { Metadata } from 'next';
import { EventPriceFigure } from '@/components/trust/event-price-figure';
import { RecoveryCurve } from '@/components/trust/recovery-curve';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { EventPreview } from '@/components/event/event-preview-slot';
import { ActionBar } from '@/components/detail/action-bar';
import { EVENT_TABS, EventDetail } from '@/components/event/event-detail';
import { EntityList } from '@/components/explore/entity-list';
import { TopBar } from '@/components/layout/top-bar';
import { RatingHistogram } from '@/components/review/rating-histogram';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { activeTab } from '@/components/ui/tab-links';
import { firstReviewsOf, getEvent, getEventPriceFigure, getRecoveryCurves, preload } from '@/lib/api/public';
import { eventBookingSource } from '@/lib/booking-source';
import { detailId } from '@/lib/detail-page';
import { eventStatus } from '@/contracts/event-days';
import { mapsKey } from '@/lib/env';
import { truncate } from '@/lib/format';
import { eventJsonLd, JsonLd } from '@/lib/seo/json-ld';
import { ogImage, pageAlternates, siteUrl } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/config';
import { langOf, one, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ eventId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const id = detailId((await params).eventId);
  if (id === 'pv') return { robots: { index: false } };
  const lang = langOf(await searchParams);
  const event = id ? await getEvent(id, lang) : null;
  if (!event) return {};
  const description = truncate(event.content ?? `${event.title} · ${event.clinic.name}`, 150);
  return {
    title: `${event.title} · ${event.clinic.name}`,
    description,
    alternates: pageAlternates(`/contents/event/${event.id}`, lang),
    openGraph: { title: event.title, description, images: [ogImage(event.mainImage?.url ?? event.cardImage?.url)] },
  };
}

export default async function EventPage({ params, searchParams }: Props) {
  const id = detailId((await params).eventId);
  if (id === null) notFound();
  if (id === 'pv') return <EventPreview mapKey={mapsKey()} />;
  const sp = await searchParams;
  const lang = langOf(sp);
  const tab = activeTab(EVENT_TABS, one(sp.tabId));
  // The price figure, the recovery curves and the 리뷰 tab depend only on the id: asked for with the event.
  preload(
    getEventPriceFigure(id),
    tab === 'info' && getRecoveryCurves('event', id),
    tab === 'review' && firstReviewsOf('event', id, lang),
  );
  const event = await getEvent(id, lang);
  if (!event) notFound();
  const t = await getTranslations('Detail');
  const ended = eventStatus(event.startsAt, event.endsAt) === 'ENDED';
  // The event is awaited first (a missing one is a real 404); reviews stream in behind a skeleton.
  const reviewPanel =
    tab === 'review' ? (
      <>
        <RatingHistogram average={event.averageRating} counts={event.ratingCounts} />
        <Suspense fallback={<CardListSkeleton rows={3} />}>
          <ReviewTabList eventId={id} lang={lang} />
        </Suspense>
      </>
    ) : null;
  return (
    <>
      <TopBar
        breadcrumb={[
          { label: t('explore'), href: '/contents' },
          { label: t('event'), href: '/contents?tabId=events' },
          { label: event.title },
        ]}
      />
      <EventDetail
        event={event}
        tab={tab}
        basePath={`/contents/event/${id}`}
        mapKey={mapsKey()}
        reviewPanel={reviewPanel}
        trust={<EventPriceFigure eventId={id} />}
        recovery={
          tab === 'info' ? (
            <div className="recovery-slot">
              <RecoveryCurve kind="event" id={id} />
            </div>
          ) : undefined
        }
      />
      {/* An ended event cannot be booked (the API answers 409 EVENT_ENDED): its page books with the clinic. */}
      <ActionBar
        target={{ type: 'EVENT', id: event.id }}
        clinicId={event.clinic.id}
        booking={ended ? { type: 'CLINIC', name: event.clinic.name } : eventBookingSource(event)}
        {...(ended && { consultWith: { type: 'CLINIC', id: event.clinic.id }, consultLabel: t('consultClinic') })}
      />
      <JsonLd data={eventJsonLd(event, `${siteUrl()}/contents/event/${event.id}`)} />
    </>
  );
}

async function ReviewTabList({ eventId, lang }: { eventId: number; lang: Locale }) {
  const reviews = await firstReviewsOf('event', eventId, lang);
  return (
    <EntityList
      kind="reviews"
      initial={reviews.data}
      total={reviews.total}
      query={{ eventId: `${eventId}` }}
      pageSize={10}
    />
  );
}
