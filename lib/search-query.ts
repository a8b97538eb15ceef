/** The longest query the search call accepts (GET /public/search). */
export const SEARCH_MAX = 50;

/** A search query from the address bar made safe to send: no control characters, trimmed, at most 50 characters. */
export const cleanSearchQuery = (raw: string | null | undefined): string =>
  (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, SEARCH_MAX)
    .trim();
