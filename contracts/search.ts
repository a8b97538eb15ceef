import { z } from 'zod';
import type { SearchPageSection } from './search-sections';

// Response shapes of the lookups beside the entities: the integrated search and the sitemap id lists.

const section = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), hasMore: z.boolean() });
const ref = z.object({ id: z.number().int(), name: z.string() });

export const SearchResultSchema = z
  .object({
    specialties: section(ref),
    treatments: section(ref.extend({ specialtyId: z.number().int().nullable() })),
    clinics: section(ref),
    doctors: section(ref.extend({ clinicName: z.string() })),
    events: section(z.object({ id: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'SearchResult' });

/*
 * The search page (/search): every section, each row what it needs to be listed and opened. The first view
 * shows each section's first rows and whether it has more (as the dialog does); a section alone is paged and
 * counted, up to a cap: past it `totalCapped` is true and the page shows '1,000+'.
 */

const titled = z.object({ id: z.number().int(), title: z.string(), clinicName: z.string() });
export const SearchPageItemSchemas = {
  specialties: ref,
  treatments: ref.extend({ specialtyId: z.number().int().nullable() }),
  clinics: ref,
  doctors: ref.extend({ clinicName: z.string() }),
  events: titled,
  reviews: titled,
} as const;

export const SearchOverviewSchema = z
  .object({
    specialties: section(SearchPageItemSchemas.specialties),
    treatments: section(SearchPageItemSchemas.treatments),
    clinics: section(SearchPageItemSchemas.clinics),
    doctors: section(SearchPageItemSchemas.doctors),
    events: section(SearchPageItemSchemas.events),
    reviews: section(SearchPageItemSchemas.reviews),
  })
  .meta({ id: 'SearchOverview' });

export const SearchPageItemSchema = z
  .union([
    SearchPageItemSchemas.treatments,
    SearchPageItemSchemas.doctors,
    SearchPageItemSchemas.events,
    SearchPageItemSchemas.clinics,
  ])
  .meta({
    id: 'SearchPageItem',
    description:
      'A row of one section: `{id, name}` (specialties, clinics), with `specialtyId` (treatments), with `clinicName` (doctors); `{id, title, clinicName}` (events, reviews)',
  });

export const SearchPageListSchema = z
  .object({
    data: z.array(SearchPageItemSchema),
    total: z.number().int().meta({ description: 'How many rows match, counted up to the cap' }),
    totalCapped: z.boolean().meta({ description: 'More rows match than `total` says (the cap was reached)' }),
  })
  .meta({ id: 'SearchPageList' });

export type SearchOverview = z.infer<typeof SearchOverviewSchema>;
export type SearchPageItem<S extends SearchPageSection = SearchPageSection> = z.infer<
  (typeof SearchPageItemSchemas)[S]
>;
export type SearchPageList = z.infer<typeof SearchPageListSchema>;

export const SitemapEntrySchema = z
  .object({
    id: z.number().int(),
    updatedAt: z.string().meta({ format: 'date-time', description: 'updated_at (reviews, when set) or created_at' }),
  })
  .meta({ id: 'SitemapEntry' });

export type SearchResult = z.infer<typeof SearchResultSchema>;
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
