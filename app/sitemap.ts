import type { MetadataRoute } from 'next';
import { listSitemapIds, sitemapFile } from '@/lib/seo/sitemap-data';

// Sitemap files at /sitemap/<id>.xml: `pages` (static pages) and `<type>-<n>` (50,000 detail pages each,
// e.g. /sitemap/clinics-0.xml, /sitemap/reviews-19.xml). Next serves no index for generateSitemaps, so
// app/sitemap-index.xml/route.ts lists them (robots.txt points there).

// Read per request: the set of files follows the data (and APP_URL is read at run time, not build time).
export const dynamic = 'force-dynamic';

export async function generateSitemaps(): Promise<{ id: string }[]> {
  return (await listSitemapIds()).map((id) => ({ id }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(await props.id);
}
