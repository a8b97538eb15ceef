'use client';

import { useMemo } from 'react';
import { logFailure } from '@/lib/client-log';
import { listPagesKey } from '@/lib/list-key';
import { usePages } from '@/lib/swr/use-pages';

/** What a public list route answers: a page of its items (and how many match in all). */
type ListAnswer = { data: { id: number }[] };
/** A page as the cache holds it: the server-rendered first one, or one the route answered. */
type Page<A extends ListAnswer> = { data: A['data'][number][] };

const failed = (err: unknown) => logFailure('list page', err);

/**
 * Offset pages from a public list call (`/api/public/<resource>`), appended in order. `list` names the list, its
 * language and its query (the cache key); `send` asks for one page through the typed client, so the items' type
 * is the route's. Starts from the server-rendered first page; loading stops for good when a page comes back
 * empty, or at once when the first page already holds everything. A new filter, tab or language is a new list,
 * so callers key the component by its query (EntityList does). A failed page is logged, not shown, and scrolling
 * again retries it. The pages stay cached, so Back to the list shows every page it had.
 */
export function useInfinitePages<A extends ListAnswer>(
  list: readonly unknown[],
  send: (page: { offset: string; limit: string }) => Promise<A>,
  pageSize: number,
  initial: Page<A>['data'],
  total: number,
) {
  const first = useMemo(() => [{ data: initial }], [initial]);
  const { pages, loading, loadMore } = usePages<Page<A>>(
    listPagesKey(list, pageSize),
    (index, previous) =>
      previous && previous.data.length === 0 ? null : send({ offset: `${index * pageSize}`, limit: `${pageSize}` }),
    { initial: first, onError: failed },
  );

  const done = initial.length === 0 || initial.length >= total || pages[pages.length - 1]?.data.length === 0;
  const items = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((p) => p.data).filter((x) => !seen.has(x.id) && (seen.add(x.id), true));
  }, [pages]);

  return { items, done, loading, loadMore: done || loading ? noop : loadMore };
}

const noop = () => {};
