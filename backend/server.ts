// `npm run backend`: the REST backend alone over HTTP, at the paths of its OpenAPI document.
import { env } from './env';
import { openDatabase } from './db/client';
import { demoDataWanted, prepareDatabase } from './db/prepare';
import { listenBackend } from './lib/listen';
import { runMain } from './lib/main';
import { devLoginEnabled } from './oauth/dev-login';
import { markStandaloneBackend } from './lib/page-invalidation';
import { startJobs } from './jobs/queue';
import { createRuntime } from './runtime';
import { createStorage } from './storage/create';
import { LocalStorage } from './storage/local';
import { logger } from './lib/logger';
import { createHealth, HEALTH_HEADERS } from './lib/health';
import { answerMetrics, watchDatabase } from './lib/metrics';
import { drainOnSignals } from './lib/graceful';
import { startTracing, stopTracing } from './lib/tracing';
import type { JobRunner } from './jobs/queue';

await runMain(async () => {
  const e = env();
  startTracing('backend');
  // Opened once and kept: prepared (migrations, catalogue, demo data for the embedded database), then served.
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR), {
    demo: demoDataWanted({ kind: database.kind, seedDemo: e.SEED_DEMO }),
  });
  // From here on writes happen in requests and must reach the web app's page cache (the demo seed above does
  // not: there is no page yet to refresh).
  markStandaloneBackend();
  const { app, storage } = await createRuntime(database, createStorage(e));
  // Background jobs (notifications, provider revocations left due, the file sweep) run in this process unless
  // workers of their own do (JOBS_IN_PROCESS=0, `npm run worker`).
  const jobs: JobRunner | undefined = e.JOBS_IN_PROCESS
    ? await startJobs(database, { db: database.db, storage })
    : undefined;
  const health = createHealth({
    database: async () => database,
    redisUrl: e.REDIS_URL,
    storage: async () => storage,
  });
  watchDatabase(database);
  // /healthz, /readyz and /metrics before the app: not logged, not rate limited, not in the OpenAPI document.
  const fetch: typeof app.fetch = async (request, ...rest) => {
    const path = new URL(request.url).pathname;
    const answer = await health.answer(path);
    if (answer) return new Response(answer.body, { status: answer.status, headers: HEALTH_HEADERS });
    const scraped = await answerMetrics(path, request.headers.get('authorization') ?? undefined, e.METRICS_TOKEN);
    if (scraped)
      return new Response(scraped.body, {
        status: scraped.status,
        headers: { 'content-type': scraped.type, 'cache-control': 'no-store' },
      });
    return app.fetch(request, ...rest);
  };
  // As `npm start`: with the dev login on (anyone may sign in as a demo member) only this machine may connect,
  // unless HOST says otherwise.
  const host = e.HOST ?? (devLoginEnabled() ? '127.0.0.1' : undefined);
  const { server, address } = await listenBackend(fetch, {
    port: e.BACKEND_PORT,
    host,
    trustedProxies: e.TRUSTED_PROXY_COUNT,
  });
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  logger('backend').info(`listening on http://${shown}:${address.port} (trusted proxies: ${e.TRUSTED_PROXY_COUNT})`);
  drainOnSignals({
    server: server as import('node:http').Server,
    health,
    graceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    delaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    name: 'backend',
    close: async () => {
      await jobs?.stop();
      await database.close();
      await stopTracing();
    },
  });
});
