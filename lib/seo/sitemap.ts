import type { MetadataRoute } from 'next';
import { hreflangLanguages, localizedUrl } from './metadata';

// Pure sitemap planning (no I/O): which sitemap files exist, and the entries of each. The server part
// (backend totals and pages) is lib/seo/sitemap-data.ts; the routes are app/sitemap.ts (the files,
// /sitemap/<id>.xml) and app/sitemap-index.xml/route.ts (the index naming them).

/** The most URLs one sitemap file may list (sitemaps.org protocol, also Google's limit). */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_TYPES = ['clinics', 'doctors', 'events', 'reviews'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];
export type SitemapTotals = Record<SitemapType, number>;

/** The detail page of each entity type: `${prefix}${id}`. */
export const ENTITY_PATH_PREFIX: Record<SitemapType, string> = {
  clinics: '/contents/clinic/',
  doctors: '/contents/doctor/',
  events: '/contents/event/',
  reviews: '/contents/review/',
};

/** Public pages without an id (the root `/` only redirects to /home). */
export const STATIC_PAGES = [
  '/home',
  '/contents',
  '/terms',
  '/privacy',
  '/location-terms',
  '/partners',
  '/customer-center',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** Id of the sitemap file of the static pages. */
export const PAGES_SITEMAP_ID = 'pages';

export type SitemapChunk = { kind: 'pages' } | { kind: 'entities'; type: SitemapType; index: number };

/**
 * Every sitemap file id: `pages`, then `<type>-<n>` for each run of 50,000 rows of a type
 * (`clinics-0`, `reviews-0` … `reviews-19` at 1M reviews). A type with no rows has no file.
 */
export function sitemapIds(totals: SitemapTotals): string[] {
  const ids = [PAGES_SITEMAP_ID];
  for (const type of SITEMAP_TYPES) {
    const chunks = Math.ceil(Math.max(0, totals[type]) / SITEMAP_MAX_URLS);
    for (let i = 0; i < chunks; i++) ids.push(`${type}-${i}`);
  }
  return ids;
}

/** Parses a sitemap file id; null when it names no file (the route then answers 404). */
export function parseSitemapId(id: string): SitemapChunk | null {
  if (id === PAGES_SITEMAP_ID) return { kind: 'pages' };
  const match = /^(clinics|doctors|events|reviews)-(0|[1-9][0-9]{0,5})$/.exec(id);
  return match ? { kind: 'entities', type: match[1] as SitemapType, index: Number(match[2]) } : null;
}

/** Row range of one chunk in the id-ascending listing. */
export const chunkRange = (index: number) => ({ offset: index * SITEMAP_MAX_URLS, limit: SITEMAP_MAX_URLS });

/** Next writes sitemap URLs into the XML verbatim, so they are escaped here. */
export const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One sitemap entry: the Korean URL, with hreflang alternates ko, ja and x-default. */
export function sitemapEntry(path: string, lastModified: string | Date): MetadataRoute.Sitemap[number] {
  const languages = Object.fromEntries(
    Object.entries(hreflangLanguages(path)).map(([lang, url]) => [lang, xmlEscape(url)]),
  );
  return { url: xmlEscape(localizedUrl(path, 'ko')), lastModified, alternates: { languages } };
}

export function entityEntries(type: SitemapType, rows: { id: number; updatedAt: string }[]): MetadataRoute.Sitemap {
  return rows.map((r) => sitemapEntry(`${ENTITY_PATH_PREFIX[type]}${r.id}`, r.updatedAt));
}

export function staticEntries(lastModified: Record<StaticPage, string | Date>): MetadataRoute.Sitemap {
  return STATIC_PAGES.map((path) => sitemapEntry(path, lastModified[path]));
}

/** A sitemaps.org `<sitemapindex>` listing the given absolute sitemap URLs. */
export function sitemapIndexXml(urls: string[]): string {
  const items = urls.map((u) => `<sitemap>\n<loc>${xmlEscape(u)}</loc>\n</sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}
