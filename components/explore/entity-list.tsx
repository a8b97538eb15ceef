'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Clinic } from '@/contracts/clinics';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { ClinicCard } from '@/components/clinic/clinic-card';
import { DoctorCard } from '@/components/doctor/doctor-card';
import { EventCard } from '@/components/event/event-card';
import { ReviewCard } from '@/components/review/review-card';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { useInfinitePages } from '@/lib/use-infinite-pages';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';

type Kind = 'clinics' | 'doctors' | 'events' | 'reviews';
type EntityOf = { clinics: Clinic; doctors: Doctor; events: Event; reviews: Review };

const TEXT = {
  clinics: { found: 'clinicsFound', empty: 'noClinics' },
  doctors: { found: 'doctorsFound', empty: 'noDoctors' },
  events: { found: 'eventsFound', empty: 'noEvents' },
  reviews: { found: 'reviewsFound', empty: 'noReviews' },
} as const;

function Card({ kind, item }: { kind: Kind; item: EntityOf[Kind] }) {
  if (kind === 'clinics') return <ClinicCard clinic={item as Clinic} />;
  if (kind === 'doctors') return <DoctorCard doctor={item as Doctor} />;
  if (kind === 'events') return <EventCard event={item as Event} />;
  return <ReviewCard review={item as Review} />;
}

type Props<K extends Kind> = {
  kind: K;
  initial: EntityOf[K][];
  total: number;
  query: Record<string, string | number | undefined>;
  pageSize: number;
  showCount?: boolean;
  /** Shown beside the count (the explore hub's sort links); `query` must carry the same sort. */
  headerAction?: ReactNode;
  /** Replaces the explore empty text (detail tabs have their own, docs/product.md#screens). */
  emptyText?: string;
};

/**
 * A list with its count header ('N … found') or empty text, server-rendered first page, and more pages
 * appended while scrolling (80%, 150 ms throttle) until a page comes back empty.
 *
 * Tab containers render their list at the same place in the tree whatever the tab, so React would keep
 * the first tab's pages in state when the tab (or filter, or language) changes. The list is keyed by
 * what it shows: another kind or query is another list, mounted fresh from its own first page.
 */
export function EntityList<K extends Kind>(props: Props<K>) {
  const locale = useLocale();
  return <PagedList key={`${props.kind}|${locale}|${JSON.stringify(props.query)}`} {...props} />;
}

function PagedList<K extends Kind>({
  kind,
  initial,
  total,
  query,
  pageSize,
  showCount = true,
  headerAction,
  emptyText,
}: Props<K>) {
  const t = useTranslations('Contents');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const { items, done, loading, loadMore } = useInfinitePages(
    kind,
    { ...query, lang: locale },
    pageSize,
    initial,
    total,
  );
  useScrollThreshold(loadMore, { enabled: !done && total > 0 });

  if (total === 0 || initial.length === 0) return <p className="empty">{emptyText ?? t(TEXT[kind].empty)}</p>;
  return (
    <>
      {showCount && headerAction ? (
        <div className="list-header">
          <p className="count-header">{t(TEXT[kind].found, { count: total })}</p>
          {headerAction}
        </div>
      ) : (
        showCount && <p className="count-header">{t(TEXT[kind].found, { count: total })}</p>
      )}
      <ul className="card-list" data-testid={`${kind}-list`}>
        {items.map((item) => (
          <li key={item.id}>
            <Card kind={kind} item={item} />
          </li>
        ))}
      </ul>
      {loading && (
        <>
          <CardListSkeleton rows={2} round={kind === 'doctors'} />
          <p className="visually-hidden" role="status">
            {tc('loading')}
          </p>
        </>
      )}
    </>
  );
}
