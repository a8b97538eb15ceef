import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { resetEnvForTests } from '../../env';
import { closeRateLimitStore, rateLimitStoreReady } from '../../lib/rate-limit';
import { resetStaffLoginLimitsForTests, takeStaffLoginAttempt } from './staff-login-limits';

// The counters in this process and in Redis (the machine's, 127.0.0.1:6379) must both let no more parallel
// attempts through than the limit: the attempt is taken before the password is checked.
const stores: [string, string | undefined][] = [
  ['in process', undefined],
  ['Redis', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
];

describe.each(stores)('staff sign-in attempts, counted %s', (_, redisUrl) => {
  beforeAll(async () => {
    if (redisUrl) process.env.REDIS_URL = redisUrl;
    resetEnvForTests();
    resetStaffLoginLimitsForTests();
    await rateLimitStoreReady();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    resetEnvForTests();
    resetStaffLoginLimitsForTests();
    await closeRateLimitStore();
  });

  const account = () => `limits_${randomUUID().slice(0, 8)}`;
  // A fresh address per test too: Redis keeps the per-address counts of earlier runs for their whole window.
  const address = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

  it('a burst of 12 gets exactly 5 attempts through, the fifth marked as the last', async () => {
    const user = account();
    const from = address();
    const burst = await Promise.all(Array.from({ length: 12 }, () => takeStaffLoginAttempt(user, from)));
    const through = burst.filter((a) => !a.refused);
    expect(through).toHaveLength(5);
    expect(through.filter((a) => a.waitIfWrong > 0)).toHaveLength(1);
    for (const refused of burst.filter((a) => a.refused)) expect(refused.wait).toBeGreaterThan(0);
    if (redisUrl) {
      // Counted in Redis itself (not the per-process insurance): every attempt of the burst, refused ones too.
      const redis = new Redis(redisUrl);
      try {
        expect(await redis.get(`rl:staff-login:pair:${user}\u0000${from}`)).toBe('12');
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
