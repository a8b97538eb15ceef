// Which requests the page cache answers, under which key, and the Cache-Control a CDN sees. Public pages are
// the same for every visitor (a member's own state is fetched by the browser from /api/*), so their HTML and
// RSC answers are cached on the server whoever asks; only anonymous document requests are offered to a CDN.

/** The public pages of spec §2 (and the legal pages, sitemaps): the only paths ever cached. */
const PUBLIC_PATH =
  /^\/(?:home|contents|search|terms|privacy|location-terms|customer-center|partners|sitemap-index\.xml)$|^\/contents\/(?:clinic|doctor|event|review)\/[1-9]\d{0,9}$|^\/sitemap\/[a-z]+-\d{1,4}\.xml$/;

/** The request headers that change what Next answers for a URL (its Vary list), and the encoding. */
const VARY = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

export type HeaderGetter = (name: string) => string | undefined;

export function isCacheablePath(pathname: string): boolean {
  return PUBLIC_PATH.test(pathname);
}

/**
 * The cache key of a GET, or null when the request is not for the cache (a non-public path, a preview).
 * A request's own Cache-Control is not obeyed: a reload gets the cached page, which writes keep fresh, and
 * nobody can force a rendering per request by asking for one. Query parameters are sorted, so `?lang=ja&tabId=1` and
 * `?tabId=1&lang=ja` share a page; each value is kept as sent (the page decides what it means). A page that
 * depends on the time ('진료 중') is keyed by the minute too.
 */
export function pageCacheKey(method: string | undefined, rawUrl: string, header: HeaderGetter): string | null {
  if (method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://page.cache');
  } catch {
    return null;
  }
  if (!isCacheablePath(url.pathname)) return null;
  const params = [...url.searchParams].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const vary = VARY.map((h) => header(h) ?? '').join('\u0000');
  const gzip = /\bgzip\b/.test(header('accept-encoding') ?? '') ? 'gzip' : 'identity';
  // '진료 중' (open=now) lists the clinics open at the moment of rendering: such a page is kept for its minute.
  const minute = isMinuteBound(url.searchParams) ? `\u0001${Math.floor(Date.now() / 60_000)}` : '';
  return `${url.pathname}?${query}\u0001${vary}\u0001${gzip}${minute}`;
}

/** Whether what the page shows depends on the minute it is rendered in ('진료 중': `open=now`). */
export function isMinuteBound(params: URLSearchParams): boolean {
  return params.has('open');
}

export interface CacheControlOptions {
  /** Seconds a shared cache (CDN) may keep an anonymous public document. */
  sMaxAge: number;
  /** Seconds it may serve a stale copy while it fetches a new one. */
  staleWhileRevalidate: number;
}

const PRIVATE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Cache-Control of a public page's answer. A CDN may keep an HTML document for a short while, but only one
 * asked for without a session cookie (so a response never travels from a member to the cache) and never an
 * RSC answer (CDNs that ignore Vary would hand it out for the document). Browsers always ask again.
 */
export function publicCacheControl(
  opts: CacheControlOptions,
  req: { isRsc: boolean; hasSession: boolean; minuteBound?: boolean },
  status: number,
): string {
  if (req.isRsc || req.hasSession || (status !== 200 && status !== 404)) return PRIVATE;
  // A page of the minute (open=now) is kept no longer than one, and never served stale.
  if (req.minuteBound) return `public, max-age=0, s-maxage=${Math.min(opts.sMaxAge, 60)}`;
  return `public, max-age=0, s-maxage=${opts.sMaxAge}, stale-while-revalidate=${opts.staleWhileRevalidate}`;
}

/** Whether the request carries a member's or staff member's session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Host-)?(?:session|staff)=/.test(cookieHeader ?? '');
}
