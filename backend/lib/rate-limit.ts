import type { Redis } from 'ioredis';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { env } from '../env';
import { clientAddress } from './client-address';
import { DatabaseCounters, MemoryCounters, RedisCounters, type Count, type CounterStore } from './counters';
import { errorBody } from './errors';
import { metrics } from './metrics';
import { CircuitBreaker, openRedis } from './redis';
import type { AppEnv } from './types';

// Where the limits count:
// - security limits (staff and operator sign-in attempts; login and password-setup requests per address) always in
//   the database, shared by every instance: nothing that happens to Redis (down, hung, flapping between up and down,
//   evicting keys under memory pressure, restarted empty) can reset or split their counts, so they never open;
// - ordinary limits (search, reports, nicknames…) in Redis when REDIS_URL is set, shared by every instance. Redis may
//   fail: its commands time out (REDIS_COMMAND_TIMEOUT_MS) and a circuit breaker stops asking it after a few failures
//   in a row, so an outage costs a request at most one timeout and then nothing; meanwhile each process counts on
//   its own. Without REDIS_URL they always count in the process.

let shared: { redis: Redis; counters: RedisCounters; breaker: CircuitBreaker } | undefined;
function redisStore() {
  const url = env().REDIS_URL;
  if (!url) return undefined;
  if (!shared) {
    const redis = openRedis(url);
    shared = { redis, counters: new RedisCounters(redis, 'rl:'), breaker: new CircuitBreaker('rate-limits') };
  }
  return shared;
}

const memory = new MemoryCounters();

/** For a security limit: the database it counts in (the request's). */
type Security = { db: Db } | undefined;

const databaseCounters = (security: { db: Db }): CounterStore => new DatabaseCounters(() => security.db, 'rl:');

async function count(key: string, delta: number, windowMs: number, security: Security): Promise<Count> {
  if (security) return databaseCounters(security).add(key, delta, windowMs);
  const redis = redisStore();
  if (redis) {
    try {
      return await redis.breaker.run(() => redis.counters.add(key, delta, windowMs));
    } catch {
      // Not answering (or the circuit is open): this process counts meanwhile.
    }
  }
  return memory.add(key, delta, windowMs);
}

async function forget(key: string, security: { db: Db }): Promise<void> {
  await databaseCounters(security).delete(key);
}

/** Closes the shared Redis connection (tests, scripts that must exit). */
export async function closeRateLimitStore(): Promise<void> {
  const redis = shared?.redis;
  shared = undefined;
  // QUIT cannot be sent while the connection is still being made (no offline queue): then it is dropped.
  await redis?.quit().catch(() => redis.disconnect());
}

/** Resolves once the shared Redis connection is up (tests: the counters then live in Redis, not the fallback). */
export async function rateLimitStoreReady(): Promise<void> {
  const redis = redisStore()?.redis;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts attempts at something that must not be tried too often (e.g. a password), taken *before* the attempt
 * is made: the counter is raised atomically in the database, so a burst of parallel attempts never gets more of
 * them through than `points` within `durationSeconds`, on any number of instances. An attempt that turns out fine
 * is given back.
 */
export interface AttemptLimiter {
  /**
   * Takes one attempt for `key`. `allowed` false: the key is used up, `wait` seconds until it may try again.
   * Allowed: `last` when this attempt used the key's final one (`wait` then says for how long).
   */
  take(key: string, db: Db): Promise<{ allowed: boolean; last: boolean; wait: number }>;
  /** Returns an attempt taken for `key` (it turned out not to count). */
  giveBack(key: string, db: Db): Promise<void>;
  /** Forgets every attempt of `key`. */
  reset(key: string, db: Db): Promise<void>;
}

export function attemptLimiter(name: string, points: number, durationSeconds: number): AttemptLimiter {
  const windowMs = durationSeconds * 1000;
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async take(key, db) {
      // Refused attempts count too: the window is not extended by them, and the count only says "used up".
      const { count: used, msLeft } = await count(keyOf(key), 1, windowMs, { db });
      if (used > points) {
        metrics().rateLimited.inc({ limit: name });
        return { allowed: false, last: false, wait: seconds(msLeft) };
      }
      return { allowed: true, last: used === points, wait: seconds(msLeft) };
    },
    async giveBack(key, db) {
      await count(keyOf(key), -1, windowMs, { db });
    },
    async reset(key, db) {
      await forget(keyOf(key), { db });
    },
  };
}

/**
 * Counts one request of `key` against `points` per `durationSeconds` under `name`: the seconds to wait, 0 while
 * allowed. `security`: a limit that must hold whatever happens to Redis (counted in `security.db`).
 */
export async function countRequest(
  name: string,
  points: number,
  durationSeconds: number,
  key: string,
  security?: { db: Db },
): Promise<number> {
  const { count: used, msLeft } = await count(`${name}:${key}`, 1, durationSeconds * 1000, security);
  return used > points ? seconds(msLeft) : 0;
}

/**
 * At most `points()` requests per client address (backend/lib/client-address.ts) within `durationSeconds`;
 * then 429 RATE_LIMITED with Retry-After. Requests without an address (a direct call to a standalone backend,
 * which is not public) are not counted: they would all share one counter. `security`: see countRequest.
 */
export const limitPerAddress = (
  name: string,
  points: () => number,
  durationSeconds: number,
  opts: { security?: boolean } = {},
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const address = clientAddress(c.req.raw.headers);
    if (address === 'unknown') return next();
    const security = opts.security ? { db: c.var.db } : undefined;
    const wait = await countRequest(`addr-${name}`, points(), durationSeconds, address, security);
    if (wait > 0) metrics().rateLimited.inc({ limit: name });
    if (wait > 0)
      return c.json(errorBody('RATE_LIMITED', 'Too many requests from this address; try again later'), 429, {
        'retry-after': String(wait),
      });
    return next();
  });
