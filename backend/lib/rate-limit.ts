import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { clientAddress } from './client-address';
import { errorBody } from './errors';
import type { AppEnv } from './types';

// Counters shared by every instance through Redis when REDIS_URL is set, kept in this process otherwise.
// A Redis outage falls back to a per-process counter (insurance) instead of failing the request.

let redis: Redis | undefined;
function redisClient(url: string): Redis {
  // No offline queue: while Redis is unreachable a command fails at once and the insurance counter answers.
  redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => {}); // reconnects by itself; each failed command is covered by the insurance limiter
  return redis;
}

/** Closes the shared Redis connection (tests, scripts that must exit). */
export async function closeRateLimitStore(): Promise<void> {
  await redis?.quit().catch(() => {});
  redis = undefined;
}

function limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const opts = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
  const url = env().REDIS_URL;
  if (!url) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({ ...opts, storeClient: redisClient(url), insuranceLimiter: new RateLimiterMemory(opts) });
}

/**
 * Counts failures (e.g. wrong passwords) per key: after `points` failures within `durationSeconds` the key is
 * blocked until the window ends. Successes do not count; `reset` forgets a key's failures.
 */
export interface FailureLimiter {
  /** Seconds the key is still blocked for, or 0 when another attempt may go ahead. */
  blockedFor(key: string): Promise<number>;
  /** Records one failure; answers the seconds the key is now blocked for (0 while under the limit). */
  fail(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function failureLimiter(name: string, points: number, durationSeconds: number): FailureLimiter {
  let store: RateLimiterAbstract | undefined;
  const get = () => (store ??= limiter(name, points, durationSeconds));
  return {
    async blockedFor(key) {
      const res = await get().get(key);
      return res && res.consumedPoints >= points ? seconds(res.msBeforeNext) : 0;
    },
    async fail(key) {
      try {
        const res = await get().consume(key);
        return res.remainingPoints <= 0 ? seconds(res.msBeforeNext) : 0;
      } catch (rejected) {
        if (rejected instanceof RateLimiterRes) return seconds(rejected.msBeforeNext);
        throw rejected;
      }
    },
    async reset(key) {
      await get().delete(key);
    },
  };
}

/** Counts requests per key: past `points` within `durationSeconds`, the seconds to wait (0 while allowed). */
function requestLimiter(name: string, points: number, durationSeconds: number) {
  const store = limiter(name, points, durationSeconds);
  return async (key: string): Promise<number> => {
    try {
      await store.consume(key);
      return 0;
    } catch (rejected) {
      if (rejected instanceof RateLimiterRes) return seconds(rejected.msBeforeNext);
      throw rejected;
    }
  };
}

const requestLimiters = new Map<string, (key: string) => Promise<number>>();

/** Counts one request of `key` against `points` per `durationSeconds` under `name`: the seconds to wait, 0 while allowed. */
export function countRequest(name: string, points: number, durationSeconds: number, key: string): Promise<number> {
  const id = `${name}:${points}:${durationSeconds}`;
  let take = requestLimiters.get(id);
  if (!take) requestLimiters.set(id, (take = requestLimiter(name, points, durationSeconds)));
  return take(key);
}

/**
 * At most `points()` requests per client address (backend/lib/client-address.ts) within `durationSeconds`;
 * then 429 RATE_LIMITED with Retry-After. Requests without an address (a direct call to a standalone backend,
 * which is not public) are not counted: they would all share one counter.
 */
export const limitPerAddress = (name: string, points: () => number, durationSeconds: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c.req.raw.headers);
    if (address === 'unknown') return next();
    const wait = await countRequest(`addr-${name}`, points(), durationSeconds, address);
    if (wait > 0) return c.json(errorBody('RATE_LIMITED', 'Too many requests from this address; try again later'), 429, { 'retry-after': String(wait) });
    return next();
  });
