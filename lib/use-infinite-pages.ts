'use client';

import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { logFailure } from '@/lib/client-log';

/** What a public list route answers: a page of its items (and how many match in all). */
type ListAnswer = { data: { id: number }[] };
/** A page as SWR holds it: the server-rendered first one, or one the route answered. */
type Page<A extends ListAnswer> = { data: A['data'][number][] };

/**
 * Offset pages from a public list call (`/api/public/<resource>`) on useSWRInfinite, appended in order.
 * `list` names the list, its language and its query (the cache key); `send` asks for one page through the
 * typed client, so the items' type is the route's. Starts from the server-rendered first page; loading stops
 * for good when a page comes back empty, or at once when the first page already holds everything. A new
 * filter, tab or language is a new list, so callers key the component by its query (EntityList does). A
 * failed page is logged, not shown, and scrolling again retries it.
 */
export function useInfinitePages<A extends ListAnswer>(
  list: readonly unknown[],
  send: (page: { offset: string; limit: string }) => Promise<A>,
  pageSize: number,
  initial: Page<A>['data'],
  total: number,
) {
  const { data, size, setSize, isValidating } = useSWRInfinite(
    (index, previous: Page<A> | null) =>
      previous && previous.data.length === 0 ? null : [list, pageSize, index * pageSize],
    ([, , offset]): Promise<Page<A>> => send({ offset: `${offset}`, limit: `${pageSize}` }),
    {
      fallbackData: [{ data: initial }],
      revalidateFirstPage: false,
      revalidateOnMount: false,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      onError: (err) => logFailure('list page', err),
    },
  );

  const pages = useMemo(() => data ?? [{ data: initial }], [data, initial]);
  const done = initial.length === 0 || initial.length >= total || pages[pages.length - 1]?.data.length === 0;
  const loading = isValidating && size > pages.length;
  const items = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((p) => p.data).filter((x) => !seen.has(x.id) && (seen.add(x.id), true));
  }, [pages]);

  const loadMore = useCallback(() => {
    if (!done && !loading) void setSize(pages.length + 1);
  }, [done, loading, pages.length, setSize]);

  return { items, done, loading, loadMore };
}
