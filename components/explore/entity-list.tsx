'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BffClient } from '@/lib/client/bff-client';
import type { Clinic } from '@/contracts/clinics';
import type { Doctor } from '@/contracts/doctors';
import type { Event } from '@/contracts/events';
import type { Review } from '@/contracts/reviews';
import { ClinicCard } from '@/components/clinic/clinic-card';
import { DoctorCard } from '@/components/doctor/doctor-card';
import { EventCard } from '@/components/event/event-card';
import { ReviewCard } from '@/components/review/review-card';
import { CardListSkeleton } from '@/components/ui/skeleton';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from '@/lib/swr/public-call';
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

/** What a list's route takes besides paging and language (its filters and sort), as query text. */
type ListQuery<K extends Kind> = Omit<
  NonNullable<Parameters<BffClient['public'][K]['$get']>[0]>['query'],
  'offset' | 'limit' | 'lang'
>;

/** The list shown: its kind, its server-rendered first page, and the query its later pages are asked with. */
export type ListOf = { [K in Kind]: { kind: K; initial: EntityOf[K][]; query: ListQuery<K> } }[Kind];

type Page = { offset: string; limit: string };
/** The four list routes as one indexable map: each takes its own filters and sort plus paging and language. */
type Lists = {
  [K in Kind]: {
    $get: (args: { query: ListQuery<K> & Page & { lang: Locale } }) => ReturnType<BffClient['public'][K]['$get']>;
  };
};

/** One page of the list through its route (GET /public/clinics, /doctors, /events or /reviews). */
function listPage<K extends Kind>(api: BffClient, kind: K, query: ListQuery<K>, lang: Locale, page: Page) {
  const lists: Lists = api.public;
  return lists[kind].$get({ query: { ...query, lang, ...page } });
}

type Props = ListOf & {
  total: number;
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
export function EntityList(props: Props) {
  const locale = useLocale();
  return <PagedList key={`${props.kind}|${locale}|${JSON.stringify(props.query)}`} {...props} />;
}

function PagedList({ kind, initial, total, query, pageSize, showCount = true, headerAction, emptyText }: Props) {
  const t = useTranslations('Contents');
  const tc = useTranslations('Common');
  const lang = useLocale() as Locale;
  const { items, done, loading, loadMore } = useInfinitePages(
    [kind, lang, query],
    (page) => publicCall((api) => listPage(api, kind, query, lang, page)),
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
