import 'server-only';
import { getBackend } from '@/backend/runtime';
import { webEnv } from '@/lib/env';

export class BackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The web app's one way to reach the REST backend: in-process (`backend.fetch`, no socket) by default,
 * over HTTP when BACKEND_URL is set.
 */
export async function backendFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const signal = init.signal ?? AbortSignal.timeout(TIMEOUT_MS);
  const base = webEnv().BACKEND_URL;
  if (base) return fetch(new URL(path, base), { ...init, signal, cache: 'no-store' });
  const { app } = await getBackend();
  return app.fetch(new Request(new URL(path, 'http://backend.internal'), { ...init, signal }));
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET JSON; 404 → null so pages can call notFound(); any other failure throws BackendError. */
export async function backendGet<T>(path: string, query?: Query): Promise<T | null> {
  const res = await backendFetch(withQuery(path, query));
  if (res.status === 404) return null;
  const body = (await res.json().catch(() => null)) as (T & { error?: { code: string; message: string } }) | null;
  if (!res.ok || !body) throw new BackendError(res.status, body?.error?.code ?? 'UPSTREAM', body?.error?.message ?? res.statusText);
  return body;
}
