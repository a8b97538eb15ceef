import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/metadata';

// Read per request so APP_URL is the running server's, not the build machine's.
export const dynamic = 'force-dynamic';

/** Member-only, transactional and API paths: nothing there for search engines. */
const DISALLOWED_PATHS = [
  '/api/',
  '/my-page',
  '/bookmark',
  '/counsel',
  '/review/editor',
  '/reset-nickname',
  '/login',
  '/oauth/',
] as const;

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: `${siteUrl()}/sitemap-index.xml`,
  };
}
