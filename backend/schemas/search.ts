import { z } from '@hono/zod-openapi';

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
  .openapi('SearchResult');

export const SitemapEntrySchema = z
  .object({
    id: z.number().int(),
    updatedAt: z.string().openapi({ format: 'date-time', description: 'updated_at (reviews, when set) or created_at' }),
  })
  .openapi('SitemapEntry');

export type SearchResult = z.infer<typeof SearchResultSchema>;
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
