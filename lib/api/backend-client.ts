import 'server-only';
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '@/backend/app';
import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from '@/contracts/errors';
import { currentRequestId } from '@/backend/lib/request-context';
import { injectTraceContext, inSpan, SpanKind } from '@/backend/lib/tracing';
import { getBackend } from '@/backend/runtime';
import { webEnv } from '@/lib/env';
import { noteBackendUnavailable } from '@/lib/server/unavailable-status';
import type { SuccessBody } from './success-body';
import { UNAVAILABLE_DIGEST } from './unavailable';

export class BackendError extends Error {
  /** Next keeps a thrown error's own digest: the error page can tell 'temporarily unavailable' from a bug. */
  readonly digest?: string;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    if (status === 502 || status === 503 || status === 504) {
      this.digest = UNAVAILABLE_DIGEST;
      noteBackendUnavailable(); // the page, if this fails it, goes out as 503 (scripts/serve.ts)
    }
  }
}

const TIMEOUT_MS = 10_000;
const INTERNAL_ORIGIN = 'http://backend.internal';

/**
 * The web app's one way to reach the REST backend: in-process (`backend.fetch`, no socket) by default,
 * over HTTP when BACKEND_URL is set.
 */
export function backendFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  return inSpan(
    `${method} BFF → backend`,
    { 'http.request.method': method, 'url.path': path.split('?')[0] },
    async (span) => {
      const signal = init.signal ?? AbortSignal.timeout(TIMEOUT_MS);
      // The backend's log lines and error answers name the same request as the web app's, and its spans join the
      // request's trace (traceparent).
      const headers = new Headers(init.headers);
      const requestId = currentRequestId();
      if (requestId && !headers.has('x-request-id')) headers.set('x-request-id', requestId);
      injectTraceContext(headers);
      init = { ...init, headers };
      const base = webEnv().BACKEND_URL;
      const res = base
        ? await fetch(new URL(path, base), { ...init, signal, cache: 'no-store' })
        : await (await getBackend()).app.fetch(new Request(new URL(path, INTERNAL_ORIGIN), { ...init, signal }));
      span.setAttribute('http.response.status_code', res.status);
      return res;
    },
    { kind: SpanKind.CLIENT },
  );
}

/**
 * The typed backend client (`hc<AppType>`): paths, params, query and answers come from the backend's
 * routes. It sends through backendFetch, so it shares its transport, timeout and BACKEND_URL.
 */
export const backend = hc<AppType>(INTERNAL_ORIGIN, {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return backendFetch(`${url.pathname}${url.search}`, init);
  },
});

const knownCode = (code: unknown): ErrorCode | undefined => ERROR_CODES.find((c) => c === code);

/** The JSON of a successful answer; 404 → null so pages can call notFound(); any other failure throws BackendError. */
export async function dataOrNull<R extends ClientResponse<unknown, number, string>>(
  pending: Promise<R>,
): Promise<SuccessBody<R> | null> {
  // No answer within the deadline, or no connection: the backend is unavailable, not broken.
  const res = await pending.catch((err: unknown) => {
    throw new BackendError(
      503,
      'SERVICE_UNAVAILABLE',
      `backend unavailable: ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: string } } | null;
  if (!res.ok || !body) {
    const code = knownCode(body?.error?.code) ?? errorCodeForStatus(res.status);
    throw new BackendError(res.status, code, body?.error?.message ?? res.statusText);
  }
  return body as SuccessBody<R>;
}
