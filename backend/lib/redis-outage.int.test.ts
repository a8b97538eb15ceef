import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { RedisPageStore, type CachedPage } from '../page-cache/store';
import { resetEnvForTests } from '../env';
import { closedPort } from '../routes/auth/auth-test-kit';
import { resetStaffLoginLimitsForTests } from '../routes/auth/staff-login-limits';
import { openTestBackend, type TestBackend } from '../test/backend';
import { metrics } from './metrics';
import { attemptLimiter, closeRateLimitStore, countRequest, rateLimitStoreReady } from './rate-limit';

// Redis is a dependency that can fail: a private redis-server of this test is paused (SIGSTOP: connected, silent)
// and stopped. A failing Redis must cost a request one command timeout until the circuit opens and then nothing,
// ordinary limits must go on counting in the process, the security limits in the database (never open), and the
// page cache must miss rather than wait, and never serve a page an invalidation lost during the outage meant.

const OPEN_MS = 1_500;
const prefix = `outage-${randomUUID().slice(0, 8)}:`;
let redis: ChildProcess;
let url: string;
let t: TestBackend;
const saved = { ...process.env };

const until = async (what: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await what().catch(() => false)) return;
  throw new Error('timed out');
};
const timed = async <T>(what: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const value = await what();
  return [value, Date.now() - started];
};

beforeAll(async () => {
  const port = await closedPort();
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  url = `redis://127.0.0.1:${port}`;
  Object.assign(process.env, { REDIS_URL: url, REDIS_KEY_PREFIX: prefix, REDIS_BREAKER_OPEN_MS: String(OPEN_MS) });
  resetEnvForTests();
  t = await openTestBackend();
  await until(async () => (await rateLimitStoreReady(), true));
}, 60_000);

afterAll(async () => {
  redis.kill('SIGCONT');
  await closeRateLimitStore();
  redis.kill('SIGKILL');
  await t.close();
  process.env = saved;
  resetEnvForTests();
});

/** A value of this process's Prometheus registry (GET /metrics) for one breaker. */
const gauge = async (name: string, breaker: string) => {
  const metric = metrics().registry.getSingleMetric(name);
  const { values } = await metric!.get();
  return values.find((v) => v.labels.breaker === breaker)?.value;
};

const direct = () => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });

describe('a paused Redis', () => {
  it('limits: one command timeout per failure until the circuit opens, then at once; the limits still hold', async () => {
    const db = t.database.db;
    const address = '203.0.113.9';
    expect(await countRequest('outage-search', 2, 60, address)).toBe(0);
    const check = direct();
    expect(await check.get(`${prefix}rl:outage-search:${address}`)).toBe('1'); // in Redis, under the key prefix
    check.disconnect();

    redis.kill('SIGSTOP');
    try {
      const calls: [number, number][] = [];
      for (let i = 0; i < 6; i++) calls.push(await timed(() => countRequest('outage-search', 2, 60, address)));
      // The first three waited for the command timeout (300 ms) each; then the circuit opened and Redis was no
      // longer asked: answered at once, counted in this process meanwhile (from zero: two allowed, then refused).
      for (const [, ms] of calls.slice(0, 3)) expect(ms).toBeLessThan(1_500);
      for (const [, ms] of calls.slice(3)) expect(ms).toBeLessThan(150);
      expect(calls.map(([wait]) => wait > 0)).toEqual([false, false, true, true, true, true]);
      expect(await gauge('redis_circuit_open', 'rate-limits')).toBe(1);

      // A security limit never asked Redis: four of four sign-in attempts allowed, then refused, in the database.
      const signIns = attemptLimiter('outage-sign-in', 4, 60);
      const allowed: boolean[] = [];
      for (let i = 0; i < 6; i++) allowed.push((await signIns.take('b', db)).allowed);
      expect(allowed).toEqual([true, true, true, true, false, false]);
      const [row] = await t.query<{ count: number }>('select count from rate_limit_counters where key = $1', [
        'rl:outage-sign-in:b',
      ]);
      expect(row.count).toBe(6);
    } finally {
      redis.kill('SIGCONT');
    }

    // Once the circuit's time is up, a request probes Redis, finds it answering, and counts there again. (The three
    // commands that timed out had been sent: the resumed Redis ran them too, so the count errs on the strict side.)
    await new Promise((r) => setTimeout(r, OPEN_MS + 100));
    const after = direct();
    try {
      const key = `${prefix}rl:outage-search:${address}`;
      const before = Number(await after.get(key));
      await countRequest('outage-search', 2, 60, address);
      expect(await gauge('redis_circuit_open', 'rate-limits')).toBe(0);
      expect(Number(await after.get(key))).toBe(before + 1);
    } finally {
      after.disconnect();
    }
  }, 30_000);

  it('page cache: misses at once while the circuit is open; a lost invalidation makes older pages stale after', async () => {
    const store = new RedisPageStore(url, { ttlSeconds: 60 }, 'pc-outage:');
    try {
      const page = (body: string, gen: number): CachedPage => ({
        status: 200,
        headers: [['content-type', 'text/html']],
        body: Buffer.from(body),
        tags: ['clinic:1'],
        gen,
        storedAt: Date.now(),
      });
      await store.set('/clinic/1', page('before', await store.generation()));
      expect((await store.get('/clinic/1'))?.body.toString()).toBe('before');
      const check = direct();
      const key = `pc-outage:p:${createHash('sha256').update('/clinic/1').digest('base64url')}`;
      expect(await check.exists(`${prefix}${key}`)).toBe(1); // under the deployment's key prefix
      check.disconnect();

      redis.kill('SIGSTOP');
      try {
        const lookups: number[] = [];
        for (let i = 0; i < 6; i++) {
          const [, ms] = await timed(() => store.get('/clinic/1').catch(() => null));
          lookups.push(ms);
        }
        for (const ms of lookups.slice(3)) expect(ms).toBeLessThan(150);
        // A write during the outage: its invalidation cannot reach Redis.
        await expect(store.invalidate(['clinic:1'])).rejects.toThrow();
      } finally {
        redis.kill('SIGCONT');
      }
      // Without any other call, the store raises the page floor once Redis answers (retried every second)…
      await until(async () => {
        const probe = direct();
        try {
          return (await probe.exists(`${prefix}pc-outage:floor`)) === 1;
        } finally {
          probe.disconnect();
        }
      }, OPEN_MS + 5_000);
      // …so the page stored before the write is not served again, though the invalidation never reached Redis.
      expect(await store.get('/clinic/1')).toBeNull();
      await store.set('/clinic/1', page('after', await store.generation()));
      expect((await store.get('/clinic/1'))?.body.toString()).toBe('after');
    } finally {
      await store.close();
    }
  }, 30_000);
});

describe('a stopped Redis', () => {
  it('staff sign-in: five wrong passwords and the sixth try is refused (429), counted in the database', async () => {
    await resetStaffLoginLimitsForTests(t.database.db);
    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const userId = `outage${randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      const [res, ms] = await timed(async () =>
        t.app.request('/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
          body: JSON.stringify({ user_id: userId, password: createHash('sha256').update(`guess ${i}`).digest('hex') }),
        }),
      );
      statuses.push(res.status);
      times.push(ms);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    // Refused connections fail at once (no offline queue): no sign-in waited for Redis (a try is a password hash
    // and a few database writes; a wait would be the 2 s connect timeout).
    for (const ms of times) expect(ms).toBeLessThan(2_000);
    const rows = await t.query<{ key: string; count: number }>(
      "select key, count from rate_limit_counters where key like 'rl:staff-login:%' and key like $1",
      [`%${userId}%`],
    );
    expect(rows.length).toBeGreaterThan(0);
  }, 30_000);
});
