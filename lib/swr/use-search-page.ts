'use client';

import type { SearchOverview, SearchPageList } from '@/contracts/search';
import { SEARCH_PAGE_SIZE, type SearchPageSection } from '@/contracts/search-sections';
import type { Locale } from '@/lib/i18n/config';
import { publicCall } from './public-call';
import { usePages } from './use-pages';
import { useResource } from './use-resource';

// A refusal is a PublicCallError (lib/client/public-call-error.ts): `status` 429 means too many searches from
// this address.

/** The search page's first view for a query (GET /public/search/overview); `fallbackData` is the server's. */
export function useSearchOverview(q: string, locale: Locale, fallbackData?: SearchOverview) {
  return useResource(
    q ? ['public', 'search/overview', q, locale] : null,
    () => publicCall((api) => api.public.search.overview.$get({ query: { q, lang: locale } })).then((r) => r.data),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false, fallbackData },
  );
}

/**
 * One section of the search page, page after page (GET /public/search/sections/{section}). `first` is the
 * server's first page for this query; loading stops once every counted row is in, or a page comes back short.
 */
export function useSearchSection(section: SearchPageSection, q: string, locale: Locale, first?: SearchPageList) {
  const { pages, error, loading, loadMore, retry } = usePages(
    q ? ['public', 'search/sections', section, q, locale] : null,
    (index, previous: SearchPageList | undefined) =>
      previous && previous.data.length < SEARCH_PAGE_SIZE
        ? null
        : publicCall((api) =>
            api.public.search.sections[':section'].$get({
              param: { section },
              query: { q, lang: locale, offset: `${index * SEARCH_PAGE_SIZE}`, limit: `${SEARCH_PAGE_SIZE}` },
            }),
          ),
    { initial: first ? [first] : undefined, fetchOnMount: !first, shouldRetryOnError: false },
  );
  const items = pages.flatMap((p) => p.data);
  const head = pages[0];
  const last = pages[pages.length - 1];
  const done = !!head && (last.data.length < SEARCH_PAGE_SIZE || items.length >= head.total);
  return {
    items,
    total: head?.total,
    capped: head?.totalCapped ?? false,
    done,
    loading,
    error,
    loadMore,
    /** Asks again for what failed (the pages already in are kept). */
    retry,
  };
}
