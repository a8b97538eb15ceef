import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { resetEnvForTests } from '../../env';
import { closeRateLimitStore, rateLimitStoreReady } from '../../lib/rate-limit';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { resetStaffLoginLimitsForTests, takeStaffLoginAttempt as take } from './staff-login-limits';

// The counters, in the database with or without Redis configured (the machine's, 127.0.0.1:6379, under a key prefix
// of this run), let no more parallel attempts through than the limit: the attempt is taken before the password is
// checked. Redis never holds them: nothing that happens to it can reset them.
const stores: [string, string | undefined][] = [
  ['without Redis', undefined],
  ['with Redis configured', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
];
const prefix = `test-${randomUUID().slice(0, 8)}:`;

let t: TestBackend;
let db: Db;
beforeAll(async () => {
  t = await openTestBackend();
  db = t.database.db;
});
afterAll(() => t.close());
const takeStaffLoginAttempt = (user: string, from: string) => take(db, user, from);

describe.each(stores)('staff sign-in attempts, counted in the database %s', (_, redisUrl) => {
  const saved = { ...process.env };
  beforeAll(async () => {
    if (redisUrl) Object.assign(process.env, { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
    resetEnvForTests();
    await resetStaffLoginLimitsForTests(db);
    await rateLimitStoreReady();
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetEnvForTests();
    await resetStaffLoginLimitsForTests(db);
    await closeRateLimitStore();
  });

  const account = () => `limits_${randomUUID().slice(0, 8)}`;
  // A fresh address per test too: the database keeps the per-address counts of earlier runs for their whole window.
  const address = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

  it('a burst of 12 gets exactly 5 attempts through, the fifth marked as the last', async () => {
    const user = account();
    const from = address();
    const burst = await Promise.all(Array.from({ length: 12 }, () => takeStaffLoginAttempt(user, from)));
    const through = burst.filter((a) => !a.refused);
    expect(through).toHaveLength(5);
    expect(through.filter((a) => a.waitIfWrong > 0)).toHaveLength(1);
    for (const refused of burst.filter((a) => a.refused)) expect(refused.wait).toBeGreaterThan(0);
    // Every attempt of the burst is counted in the database's table, refused ones too; none in Redis.
    const key = `rl:staff-login:pair:${user}|${from}`;
    const rows = await t.query<{ count: number }>('select count from rate_limit_counters where key = $1', [key]);
    expect(rows).toEqual([{ count: 12 }]);
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      try {
        expect(await redis.exists(`${prefix}${key}`, key)).toBe(0);
      } finally {
        redis.disconnect();
      }
    }
  });

  it('an attempt that signs in is given back: the address may try again', async () => {
    const user = account();
    const from = address();
    for (let i = 0; i < 4; i++) expect((await takeStaffLoginAttempt(user, from)).refused).toBe(false);
    const fifth = await takeStaffLoginAttempt(user, from);
    if (fifth.refused) throw new Error('the fifth attempt was refused');
    await fifth.succeeded();
    expect((await takeStaffLoginAttempt(user, from)).refused).toBe(false);
  });
});
