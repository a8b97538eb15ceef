'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { BffClient } from '@/lib/client/bff-client';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { clientOnly } from '@/components/ui/client-only';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from '@/lib/swr/public-call';
import { useInfinitePages } from '@/lib/use-infinite-pages';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';
import type { EntityOf, Kind } from './entity-card';

// The cards' code comes with the first page loaded while scrolling; the first page is rendered on the server.
const loadCards = () => import('./entity-card');
const EntityCard = clientOnly(() => loadCards().then((m) => m.EntityCard));

/** What a list's route takes besides paging and language (its filters and sort), as query text. */
export type ListQuery<K extends Kind> = Omit<
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

/**
 * A list's cards: the server-rendered first page (`children`), then more pages appended while scrolling (80%,
 * 150 ms throttle) until a page comes back empty. EntityList keys it by what it shows.
 *
 * Of the first page it gets only the ids (`firstIds`): its cards are already rendered, and the items themselves
 * (a clinic with its doctors, events, hours and figures) would be serialised into the page's RSC payload and HTML
 * once more for nothing — 30 KB on the clinics tab.
 */
export function ListPages({
  kind,
  firstIds,
  query,
  total,
  pageSize,
  children,
}: Omit<ListOf, 'initial'> & { firstIds: number[]; total: number; pageSize: number; children: ReactNode }) {
  const tc = useTranslations('Common');
  const lang = useLocale() as Locale;
  // The first page as the pager keeps it: ids only. Those items are never rendered from here (`later` leaves
  // them out), so their other fields are not needed.
  const initial = useMemo(() => firstIds.map((id) => ({ id }) as EntityOf[typeof kind]), [firstIds]);
  const { items, done, loading, loadMore } = useInfinitePages(
    [kind, lang, query],
    (page) => publicCall((api) => listPage(api, kind, query, lang, page)),
    pageSize,
    initial,
    total,
  );
  const more = useCallback(() => {
    void loadCards();
    loadMore();
  }, [loadMore]);
  useScrollThreshold(more, { enabled: !done && total > 0 });
  // Items the server did not render: the pages loaded since.
  const later = useMemo(() => {
    const first = new Set(firstIds);
    return items.filter((item) => !first.has(item.id));
  }, [items, firstIds]);

  return (
    <>
      <ul className="card-list" data-testid={`${kind}-list`}>
        {children}
        {later.map((item) => (
          <li key={item.id}>
            <EntityCard kind={kind} item={item} />
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
