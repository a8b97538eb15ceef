import { isBuildPhase } from '@/lib/process-env';
import 'server-only';
import type { MetadataRoute } from 'next';
import { backend, dataOrNull } from '@/lib/api/backend-client';
import { asQuery } from '@/lib/api/query';
import { getLegalDocument, legalSlugs } from '@/lib/legal';
import {
  PAGES_SITEMAP_ID,
  SITEMAP_TYPES,
  chunkRange,
  entityEntries,
  parseSitemapId,
  sitemapIds,
  staticEntries,
  type SitemapTotals,
  type SitemapType,
  type StaticPage,
} from './sitemap';

// The server side of the sitemaps: totals and id pages from GET /public/sitemap/{type} (ids and dates
// only, never full entities), so even 1M reviews cost one count and one 50,000-row index range per file.

const idPage = (type: SitemapType, query: { afterId?: number; offset?: number; limit?: number }) =>
  dataOrNull(backend.public.sitemap[':type'].$get({ param: { type }, query: asQuery(query) }));

const TOTALS_TTL_MS = 60_000;
let cachedTotals: { at: number; totals: Promise<SitemapTotals> } | undefined;

/**
 * Row counts per type, kept for a minute: a crawler reading the index and then each file sees the same
 * set of files, and the counts are not recomputed per file.
 */
export function sitemapTotals(): Promise<SitemapTotals> {
  const now = Date.now();
  if (!cachedTotals || now - cachedTotals.at > TOTALS_TTL_MS) {
    const totals = Promise.all(
      SITEMAP_TYPES.map(async (type) => [type, (await idPage(type, { limit: 1 }))?.total ?? 0] as const),
    ).then((pairs) => Object.fromEntries(pairs) as SitemapTotals);
    const entry = { at: now, totals };
    cachedTotals = entry;
    totals.catch(() => {
      if (cachedTotals === entry) cachedTotals = undefined;
    });
  }
  return cachedTotals.totals;
}

/**
 * Ids of every sitemap file. `next build` calls generateSitemaps for static params; there is no database
 * then (npm start migrates after building) and the sitemap routes are dynamic, so the build gets only
 * the static-pages file and the real list is computed per request.
 */
export async function listSitemapIds(): Promise<string[]> {
  if (isBuildPhase()) return [PAGES_SITEMAP_ID];
  return sitemapIds(await sitemapTotals());
}

/** Entries of one sitemap file; [] for an id that names none. */
export async function sitemapFile(id: string): Promise<MetadataRoute.Sitemap> {
  const chunk = parseSitemapId(id);
  if (!chunk) return [];
  if (chunk.kind === 'pages') return staticEntries(await staticPageDates());
  const page = await idPage(chunk.type, chunkRange(chunk.index));
  return entityEntries(chunk.type, page?.data ?? []);
}

/**
 * Legal pages change with their effective date; partner and support pages are static text of the same
 * release; home and explore change with the newest review.
 */
async function staticPageDates(): Promise<Record<StaticPage, string>> {
  const legal = Object.fromEntries(legalSlugs.map((slug) => [slug, getLegalDocument(slug, 'ko').effectiveDate]));
  const released = [...Object.values(legal)].sort().at(-1) as string;
  const { reviews } = await sitemapTotals();
  const newest = reviews ? (await idPage('reviews', { offset: reviews - 1, limit: 1 }))?.data[0]?.updatedAt : undefined;
  const content = newest ?? released;
  return {
    '/home': content,
    '/contents': content,
    '/terms': legal.terms,
    '/privacy': legal.privacy,
    '/location-terms': legal['location-terms'],
    '/partners': released,
    '/customer-center': released,
  };
}
