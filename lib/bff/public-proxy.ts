import 'server-only';
import { backendFetch } from '@/lib/api/backend-client';
import { forwardedFor } from './forwarded-for';
import { notFound } from './responses';
import { PUBLIC_BACKEND_PATH, publicCacheControl } from '@/lib/server/public-api';

/**
 * `/api/<path>` for public reads under `next dev` (the production server answers them before Next:
 * lib/server/public-api.ts, the same forwarding): forwards the path and query to the backend and returns its answer as
 * is. Member and auth calls have their own BFF routes (they need the session).
 */
export async function forwardPublicGet(request: Request, segments: string[]): Promise<Response> {
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  if (!PUBLIC_BACKEND_PATH.test(path)) return notFound(`API route ${path}`);
  const res = await backendFetch(`${path}${new URL(request.url).search}`, {
    headers: { accept: 'application/json', ...forwardedFor(request) },
  });
  const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? 'application/json' });
  // Public data may be cached briefly by browsers and CDNs; errors are not. A list of the clinics open at a
  // moment ('진료 중', openAt=) is never served stale: it changes by the minute.
  headers.set('cache-control', res.ok ? publicCacheControl(new URL(request.url).searchParams) : 'no-store');
  // A 503 (or 429) tells the client when to try again.
  const retryAfter = res.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(res.body, { status: res.status, headers });
}
