import { SEARCH_PAGE_SECTIONS, type SearchPageSection } from '@/contracts/search-sections';

/** The longest query the search call accepts (GET /public/search). */
export const SEARCH_MAX = 50;

/** A search query from the address bar made safe to send: no control characters, trimmed, at most 50 characters. */
export const cleanSearchQuery = (raw: string | null | undefined): string =>
  (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, SEARCH_MAX)
    .trim();

/** What the search page tells a reader whose query it had to change: cut to SEARCH_MAX, or control characters dropped. */
export function searchQueryNotice(raw: string | null | undefined): 'queryTooLong' | 'queryCleaned' | null {
  const text = (raw ?? '').trim();
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'queryCleaned';
  return text.length > SEARCH_MAX ? 'queryTooLong' : null;
}

/** The search page's section from `?section=`, or undefined (every section) for anything else. */
export function searchSectionParam(raw: string | null | undefined): SearchPageSection | undefined {
  return SEARCH_PAGE_SECTIONS.find((s) => s === raw);
}
