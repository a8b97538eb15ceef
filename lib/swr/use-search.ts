'use client';

import useSWR from 'swr';
import type { SearchResult } from '@/contracts/search';
import type { Locale } from '@/lib/i18n/config';

/** A search the API refused or could not answer; `status` 429 means too many searches from this address. */
export class SearchError extends Error {
  constructor(readonly status: number) {
    super(`search answered ${status}`);
  }
}

const fetchJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new SearchError(res.status);
  return res.json() as Promise<T>;
};

/**
 * Integrated search against the backend's search call; nothing is fetched for an empty query.
 * `fallbackData`: the server-rendered result for the query the page was opened with.
 */
export function useSearch(query: string, locale: Locale, fallbackData?: SearchResult) {
  const q = query.trim();
  const key = q ? `/api/public/search?q=${encodeURIComponent(q)}&lang=${locale}` : null;
  return useSWR(key, (url: string) => fetchJson<{ data: SearchResult }>(url).then((r) => r.data), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    fallbackData,
  });
}
