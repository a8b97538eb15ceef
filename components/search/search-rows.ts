import type { SearchPageItem } from '@/contracts/search';
import type { SearchPageSection } from '@/contracts/search-sections';

/** A search result as a list row: where it leads, its name, and what tells it apart (the clinic). */
export type SearchRow = { key: string; href: string; label: string; sub?: string };

type AnyItem = { id: number; name?: string; title?: string; clinicName?: string; specialtyId?: number | null };

const HREF: Record<SearchPageSection, (item: AnyItem) => string> = {
  specialties: (s) => `/contents?specialtyId=${s.id}`,
  treatments: (x) =>
    x.specialtyId ? `/contents?specialtyId=${x.specialtyId}&treatmentId=${x.id}` : `/contents?treatmentId=${x.id}`,
  clinics: (c) => `/contents/clinic/${c.id}`,
  doctors: (d) => `/contents/doctor/${d.id}`,
  events: (e) => `/contents/event/${e.id}`,
  reviews: (r) => `/contents/review/${r.id}`,
};

/** The rows of one section, for the search dialog and the search page alike. */
export function searchRows<S extends SearchPageSection>(
  section: S,
  items: readonly (SearchPageItem<S> | AnyItem)[],
): SearchRow[] {
  return (items as AnyItem[]).map((item) => ({
    key: `${section}-${item.id}`,
    href: HREF[section](item),
    label: item.name ?? item.title ?? '',
    sub: item.clinicName,
  }));
}

/** `/search` for a query, opened at one section (docs/product.md#search). */
export const searchPageHref = (q: string, section?: SearchPageSection) =>
  `/search?${new URLSearchParams(section ? { q, section } : { q })}`;
