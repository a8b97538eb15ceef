import { siteUrl } from '@/lib/seo/metadata';
import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { listSitemapIds } from '@/lib/seo/sitemap-data';
import { logger } from '@/backend/lib/logger';

// GET /sitemap-index.xml: the sitemaps.org index of the files app/sitemap.ts serves at /sitemap/<id>.xml.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  let ids: string[];
  try {
    ids = await listSitemapIds();
  } catch (err) {
    logger('web').error({ err }, 'sitemap index: backend unavailable');
    return new Response('Service temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
  const base = siteUrl();
  return new Response(sitemapIndexXml(ids.map((id) => `${base}/sitemap/${id}.xml`)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
