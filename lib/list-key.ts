/** The cache key of a list's pages (useInfinitePages): the list's name, language and query, and the page size. */
export const listPagesKey = (list: readonly unknown[], pageSize: number) => [list, pageSize] as const;
