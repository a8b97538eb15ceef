import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { RedisPageStore, type PageStore } from '@/backend/page-cache/store';
import { pageCacheRuntime } from '@/backend/page-cache/tags';
import { derivedSecret } from '../auth/secret';
import { env } from '../env';
import { logger } from './logger';

// Writes tell the web app's page cache which public pages they change (lib/page-cache/tags.ts names them).
// A route's writers call touchPages() as they go; once the route has answered (its transaction committed),
// the middleware below invalidates them all, before the answer leaves, so the writer's next page view
// shows the write. Where the pages live decides how:
// - the backend runs inside the web app (the default): that process's page store, in memory or in Redis;
// - a standalone backend (npm run backend) with REDIS_URL: the same Redis keys the web instances read;
// - a standalone backend without Redis: an HMAC-signed POST to the web app (PAGE_CACHE_NOTIFY_URL, by
//   default APP_URL + /api/internal/page-cache), which invalidates its own store.

const touched = new AsyncLocalStorage<Set<string>>();

/** Notes public pages a write in progress changes; invalidated once the request has been answered. */
export function touchPages(...tags: string[]) {
  const set = touched.getStore();
  if (set) for (const t of tags) set.add(t);
  else void invalidatePages(tags); // a write outside a request (a script): at once
}

/** Collects the pages a request's writes touch and invalidates them after the route answers. */
export const pageInvalidation: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const tags = new Set<string>();
  try {
    await touched.run(tags, next);
  } finally {
    if (tags.size) await invalidatePages([...tags]);
  }
};

let standalone = false;
let redisStore: PageStore | undefined;

/** The backend runs as its own server (backend/server.ts): pages live in other processes. */
export function markStandaloneBackend() {
  standalone = true;
}

export const NOTIFY_PATH = '/api/internal/page-cache';
const NOTIFY_PURPOSE = 'page-cache-notify';
/** How old a notification may be when it arrives (seconds). */
export const NOTIFY_MAX_AGE = 60;

/** The signature of a notification body sent at `at` (ms): HMAC-SHA256 with a key derived from the root secret. */
export function notificationSignature(at: number, body: string): string {
  return createHmac('sha256', derivedSecret(NOTIFY_PURPOSE)).update(`${at}.${body}`).digest('base64url');
}

/** Checks a notification's timestamp and signature; answers its tags, or null when it must be refused. */
export function verifyNotification(
  at: string | null,
  signature: string | null,
  body: string,
  now = Date.now(),
): string[] | null {
  const when = Number(at);
  if (!at || !signature || !Number.isSafeInteger(when) || Math.abs(now - when) > NOTIFY_MAX_AGE * 1000) return null;
  const expected = Buffer.from(notificationSignature(when, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(body) as { tags?: unknown };
    const tags = parsed.tags;
    if (!Array.isArray(tags) || tags.length > 10_000 || !tags.every((t) => typeof t === 'string' && t.length <= 100))
      return null;
    return tags as string[];
  } catch {
    return null;
  }
}

/** Makes pages showing any of these tags stale wherever they are kept. Failures are logged, never thrown. */
export async function invalidatePages(tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  try {
    const local = pageCacheRuntime();
    if (local) return await local.store.invalidate(tags);
    if (!standalone) return; // in-process without a page cache (next dev, tests): nothing is kept
    const e = env();
    if (e.REDIS_URL) {
      redisStore ??= new RedisPageStore(e.REDIS_URL, { ttlSeconds: e.PAGE_CACHE_TTL_SECONDS }, e.PAGE_CACHE_PREFIX);
      return await redisStore.invalidate(tags);
    }
    const url = e.PAGE_CACHE_NOTIFY_URL ?? new URL(NOTIFY_PATH, e.APP_URL).toString();
    const body = JSON.stringify({ tags });
    const at = Date.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-page-cache-at': String(at),
        'x-page-cache-signature': notificationSignature(at, body),
      },
      body,
      signal: AbortSignal.timeout(2_000),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  } catch (err) {
    // The pages stay until their time is up (PAGE_CACHE_TTL_SECONDS): stale for a while, never lost.
    logger('page-cache').warn({ err }, 'invalidation failed');
  }
}
