'use client';

import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { SearchOverview, SearchPageList } from '@/contracts/search';
import { SEARCH_PAGE_SIZE, type SearchPageSection } from '@/contracts/search-sections';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from './public-call';

// A refusal is a PublicCallError (lib/client/public-call-error.ts): `status` 429 means too many searches from
// this address.

const options = { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The search page's first view for a query (GET /public/search/overview); `fallbackData` is the server's. */
export function useSearchOverview(q: string, locale: Locale, fallbackData?: SearchOverview) {
  return useSWR(
    q ? ['public', 'search/overview', q, locale] : null,
    () => publicCall((api) => api.public.search.overview.$get({ query: { q, lang: locale } })).then((r) => r.data),
    { ...options, fallbackData },
  );
}

/**
 * One section of the search page, page after page (GET /public/search/sections/{section}). `first` is the
 * server's first page for this query; loading stops once every counted row is in, or a page comes back short.
 */
export function useSearchSection(section: SearchPageSection, q: string, locale: Locale, first?: SearchPageList) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite(
    (index, previous: SearchPageList | null) =>
      q && !(previous && previous.data.length < SEARCH_PAGE_SIZE)
        ? ['public', 'search/sections', section, q, locale, index * SEARCH_PAGE_SIZE]
        : null,
    ([, , , , , offset]) =>
      publicCall((api) =>
        api.public.search.sections[':section'].$get({
          param: { section },
          query: { q, lang: locale, offset: `${offset}`, limit: `${SEARCH_PAGE_SIZE}` },
        }),
      ),
    {
      ...options,
      fallbackData: first ? [first] : undefined,
      revalidateFirstPage: false,
      revalidateOnMount: !first,
      revalidateIfStale: false,
    },
  );
  const pages = data ?? [];
  const items = pages.flatMap((p) => p.data);
  const head = pages[0];
  const last = pages[pages.length - 1];
  const done = !!head && (last.data.length < SEARCH_PAGE_SIZE || items.length >= head.total);
  return {
    items,
    total: head?.total,
    capped: head?.totalCapped ?? false,
    done,
    loading: isValidating && size > pages.length,
    error,
    loadMore: () => void setSize(pages.length + 1),
    /** Asks again for what failed (SWR keeps the pages already in). */
    retry: () => void mutate(),
  };
}
