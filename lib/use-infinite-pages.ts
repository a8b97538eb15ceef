'use client';

import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { logFailure } from '@/lib/client-log';

type Query = Record<string, string | number | undefined>;
type Page<T> = { data: T[] };

const fetchPage = async <T>(url: string): Promise<Page<T>> => {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json() as Promise<Page<T>>;
};

/**
 * Offset pages from a public list call (`/api/public/<resource>`) on useSWRInfinite, appended in order.
 * Starts from the server-rendered first page; loading stops for good when a page comes back empty, or
 * at once when the first page already holds everything. A new filter, tab or language is a new list, so
 * callers key the component by its query (EntityList does). A failed page is logged, not shown, and
 * scrolling again retries it.
 */
export function useInfinitePages<T extends { id: number }>(
  resource: string,
  query: Query,
  pageSize: number,
  initial: T[],
  total: number,
) {
  const base = useMemo(() => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    return `/api/public/${resource}?${params}`;
  }, [resource, query]);

  const { data, size, setSize, isValidating } = useSWRInfinite<Page<T>>(
    (index, previous: Page<T> | null) =>
      previous && previous.data.length === 0 ? null : `${base}&offset=${index * pageSize}&limit=${pageSize}`,
    fetchPage,
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
