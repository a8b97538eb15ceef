'use client';

import type { SearchResult } from '@/contracts/search';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from './public-call';
import { useResource } from './use-resource';

/**
 * Integrated search against the backend's search call (GET /public/search); nothing is fetched for an empty
 * query. `fallbackData`: the server-rendered result for the query the page was opened with. A refusal is a
 * PublicCallError: `status` 429 means too many searches from this address.
 */
export function useSearch(query: string, locale: Locale, fallbackData?: SearchResult) {
  const q = query.trim();
  return useResource(
    q ? ['public', 'search', q, locale] : null,
    () => publicCall((api) => api.public.search.$get({ query: { q, lang: locale } })).then((r) => r.data),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, fallbackData },
  );
}
