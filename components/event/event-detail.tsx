import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { eventStatus } from '@/contracts/event-days';
import type { Event } from '@/contracts/events';
import { DetailSection, Paragraphs } from '@/components/detail/detail-section';
import { ClinicLinkCard } from '@/components/doctor/doctor-detail';
import { ClinicMap } from '@/components/map/clinic-map';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { TabLinks } from '@/components/ui/tab-links';
import { Thumb } from '@/components/ui/thumb';
import { formatDate } from '@/lib/format';
import { EventPrice } from './event-price';

export const EVENT_TABS = ['info', 'review'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** Event detail (docs/product.md#screens): card image, title, rating, review count; info and review tabs. */
export function EventDetail({
  event,
  tab,
  basePath,
  mapKey,
  reviewPanel,
  trust,
  recovery,
}: {
  event: Event;
  tab: EventTab;
  basePath: string;
  mapKey?: string;
  reviewPanel: ReactNode;
  /** The event's price-honoured line when published (server-rendered by the page). */
  trust?: ReactNode;
  /** The event's recovery curves (server-rendered by the page), in the info tab below the treatments. */
  recovery?: ReactNode;
}) {
  const t = useTranslations('Detail');
  const tc = useTranslations('Common');
  const status = eventStatus(event.startsAt, event.endsAt);
  return (
    <>
      <div className="detail-cover">
        <Thumb
          url={event.cardImage?.url ?? event.mainImage?.url}
          alt={event.title}
          sizes="(max-width: 480px) 100vw, 480px"
          priority
        />
      </div>
      <div className="detail-head">
        <h1 className="detail-head__name">{event.title}</h1>
        <div className="detail-head__meta">
          <Rating value={event.averageRating} />
          <span>{tc('reviewCount', { count: event.reviewCount })}</span>
        </div>
        {event.startsAt && event.endsAt && (
          <p className="detail-head__address">
            {t('period', { start: formatDate(event.startsAt), end: formatDate(event.endsAt) })}
          </p>
        )}
        <EventPrice event={event} />
        {trust}
        {status === 'UPCOMING' && <p className="event-status">{t('eventUpcoming')}</p>}
        {status === 'ENDED' && (
          <div className="event-ended" role="note">
            <p className="event-status">{t('eventEnded')}</p>
            <p>{t('eventEndedConsult', { clinic: event.clinic.name })}</p>
          </div>
        )}
      </div>
      <TabLinks
        tabs={EVENT_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        basePath={basePath}
        query={{}}
        label={event.title}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'info' ? (
          <>
            <DetailSection title={t('eventDescription')} empty={!event.content && t('noEventDescription')}>
              {event.content && <Paragraphs text={event.content} />}
            </DetailSection>
            {event.treatments.length > 0 && (
              <DetailSection title={t('treatments')}>
                <div className="tags">
                  {event.treatments.map((x, i) => (
                    // Each treatment opens its statistics page (side effects with n: docs/trust.md).
                    <AppLink className="tag" key={`${x.id}-${i}`} href={`/contents/treatment/${x.id}`}>
                      {x.name}
                    </AppLink>
                  ))}
                </div>
              </DetailSection>
            )}
            {recovery}
            <DetailSection title={t('detailInfo')} empty={event.detailImages.length === 0 && t('noDetailInfo')}>
              <div className="detail-images">
                {event.detailImages.map((img, i) => (
                  <div className="detail-images__item" key={`${img.url}-${i}`}>
                    <Thumb url={img.url} alt={`${event.title} ${i + 1}`} sizes="(max-width: 480px) 100vw, 480px" />
                  </div>
                ))}
              </div>
            </DetailSection>
            <DetailSection title={t('clinicInfo')}>
              <ClinicLinkCard clinic={event.clinic} />
              {event.clinic.address && (
                <div style={{ marginTop: 12 }}>
                  <ClinicMap address={event.clinic.address} name={event.clinic.name} apiKey={mapKey} />
                </div>
              )}
            </DetailSection>
          </>
        ) : (
          reviewPanel
        )}
      </div>
    </>
  );
}
