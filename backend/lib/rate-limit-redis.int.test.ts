import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { resetEnvForTests } from '../env';
import { closedPort } from '../routes/auth/auth-test-kit';
import { attemptLimiter, closeRateLimitStore, rateLimitStoreReady } from './rate-limit';

// The limits' counters live in Redis when REDIS_URL is set. A Redis that stops answering (paused: connected, silent)
// must cost a request a fraction of a second, and the limit must still apply (the per-process insurance counter).

let redis: ChildProcess;
const saved = { ...process.env };

beforeAll(async () => {
  const port = await closedPort();
  redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  resetEnvForTests();
  for (let i = 0; ; i++) {
    try {
      await rateLimitStoreReady();
      break;
    } catch (err) {
      if (i > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}, 30_000);

afterAll(async () => {
  redis.kill('SIGCONT');
  await closeRateLimitStore();
  redis.kill('SIGKILL');
  process.env = saved;
  resetEnvForTests();
});

it('a paused Redis: each attempt answers within 1.5 s, and the fifth of four allowed is still refused', async () => {
  const limits = attemptLimiter('paused-redis-test', 4, 60);
  expect((await limits.take('a')).allowed).toBe(true); // counted in Redis
  redis.kill('SIGSTOP');
  const outcomes: boolean[] = [];
  for (let i = 0; i < 5; i++) {
    const started = Date.now();
    outcomes.push((await limits.take('b')).allowed);
    expect(Date.now() - started).toBeLessThan(1_500); // 300 ms command timeout, on a busy machine
  }
  expect(outcomes).toEqual([true, true, true, true, false]);
}, 30_000);
