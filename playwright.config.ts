import { defineConfig, devices } from '@playwright/test';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { fakeOAuthEnv } from './e2e/fixtures/fake-oauth-server';
import { localhostCertificate } from './backend/test/fakes/tls';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${PORT}`;
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3299);
// A second app on `npm start`'s defaults (no provider configured, no LINE link): what a fresh clone shows.
const DEFAULT_PORT = Number(process.env.E2E_DEFAULT_PORT ?? PORT + 10);
export const defaultSetupURL = `http://localhost:${DEFAULT_PORT}`;
export const oauthURL = `http://localhost:${OAUTH_PORT}`;
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';
// Web Push keys of this run (e2e/push.spec.ts): made once in the runner, inherited by the workers through the env.
if (!process.env.E2E_VAPID_PUBLIC_KEY || !process.env.E2E_VAPID_PRIVATE_KEY) {
  const keys = webpush.generateVAPIDKeys();
  process.env.E2E_VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.E2E_VAPID_PRIVATE_KEY = keys.privateKey;
}
// The local push service's certificate (e2e/push.spec.ts), made fresh by the runner; the app trusts it.
export const PUSH_TLS_DIR = path.resolve('tmp', 'e2e-push-tls');
if (!process.env.E2E_PUSH_TLS_MADE) {
  rmSync(PUSH_TLS_DIR, { recursive: true, force: true });
  localhostCertificate(PUSH_TLS_DIR);
  process.env.E2E_PUSH_TLS_MADE = '1';
}
// The local SMTP server e2e/push.spec.ts starts on this port; the app sends its emails there.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 40);
export const e2eVapid = {
  VAPID_PUBLIC_KEY: process.env.E2E_VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: process.env.E2E_VAPID_PRIVATE_KEY,
  VAPID_SUBJECT: 'mailto:e2e@beauty.example',
  // The local push service of e2e/push.spec.ts.
  PUSH_ENDPOINT_HOSTS: '127.0.0.1',
};
// A third app whose clock stands still (libfaketime): Wednesday 2 December 2026, 13:30 in Seoul, the lunch
// break of two of the demo's three kinds of week. '진료 중' is decided by the server's clock.
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 20);
export const fixedClockURL = `http://localhost:${CLOCK_PORT}`;
export const FIXED_CLOCK = '2026-12-02T13:30:00+09:00';
const LIBFAKETIME = process.env.LIBFAKETIME ?? findLibfaketime();
/** Without libfaketime (Debian: apt-get install faketime) that app is not started and its journey is skipped. */
export const fixedClockAvailable = LIBFAKETIME !== undefined && existsSync(LIBFAKETIME);

function findLibfaketime(): string | undefined {
  const dirs = ['/usr/lib', '/usr/local/lib'].flatMap((root) =>
    existsSync(root)
      ? [
          root,
          ...readdirSync(root, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [`${root}/${e.name}`] : [])),
        ]
      : [],
  );
  return dirs.map((dir) => `${dir}/faketime/libfaketime.so.1`).find((path) => existsSync(path));
}

// e2e runs against the production build (npm run test:e2e builds first) on its own embedded database.
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    ...devices['iPhone 13'],
    defaultBrowserType: 'chromium',
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [
    // Saved login states for the tests that need a member but are not about logging in.
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'phone', dependencies: ['setup'], use: { browserName: 'chromium' } },
    // The partner console is used on laptops too: its journeys run again at 1280×800 with a mouse.
    {
      name: 'desktop',
      dependencies: ['setup'],
      testMatch: /partner(-applications)?\.spec\.ts/,
      use: {
        browserName: 'chromium',
        userAgent: devices['Desktop Chrome'].userAgent,
        viewport: { width: 1280, height: 800 },
        isMobile: false,
        hasTouch: false,
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    {
      // The five providers' endpoints, faked locally (e2e/fixtures/fake-oauth-server.ts).
      command: `node_modules/.bin/tsx e2e/fixtures/fake-oauth-server.ts --port ${OAUTH_PORT}`,
      url: `${oauthURL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A fresh embedded database every run, so journeys start from the demo data.
      command: 'rm -rf .data/e2e && node --import tsx scripts/start.ts',
      url: `${baseURL}/api/public/specialties`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        APP_URL: baseURL,
        PGLITE_DIR: '.data/e2e/pglite',
        UPLOAD_DIR: '.data/e2e/uploads',
        LINE_FRIEND_URL: 'https://line.me/R/ti/p/@beautynote-test',
        // Saved login states are shared by many tests: an hour-long access token keeps one run from
        // rotating their refresh tokens underneath them.
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        // Every browser of the run signs in from 127.0.0.1: the per-address limit on failed staff sign-ins
        // would count all of them together (the per-account limit is what the journeys check).
        STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
        // The saved members book many consultations across the journeys within the hour, and every browser of the
        // run logs in and searches from 127.0.0.1 (the per-address limits are checked by the backend suite).
        COUNSEL_POSTS_PER_HOUR: '1000',
        LOGIN_ATTEMPTS_PER_MINUTE: '10000',
        SEARCH_PER_MINUTE: '10000',
        // GET /metrics answers with this token (e2e/shell.spec.ts scrapes it).
        METRICS_TOKEN: E2E_METRICS_TOKEN,
        ...e2eVapid,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        SMTP_FROM: 'noreply@beauty.example',
        NODE_EXTRA_CA_CERTS: path.join(PUSH_TLS_DIR, 'cert.pem'),
        ...fakeOAuthEnv(oauthURL),
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(LIBFAKETIME && fixedClockAvailable ? [fixedClockServer(LIBFAKETIME)] : []),
    {
      command: 'rm -rf .data/e2e-default && node --import tsx scripts/start.ts',
      url: `${defaultSetupURL}/api/public/specialties`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(DEFAULT_PORT),
        PGLITE_DIR: '.data/e2e-default/pglite',
        UPLOAD_DIR: '.data/e2e-default/uploads',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        LOGIN_ATTEMPTS_PER_MINUTE: '10000',
        SEARCH_PER_MINUTE: '10000',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

/** The app whose wall clock stands at FIXED_CLOCK (in UTC, as TZ says); timers keep the real monotonic clock. */
function fixedClockServer(library: string) {
  return {
    command: 'rm -rf .data/e2e-clock && node --import tsx scripts/start.ts',
    url: `${fixedClockURL}/api/public/specialties`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(CLOCK_PORT),
      PGLITE_DIR: '.data/e2e-clock/pglite',
      UPLOAD_DIR: '.data/e2e-clock/uploads',
      LD_PRELOAD: library,
      FAKETIME: new Date(FIXED_CLOCK).toISOString().slice(0, 19).replace('T', ' '),
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TZ: 'UTC',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
