import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { openTestBackend, type TestBackend } from '../test/backend';
import { Redis } from 'ioredis';
import { DatabaseCounters, MemoryCounters, RedisCounters, sweepDatabaseCounters, type CounterStore } from './counters';

// The rate limits' stores in this process, in Redis (the machine's) and in the database keep the same windows: a
// count starts a window of its own length, adds up within it, starts again after it; a given-back attempt lowers it;
// deleted means zero.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(async () => {
  for (const redis of connections) redis.disconnect();
  await t.close();
});

const connections: Redis[] = [];
const stores: [string, () => CounterStore][] = [
  ['this process', () => new MemoryCounters()],
  [
    'Redis',
    () => {
      const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
      connections.push(redis);
      return new RedisCounters(redis, `test-${randomUUID().slice(0, 8)}:`);
    },
  ],
  ['the database', () => new DatabaseCounters(() => t.database.db, `test-${randomUUID().slice(0, 8)}:`)],
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(stores)('counters in %s', (_, make) => {
  it('add up within a window, start again after it, go down when given back, and are gone when deleted', async () => {
    const store = make();
    const first = await store.add('k', 1, 600);
    expect(first.count).toBe(1);
    expect(first.msLeft).toBeGreaterThan(0);
    expect(first.msLeft).toBeLessThanOrEqual(600);
    expect((await store.add('k', 1, 600)).count).toBe(2);
    expect((await store.add('k', -1, 600)).count).toBe(1);
    expect((await store.add('other', 1, 600)).count).toBe(1);
    await sleep(700);
    const next = await store.add('k', 1, 60_000);
    expect(next).toEqual({ count: 1, msLeft: expect.any(Number) });
    expect(next.msLeft).toBeGreaterThan(59_000); // a new window of its own length
    await store.delete('k');
    expect((await store.add('k', 1, 60_000)).count).toBe(1);
  });

  it('an attempt given back never starts a window nor goes below zero', async () => {
    const store = make();
    expect((await store.add('never-counted', -1, 60_000)).count).toBe(0);
    expect((await store.add('never-counted', 1, 60_000)).count).toBe(1); // a fresh window, not -1 + 1
    await store.add('once', 1, 60_000);
    expect((await store.add('once', -1, 60_000)).count).toBe(0);
    expect((await store.add('once', -1, 60_000)).count).toBe(0);
    expect((await store.add('once', 1, 60_000)).count).toBe(1);
  });

  it('parallel counts are each counted once', async () => {
    const store = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.add('burst', 1, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

it('the hourly sweep deletes the database counters whose window has ended, and only those', async () => {
  const prefix = `sweep-${randomUUID().slice(0, 8)}:`;
  const store = new DatabaseCounters(() => t.database.db, prefix);
  await store.add('ended', 1, 100);
  await store.add('running', 1, 60_000);
  await sleep(200);
  expect(await sweepDatabaseCounters(t.database.db)).toBeGreaterThanOrEqual(1);
  const rows = await t.query<{ key: string }>('select key from rate_limit_counters where key like $1 order by key', [
    `${prefix}%`,
  ]);
  expect(rows.map((r) => r.key)).toEqual([`${prefix}running`]);
});
