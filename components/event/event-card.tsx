import { useTranslations } from 'next-intl';
import { eventStatus } from '@/contracts/event-days';
import type { Event } from '@/contracts/events';
import { AppLink } from '@/components/ui/app-link';
import { Rating } from '@/components/ui/rating';
import { Thumb } from '@/components/ui/thumb';
import { EventPrice } from './event-price';

export function EventCard({ event }: { event: Event }) {
  const t = useTranslations('Common');
  const td = useTranslations('Detail');
  const ended = eventStatus(event.startsAt, event.endsAt) === 'ENDED';
  return (
    <AppLink href={`/contents/event/${event.id}`} className="entity-card">
      <span className="entity-card__thumb">
        <Thumb url={event.cardImage?.url} alt={event.title} sizes="72px" />
      </span>
      <span className="entity-card__body">
        <span className="entity-card__name">{event.title}</span>
        <span className="entity-card__meta">
          <Rating value={event.averageRating} />
          <span>{t('reviewCount', { count: event.reviewCount })}</span>
        </span>
        <span className="entity-card__price">
          {ended && <span className="event-status event-status--card">{td('endedBadge')}</span>}
          <EventPrice event={event} compact />
        </span>
        <span className="entity-card__sub">{event.clinic.name}</span>
      </span>
    </AppLink>
  );
}
