import 'server-only';
import { backendFetch } from '@/lib/api/backend-client';

const PUBLIC_PATH = /^\/(public\/[A-Za-z0-9/_-]+|openapi\.json|auth\/providers)$/;

const json = (status: number, code: string, message: string, headers: HeadersInit = {}) =>
  Response.json({ error: { code, message } }, { status, headers });

/**
 * `/api/<spec §7 path>` for public reads: forwards the path and query to the backend and returns its
 * answer as is. Member and auth calls get their own BFF handlers (they need the session).
 */
export async function forwardPublicGet(request: Request, segments: string[]): Promise<Response> {
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  if (!PUBLIC_PATH.test(path)) return json(404, 'NOT_FOUND', `No API route for ${path}`);
  const search = new URL(request.url).search;
  try {
    const res = await backendFetch(`${path}${search}`, { headers: { accept: 'application/json' } });
    const headers = new Headers({ 'content-type': res.headers.get('content-type') ?? 'application/json' });
    // Public data may be cached briefly by browsers and CDNs; errors are not.
    if (res.ok) headers.set('cache-control', 'public, max-age=30, stale-while-revalidate=300');
    return new Response(res.body, { status: res.status, headers });
  } catch (err) {
    console.error('[bff] backend unreachable', err);
    return json(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
  }
}

export const methodNotAllowed = () => json(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', { allow: 'GET, HEAD' });
