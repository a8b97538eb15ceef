import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { devLogin } from './helpers/dev-login';
import { expect, test } from './helpers/test';

// Two web instances on one PostgreSQL database share their page cache through Redis (the machine's, at
// 127.0.0.1:6379): a page one renders, the other serves; a write made through one refreshes the page on
// both; a standalone backend's signed notification reaching one reaches both. docs/page-cache.md.

const PG = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB = `page_cache_e2e_${process.pid}`;
const PORTS = [Number(process.env.E2E_SHARED_PORT ?? 3240), Number(process.env.E2E_SHARED_PORT ?? 3240) + 1];
const AUTH_SECRET = 'page-cache-e2e-secret-0123456789-abcdefghijklmnop';
const DATA = '.data/e2e-shared';

let servers: ChildProcess[] = [];
const url = (i: number) => `http://localhost:${PORTS[i]}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `${PG}/test` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(i: number) {
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORTS[i]),
      APP_URL: url(i),
      DATABASE_URL: `${PG}/${DB}`,
      SEED_DEMO: '1',
      UPLOAD_DIR: `${DATA}/uploads`,
      REDIS_URL,
      PAGE_CACHE_PREFIX: `pc-e2e-${process.pid}:`,
      AUTH_SECRET,
      STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      DB_LOCK_TIMEOUT_MS: '500',
      LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  servers.push(child);
  for (let tries = 0; tries < 120; tries++) {
    if (child.exitCode !== null) throw new Error(`server ${i} exited: ${errors}`);
    const ok = await fetch(`${url(i)}/api/public/specialties`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server ${i} did not start: ${errors}`);
}

test.describe('page cache shared by two instances through Redis', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await rm(DATA, { recursive: true, force: true });
    await admin(`drop database if exists ${DB}`);
    await admin(`create database ${DB}`);
    await startServer(0); // migrates and loads the demo data
    await startServer(1);
  });

  test.afterAll(async () => {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : null)));
    servers = [];
    await admin(`drop database if exists ${DB} with (force)`).catch(() => admin(`drop database if exists ${DB}`));
  });

  test('a page rendered by one instance is served by the other; a write through one refreshes it on both', async ({
    playwright,
  }) => {
    const [a, b] = await Promise.all([0, 1].map((i) => playwright.request.newContext({ baseURL: url(i) })));
    const page3 = '/contents/clinic/3';
    // A rendered page is stored once its answer has ended: give the write to Redis a moment.
    const stored = () => new Promise((r) => setTimeout(r, 300));
    const first = await a.get(page3);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    await stored();
    const shared = await b.get(page3);
    expect(shared.headers()['x-page-cache']).toBe('HIT');
    await b.get('/contents/clinic/4');
    await stored();
    expect((await a.get('/contents/clinic/4')).headers()['x-page-cache']).toBe('HIT');

    // clinic3's staff edits the clinic's introduction through instance A.
    const origin = { origin: url(0) };
    const login = await a.post('/api/partner/login', {
      data: { user_id: 'clinic3', password: createHash('sha256').update('partner1234').digest('hex') },
      headers: origin,
    });
    expect(login.status()).toBe(200);
    const intro = `공유 캐시 확인용 소개 ${Date.now()}`;
    expect((await a.patch('/api/partner/clinic', { data: { description: intro }, headers: origin })).status()).toBe(
      200,
    );

    // Instance B renders the clinic again and shows the edit; the other clinic is still B's cached copy.
    const fresh = await b.get(page3);
    expect(fresh.headers()['x-page-cache']).toBe('MISS');
    expect(await fresh.text()).toContain(intro);
    expect((await b.get('/contents/clinic/4')).headers()['x-page-cache']).toBe('HIT');

    // A standalone backend's notification (HMAC over time and body, key derived from AUTH_SECRET) sent to B
    // makes the page stale on A as well; unsigned or tampered ones are refused.
    const body = JSON.stringify({ tags: ['clinic:4'] });
    const at = Date.now();
    const key = createHash('sha256').update(`page-cache-notify:${AUTH_SECRET}`).digest('base64url');
    const signature = createHmac('sha256', key).update(`${at}.${body}`).digest('base64url');
    const notify = (sig: string, data = body) =>
      b.post('/api/internal/page-cache', {
        data,
        headers: { 'content-type': 'application/json', 'x-page-cache-at': String(at), 'x-page-cache-signature': sig },
      });
    expect((await notify(signature, JSON.stringify({ tags: ['all'] }))).status()).toBe(401);
    expect((await a.get('/contents/clinic/4')).headers()['x-page-cache']).toBe('HIT');
    expect((await notify(signature)).status()).toBe(204);
    expect((await a.get('/contents/clinic/4')).headers()['x-page-cache']).toBe('MISS');
    await Promise.all([a.dispose(), b.dispose()]);
  });

  test('a database that stops answering: the API and the page say 503 with Retry-After, the page says so in Korean, cached pages still serve', async ({
    page,
    playwright,
  }) => {
    const a = await playwright.request.newContext({ baseURL: url(0) });
    await a.get('/contents/clinic/6'); // cached before the outage
    const holder = new pg.Client({ connectionString: `${PG}/${DB}` });
    await holder.connect();
    try {
      // Another session takes the clinics table (a migration gone wrong): every read of it waits, and gives up at the lock timeout.
      await holder.query('begin');
      await holder.query('lock table clinics in access exclusive mode');
      const api = await a.get('/api/public/clinics/7');
      expect(api.status()).toBe(503);
      expect(api.headers()['retry-after']).toBe('5');
      const shown = await page.goto(`${url(0)}/contents/clinic/7?outage=${Date.now()}`);
      expect(shown?.status()).toBe(503);
      expect(shown?.headers()['retry-after']).toBe('5');
      await expect(page.getByText('일시적으로 이용할 수 없음')).toBeVisible();
      await expect(page.getByText('지금은 정보를 불러올 수 없어요. 잠시 후 다시 시도해 주세요.')).toBeVisible();
      expect((await a.get('/contents/clinic/6')).headers()['x-page-cache']).toBe('HIT');
      await holder.query('rollback');
      // Back: the retry button renders the page.
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expect(page.getByText('일시적으로 이용할 수 없음')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Unexpected Application Error!');
      expect((await a.get('/api/public/clinics/7')).status()).toBe(200);
    } finally {
      await holder.end();
      await a.dispose();
    }
  });

  test('a member page while the database does not answer: the unavailable page with 503, never the login page', async ({
    page,
  }) => {
    await devLogin(page.request, url(0), '물광피부');
    const holder = new pg.Client({ connectionString: `${PG}/${DB}` });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table members in access exclusive mode');
      const shown = await page.goto(`${url(0)}/my-page`);
      expect(shown?.status()).toBe(503);
      await expect(page.getByText('일시적으로 이용할 수 없음')).toBeVisible();
      await expect(page).toHaveURL(/\/my-page$/);
      await expect(page.getByText('로그인이 필요한 서비스입니다.')).toHaveCount(0);
      await holder.query('rollback');
      await page.getByRole('button', { name: '다시 시도' }).click();
      await expect(page.getByText('일시적으로 이용할 수 없음')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '물광피부' })).toBeVisible();
    } finally {
      await holder.end();
    }
  });
});
