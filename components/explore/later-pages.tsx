'use client';

import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import type { BffClient } from '@/lib/client/bff-client';
import { CardListSkeleton } from '@/components/ui/skeleton';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from '@/lib/swr/public-call';
import { useInfinitePages } from '@/lib/use-infinite-pages';
import { useScrollThreshold } from '@/lib/use-scroll-threshold';
import { EntityCard } from './entity-card';
import type { ListPagesProps, ListQuery } from './list-pages';
import type { Kind } from './entity-card';

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
 * The pages of a list after the server-rendered first one (ListPages mounts it inside its `<ul>`): the next page
 * as it mounts (the page was scrolled far enough) and whenever it is again, until a page comes back empty. Its
 * cards are `<li>`s; the skeleton while a page loads goes to `tail`, after the list.
 */
export function LaterPages({
  kind,
  firstIds,
  query,
  total,
  pageSize,
  lang,
  tail,
}: ListPagesProps & { lang: Locale; tail: HTMLElement }) {
  const tc = useTranslations('Common');
  const { later, done, loading, loadMore } = useInfinitePages(
    [kind, lang, query],
    (page) => publicCall((api) => listPage(api, kind, query, lang, page)),
    pageSize,
    firstIds,
    total,
  );
  useScrollThreshold(loadMore, { enabled: !done && total > 0 });

  return (
    <>
      {later.map((item) => (
        <li key={item.id}>
          <EntityCard kind={kind} item={item} />
        </li>
      ))}
      {loading &&
        createPortal(
          <>
            <CardListSkeleton rows={2} round={kind === 'doctors'} />
            <p className="visually-hidden" role="status">
              {tc('loading')}
            </p>
          </>,
          tail,
        )}
    </>
  );
}
