import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { errorBody } from '@/backend/lib/errors';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security-headers';

// The public API reads (`GET /api/public/*`, `/api/auth/providers`, `/api/openapi.json`) answered by the
// production server (scripts/serve.ts) straight from the backend, before Next's router: these calls need no
// session, no page and no proxy.ts, and going through Next's route machinery cost about 6× the backend's
// own time per call (docs/benchmarks.md, issue 28). The Next route app/api/[...path] keeps answering the same
// paths under `next dev` and for whatever this does not take; both forward the same way (lib/bff/public-proxy).

/** The backend paths (after `/api`) anyone may read through the web app. */
export const PUBLIC_BACKEND_PATH = /^\/(public\/[A-Za-z0-9/_-]+|openapi\.json|auth\/providers)$/;

/** The Cache-Control of a successful public read: brief; never stale for the clinics open at a moment. */
export const publicCacheControl = (search: URLSearchParams) =>
  search.has('openAt') ? 'public, max-age=30' : 'public, max-age=30, stale-while-revalidate=300';

/** The backend path of a public read this server answers itself, or null (Next answers it). */
export function publicReadPath(method: string | undefined, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  if (!pathname.startsWith('/api/')) return null;
  const path = pathname.slice(4);
  return PUBLIC_BACKEND_PATH.test(path) ? path : null;
}

/** Sends a request to the backend (in-process or over BACKEND_URL), as lib/api/backend-client does. */
export type BackendFetch = (pathAndQuery: string, init: RequestInit) => Promise<Response>;

/** Bodies at least this long go out compressed when the client accepts gzip (as Next's compression). */
const COMPRESS_FROM = 1024;
const TIMEOUT_MS = 10_000;
const gzipAsync = promisify(gzip);

/**
 * Answers one public read: forwards path and query to the backend with the caller's address and request id,
 * and sends its answer with the web app's security headers, the public Cache-Control on success, and gzip
 * when accepted. A backend that does not answer is a 503, never a hang or a 500.
 */
export async function answerPublicRead(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  fetchBackend: BackendFetch,
  production: boolean,
): Promise<void> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const search = q < 0 ? '' : url.slice(q);
  const headers: Record<string, string> = { accept: 'application/json' };
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string' && forwarded) headers['x-forwarded-for'] = forwarded;
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string' && requestId) headers['x-request-id'] = requestId;

  for (const { key, value } of securityHeaders(production)) res.setHeader(key, value);
  res.setHeader('content-security-policy', contentSecurityPolicy(production));

  let status: number;
  let body: Buffer;
  try {
    const answer = await fetchBackend(`${path}${search}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    status = answer.status;
    body = Buffer.from(await answer.arrayBuffer());
    res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter) res.setHeader('retry-after', retryAfter);
    if (answer.ok) res.setHeader('cache-control', publicCacheControl(new URLSearchParams(search)));
  } catch {
    // No answer within the deadline, or no backend: unavailable, as the BFF routes say it.
    status = 503;
    body = Buffer.from(
      JSON.stringify(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable')), // with the request id
    );
    res.setHeader('content-type', 'application/json');
  }
  if (status >= 400 || !res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-store');

  res.setHeader('vary', 'Accept-Encoding');
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && body.length >= COMPRESS_FROM) {
    body = await gzipAsync(body);
    res.setHeader('content-encoding', 'gzip');
  }
  res.setHeader('content-length', String(body.length));
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}
