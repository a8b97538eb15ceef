'use client';

import { useMemo } from 'react';
import { logFailure } from '@/lib/client-log';
import { listPagesKey } from '@/lib/list-key';
import { usePages } from '@/lib/swr/use-pages';

/** What a public list route answers: a page of its items (and how many match in all). */
type ListAnswer = { data: { id: number }[] };
type Item<A extends ListAnswer> = A['data'][number];
/**
 * A page as the cache holds it: one the route answered, or the server-rendered first one, of which only the ids
 * are kept (its cards are already on the page, and the items would only weigh on the page's RSC payload).
 */
type Page<A extends ListAnswer> = { data: Item<A>[] } | { data: { id: number }[]; first: true };

const failed = (err: unknown) => logFailure('list page', err);

/**
 * Offset pages from a public list call (`/api/public/<resource>`) after the server-rendered first page (`firstIds`),
 * appended in order. `list` names the list, its language and its query (the cache key); `send` asks for one page
 * through the typed client, so the items' type is the route's. Loading stops for good when a page comes back empty,
 * or at once when the first page already holds everything. A new filter, tab or language is a new list, so callers
 * key the component by its query (EntityList does). A failed page is logged, not shown, and scrolling again
 * retries it. The pages stay cached, so Back to the list shows every page it had. Answers `later`: the items
 * loaded since the first page, each once.
 */
export function useInfinitePages<A extends ListAnswer>(
  list: readonly unknown[],
  send: (page: { offset: string; limit: string }) => Promise<A>,
  pageSize: number,
  firstIds: readonly number[],
  total: number,
) {
  const first = useMemo((): Page<A>[] => [{ data: firstIds.map((id) => ({ id })), first: true }], [firstIds]);
  const { pages, loading, loadMore } = usePages<Page<A>>(
    listPagesKey(list, pageSize),
    (index, previous) =>
      previous && previous.data.length === 0 ? null : send({ offset: `${index * pageSize}`, limit: `${pageSize}` }),
    { initial: first, onError: failed },
  );

  const done = firstIds.length === 0 || firstIds.length >= total || pages[pages.length - 1]?.data.length === 0;
  const later = useMemo(() => {
    const seen = new Set<number>(firstIds);
    return pages.flatMap((p) => ('first' in p ? [] : p.data)).filter((x) => !seen.has(x.id) && (seen.add(x.id), true));
  }, [pages, firstIds]);

  return { later, done, loading, loadMore: done || loading ? noop : loadMore };
}

const noop = () => {};
