'use client';

import { useCallback, useRef, useState } from 'react';

type Query = Record<string, string | number | undefined>;

/**
 * Offset pages from a public list call (`/api/public/<resource>`), appended in order. Loading stops
 * for good when a page comes back empty (spec §4). Starts from the server-rendered first page; a new
 * filter, tab or language is a new list, so callers key the component by its query (EntityList does).
 */
export function useInfinitePages<T extends { id: number }>(resource: string, query: Query, pageSize: number, initial: T[], total: number) {
  const [items, setItems] = useState(initial);
  // Nothing more to ask for when the first page already holds everything.
  const [done, setDone] = useState(initial.length === 0 || initial.length >= total);
  const [loading, setLoading] = useState(false);
  const offset = useRef(initial.length);
  const inFlight = useRef(false);
  const queryKey = JSON.stringify(query);

  const loadMore = useCallback(async () => {
    if (inFlight.current || done) return;
    inFlight.current = true;
    setLoading(true);
    try {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(JSON.parse(queryKey) as Query)) if (v !== undefined) params.set(k, String(v));
      params.set('offset', String(offset.current));
      params.set('limit', String(pageSize));
      const res = await fetch(`/api/public/${resource}?${params}`, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`${resource} page answered ${res.status}`);
      const page = (await res.json()) as { data: T[] };
      if (page.data.length === 0) setDone(true);
      offset.current += page.data.length;
      setItems((prev) => {
        const seen = new Set(prev.map((x) => x.id));
        return [...prev, ...page.data.filter((x) => !seen.has(x.id))];
      });
    } catch (err) {
      // Spec §8: failed calls are logged, not shown; scrolling again retries.
      console.error(err);
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [done, pageSize, queryKey, resource]);

  return { items, done, loading, loadMore };
}
