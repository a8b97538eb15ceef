import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from './db/client';
import { closedPort } from './routes/auth/auth-test-kit';
import { TEMPLATE_FILE, TEST_UPLOAD_DIR } from './test/paths';

// `npm run backend` as an operator starts it: it listens where HOST says, and it takes the client address
// (per-address limits) from X-Forwarded-For only as far as TRUSTED_PROXY_COUNT trusts proxies in front.

const SLOW = 180_000;
const root = mkdtempSync(path.join(tmpdir(), 'backend-server-'));
const children: ChildProcess[] = [];
let databaseEnv: Record<string, string>;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    databaseEnv = { DATABASE_URL: process.env.TEST_DATABASE_URL };
    return;
  }
  // A data directory holding the suites' seeded template: the server finds content and seeds nothing.
  const dir = path.join(root, 'pglite');
  const pglite = await openPglite(dir, new Blob([await readFile(TEMPLATE_FILE)]));
  await pglite.close();
  databaseEnv = { PGLITE_DIR: dir };
}, SLOW);

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts `backend/server.ts` with `env`; resolves with its origin once it says where it listens. */
async function startBackend(
  env: Record<string, string>,
): Promise<{ origin: string; port: number; log: () => string; child: ChildProcess }> {
  const port = await closedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
    env: {
      ...process.env,
      ...databaseEnv,
      UPLOAD_DIR: TEST_UPLOAD_DIR,
      BACKEND_PORT: String(port),
      AUTH_SECRET: 'server-test-secret-server-test-secret-0123',
      AUTH_DEV_LOGIN: '',
      REDIS_URL: '',
      REVOCATION_SWEEP_SECONDS: '0',
      STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: '2',
      // The 'listening on' line is an info line (tests otherwise log warnings only).
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const m = /listening on (http:\/\/[^\s"]+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`backend exited with ${code}:\n${out}`)));
  });
  return { origin, port, log: () => out, child };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A wrong staff sign-in for a fresh user id, claiming to come from `claimed`: its status. */
async function wrongSignIn(origin: string, claimed: string, userId: string): Promise<number> {
  const res = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
    body: JSON.stringify({ user_id: userId, password: sha256('wrong') }),
  });
  return res.status;
}

const otherInterface = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('npm run backend', () => {
  it(
    'listens on HOST only, and ignores an X-Forwarded-For the client wrote when no proxy is trusted',
    async () => {
      const { origin, port } = await startBackend({ HOST: '127.0.0.1', TRUSTED_PROXY_COUNT: '0' });
      expect(origin).toBe(`http://127.0.0.1:${port}`);
      const elsewhere = otherInterface();
      if (elsewhere) await expect(fetch(`http://${elsewhere}:${port}/public/specialties`)).rejects.toThrow();
      // Each try claims another address; all come from this socket and share its limit of two.
      const statuses = [];
      for (const [i, claimed] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries())
        statuses.push(await wrongSignIn(origin, claimed, `spoof_${i}`));
      expect(statuses).toEqual([401, 429, 429]);
    },
    SLOW,
  );

  it(
    'behind a trusted proxy, takes the address that proxy appended',
    async () => {
      const { origin } = await startBackend({ HOST: '127.0.0.1', TRUSTED_PROXY_COUNT: '1' });
      // The proxy appended the real client after whatever the client sent itself.
      const statuses = [];
      for (const [i, client] of ['203.0.113.1', '203.0.113.2', '203.0.113.3'].entries())
        statuses.push(await wrongSignIn(origin, `6.6.6.6, ${client}`, `proxied_${i}`));
      expect(statuses).toEqual([401, 401, 401]);
      expect([await wrongSignIn(origin, '7.7.7.7, 203.0.113.1', 'proxied_9')]).toEqual([429]);
    },
    SLOW,
  );
});

/**
 * A request whose body arrives in two halves (a phone on a slow network). It asks `Expect: 100-continue`, so
 * `started` resolves once the server has taken the request (its 100 Continue), then half the body is sent;
 * `finish` sends the rest; `answer` is everything the server sent until it closed the connection.
 */
function slowRequest(port: number, path: string, body: string) {
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(body.length / 2);
  let received = '';
  let onContinue: () => void;
  const started = new Promise<void>((resolve) => (onContinue = resolve));
  socket.on('data', (d: Buffer) => {
    received += d.toString();
    if (received.startsWith('HTTP/1.1 100 ')) onContinue();
  });
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nexpect: 100-continue\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`,
  );
  void started.then(() => socket.write(body.slice(0, half)));
  return { started, finish: () => socket.write(body.slice(half)), answer };
}

describe('health and shutdown', () => {
  it(
    '/healthz and /readyz answer JSON that no one stores, and are not logged',
    async () => {
      const { origin, log } = await startBackend({ HOST: '127.0.0.1' });
      const live = await fetch(`${origin}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: {
          database: 'ok',
          redis: 'not configured',
          storage: 'not configured',
          backend: 'not configured',
          shutdown: 'ok',
        },
      });
      await fetch(`${origin}/public/specialties`);
      await new Promise((r) => setTimeout(r, 200));
      expect(log()).toContain('/public/specialties');
      expect(log()).not.toContain('/readyz');
      // No METRICS_TOKEN: no metrics.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    },
    SLOW,
  );

  it(
    'GET /metrics with its token: requests by route template and status, the job queue; without it 401',
    async () => {
      const token = 'metrics-test-token-0123456789';
      const { origin } = await startBackend({ HOST: '127.0.0.1', METRICS_TOKEN: token });
      for (const id of ['1', '2', '99999']) await fetch(`${origin}/public/clinics/${id}`);
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
      ).toBe(401);
      const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      const count = (labels: Record<string, string>) => {
        const line = text
          .split('\n')
          .find(
            (l) =>
              l.startsWith('http_request_duration_seconds_count{') &&
              Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
          );
        return line ? Number(line.split(' ').pop()) : 0;
      };
      expect(count({ service: 'backend', route: '/public/clinics/:id', status: '200' })).toBe(2);
      expect(count({ service: 'backend', route: '/public/clinics/:id', status: '404' })).toBe(1);
      // Never the raw path, and /metrics itself is not counted.
      expect(text).not.toContain('/public/clinics/99999');
      expect(text).not.toContain('route="/metrics"');
      expect(text).toMatch(/^# TYPE job_queue_depth gauge$/m);
      expect(text).toMatch(/^# TYPE rate_limit_refusals_total counter$/m);
    },
    SLOW,
  );

  it(
    'with Redis configured but not answering, /readyz says so within its time limit and stays ready (degraded)',
    async () => {
      const { origin } = await startBackend({
        HOST: '127.0.0.1',
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      });
      const started = Date.now();
      const ready = await fetch(`${origin}/readyz`);
      expect(Date.now() - started).toBeLessThan(3_000);
      // Every instance shares the Redis: failing readiness would take them all out of the balancer, though each
      // serves without it.
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('degraded');
      expect(body.checks.redis).toMatch(/^failed: /);
      expect(body.checks.database).toBe('ok');
      expect((await fetch(`${origin}/public/specialties`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'SIGTERM during 20 requests still arriving: all 20 are answered, no new connection is accepted, exit 0',
    async () => {
      // No job runner: on the PostgreSQL pass the suites share one database, and its runner would pick up other
      // suites' jobs (this test is about the HTTP drain; the runner's own stop is tested with the queue).
      const { origin, port, child, log } = await startBackend({
        HOST: '127.0.0.1',
        SHUTDOWN_GRACE_SECONDS: '20',
        JOBS_IN_PROCESS: '0',
      });
      // A staff sign-in without a password: read whole, then refused as invalid (before any limit counts it).
      const body = JSON.stringify({ user_id: 'x'.repeat(2000) });
      const requests = Array.from({ length: 20 }, () => slowRequest(port, '/auth/login', body));
      await Promise.all(requests.map((r) => r.started)); // the server has taken every one
      await new Promise((r) => setTimeout(r, 200)); // and half of each body
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
      for (const r of requests) r.finish();
      const answers = await Promise.all(requests.map((r) => r.answer));
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
        expect(answer).toContain('"VALIDATION_ERROR"');
      }
      // The server's own lines say why when it did not stop cleanly.
      expect({
        code: await exited,
        log: log()
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l)),
      }).toEqual({
        code: 0,
        log: [],
      });
    },
    SLOW,
  );

  it(
    'SHUTDOWN_DELAY_SECONDS: after SIGTERM /readyz answers 503 while requests are still served, then it stops',
    async () => {
      const { origin, child } = await startBackend({ HOST: '127.0.0.1', SHUTDOWN_DELAY_SECONDS: '3' });
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      expect((await fetch(`${origin}/readyz`)).status).toBe(503); // balancers polling it stop sending
      expect((await fetch(`${origin}/public/specialties`)).status).toBe(200); // what still arrives is served
      expect(await exited).toBe(0);
      await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    },
    SLOW,
  );
});
