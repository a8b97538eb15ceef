/** The share of a toast's width a sideways drag must cover to dismiss it: 80%, 20% in the review editor (docs/product.md#rules). */
export const dismissShare = (pathname: string | null): number => (pathname?.startsWith('/review/editor') ? 0.2 : 0.8);
