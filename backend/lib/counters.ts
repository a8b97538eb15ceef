import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

// Where the rate limits count: a key's count within a fixed window that starts at its first count. Three stores:
// - Redis: shared by every instance (REDIS_URL);
// - this process: the fallback of the ordinary limits while Redis does not answer (each instance counts alone);
// - the database: the security limits' store whenever Redis is not configured or not answering, so that a lost
//   Redis never lets more sign-in attempts through than the limit (shared by every instance, like Redis).

export interface Count {
  /** The key's count after this change. */
  count: number;
  /** Milliseconds until its window ends and the count starts again from zero. */
  msLeft: number;
}

export interface CounterStore {
  /**
   * Adds `delta` to `key`'s count; a key without a running window starts one of `windowMs`. A negative `delta` (an
   * attempt given back) never starts a window nor takes a count below zero.
   */
  add(key: string, delta: number, windowMs: number): Promise<Count>;
  /** Forgets `key`'s count. */
  delete(key: string): Promise<void>;
}

/** Counts in this process. */
export class MemoryCounters implements CounterStore {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, delta: number, windowMs: number): Promise<Count> {
    const now = this.now();
    this.sweep(now);
    let entry = this.counts.get(key);
    const running = entry && entry.endsAt > now;
    if (delta < 0 && !running) return { count: 0, msLeft: 0 };
    if (!entry || !running) this.counts.set(key, (entry = { count: 0, endsAt: now + windowMs }));
    entry.count = Math.max(0, entry.count + delta);
    return { count: entry.count, msLeft: entry.endsAt - now };
  }

  async delete(key: string): Promise<void> {
    this.counts.delete(key);
  }

  // Ended windows are dropped at most once a second, so memory stays bounded by the keys of the running windows.
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 1_000;
    for (const [key, entry] of this.counts) if (entry.endsAt <= now) this.counts.delete(key);
  }
}

// INCRBY and the window's expiry in one step: no other count can land between them.
const ADD = `
if tonumber(ARGV[1]) < 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, 0} end
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count < 0 then
  redis.call('INCRBY', KEYS[1], -count)
  count = 0
end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  left = tonumber(ARGV[2])
  redis.call('PEXPIRE', KEYS[1], left)
end
return {count, left}`;

type CountingRedis = Redis & { rateLimitAdd(key: string, delta: number, windowMs: number): Promise<[number, number]> };

/** Counts in Redis, under `prefix` (after the connection's own REDIS_KEY_PREFIX). Failures are thrown. */
export class RedisCounters implements CounterStore {
  private readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('rateLimitAdd' in redis)) redis.defineCommand('rateLimitAdd', { numberOfKeys: 1, lua: ADD });
    this.redis = redis as CountingRedis;
  }

  async add(key: string, delta: number, windowMs: number): Promise<Count> {
    const [count, msLeft] = await this.redis.rateLimitAdd(`${this.prefix}${key}`, delta, windowMs);
    return { count: Number(count), msLeft: Number(msLeft) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`);
  }
}

/** Counts in the database (table rate_limit_counters), under `prefix`: one upsert per change. */
export class DatabaseCounters implements CounterStore {
  constructor(
    private readonly db: () => Db,
    private readonly prefix: string,
  ) {}

  async add(key: string, delta: number, windowMs: number): Promise<Count> {
    const t = rateLimitCounters;
    const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${t.expiresAt} - now()) * 1000))::float8`;
    if (delta < 0) {
      // Given back: only a running window's count goes down, never below zero.
      const [row] = await this.db()
        .update(t)
        .set({ count: sql`greatest(0, ${t.count} + ${delta})` })
        .where(sql`${t.key} = ${`${this.prefix}${key}`} and ${t.expiresAt} > now()`)
        .returning({ count: t.count, msLeft });
      return row ? { count: row.count, msLeft: Number(row.msLeft) } : { count: 0, msLeft: 0 };
    }
    const ends = sql`now() + make_interval(secs => ${windowMs / 1000})`;
    const ended = sql`${t.expiresAt} <= now()`;
    const [row] = await this.db()
      .insert(t)
      .values({ key: `${this.prefix}${key}`, count: delta, expiresAt: ends })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${ended} then ${delta} else ${t.count} + ${delta} end`,
          expiresAt: sql`case when ${ended} then excluded.expires_at else ${t.expiresAt} end`,
        },
      })
      .returning({ count: t.count, msLeft });
    return { count: row.count, msLeft: Number(row.msLeft) };
  }

  async delete(key: string): Promise<void> {
    await this.db()
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${`${this.prefix}${key}`}`);
  }
}

/** Deletes the database counters whose window has ended (the hourly job rate-limits-sweep): how many. */
export async function sweepDatabaseCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
