// The search page's sections and paging, without zod: the browser's search page loads this module.

/** The search page's sections, in the order it shows them (docs/product.md#search). */
export const SEARCH_PAGE_SECTIONS = ['specialties', 'treatments', 'clinics', 'doctors', 'events', 'reviews'] as const;
export type SearchPageSection = (typeof SEARCH_PAGE_SECTIONS)[number];

/** Rows of a section the search page shows at a time (the server's first page and each '더 보기'). */
export const SEARCH_PAGE_SIZE = 20;
