import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createMiddleware } from 'hono/factory';
import { env } from '../env';
import { clientAddress } from './client-address';
import { errorBody } from './errors';
import { metrics } from './metrics';
import type { AppEnv } from './types';

// Counters shared by every instance through Redis when REDIS_URL is set, kept in this process otherwise.
// A Redis outage falls back to a per-process counter (insurance) instead of failing the request.

let redis: Redis | undefined;
function redisClient(url: string): Redis {
  // No offline queue: while Redis is unreachable a command fails at once and the insurance counter answers; a
  // Redis that is connected but does not answer (hung, paused) fails each command after 300 ms the same way.
  redis ??= new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 300,
  });
  redis.on('error', () => {}); // reconnects by itself; each failed command is covered by the insurance limiter
  return redis;
}

/** Closes the shared Redis connection (tests, scripts that must exit). */
export async function closeRateLimitStore(): Promise<void> {
  // QUIT cannot be sent while the connection is still being made (no offline queue): then it is dropped.
  await redis?.quit().catch(() => redis?.disconnect());
  redis = undefined;
}

/** Resolves once the shared Redis connection is up (tests: the counters then live in Redis, not the insurance). */
export async function rateLimitStoreReady(): Promise<void> {
  const url = env().REDIS_URL;
  if (!url) return;
  const client = redisClient(url);
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
}

function limiter(name: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const opts = { keyPrefix: `rl:${name}`, points, duration: durationSeconds };
  const url = env().REDIS_URL;
  if (!url) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({
    ...opts,
    storeClient: redisClient(url),
    insuranceLimiter: new RateLimiterMemory(opts),
  });
}

/**
 * Counts attempts at something that must not be tried too often (e.g. a password), taken *before* the attempt
 * is made: the counter is raised atomically (in Redis or in this process), so a burst of parallel attempts never
 * gets more of them through than `points` within `durationSeconds`. An attempt that turns out fine is given back.
 */
export interface AttemptLimiter {
  /**
   * Takes one attempt for `key`. `allowed` false: the key is used up (nothing to give back), `wait` seconds
   * until it may try again. Allowed: `last` when this attempt used the key's final one (`wait` then says for how long).
   */
  take(key: string): Promise<{ allowed: boolean; last: boolean; wait: number }>;
  /** Returns an attempt taken for `key` (it turned out not to count). */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  reset(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function attemptLimiter(name: string, points: number, durationSeconds: number): AttemptLimiter {
  let store: RateLimiterAbstract | undefined;
  const get = () => (store ??= limiter(name, points, durationSeconds));
  return {
    async take(key) {
      try {
        const res = await get().consume(key);
        return { allowed: true, last: res.remainingPoints <= 0, wait: seconds(res.msBeforeNext) };
      } catch (rejected) {
        if (rejected instanceof RateLimiterRes) {
          metrics().rateLimited.inc({ limit: name });
          return { allowed: false, last: false, wait: seconds(rejected.msBeforeNext) };
        }
        throw rejected;
      }
    },
    async giveBack(key) {
      await get().reward(key, 1);
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
    if (wait > 0) metrics().rateLimited.inc({ limit: name });
    if (wait > 0)
      return c.json(errorBody('RATE_LIMITED', 'Too many requests from this address; try again later'), 429, {
        'retry-after': String(wait),
      });
    return next();
  });
