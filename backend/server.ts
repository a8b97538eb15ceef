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

await runMain(async () => {
  const e = env();
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
  if (e.JOBS_IN_PROCESS) await startJobs(database, { db: database.db, storage });
  // As `npm start`: with the dev login on (anyone may sign in as a demo member) only this machine may connect,
  // unless HOST says otherwise.
  const host = e.HOST ?? (devLoginEnabled() ? '127.0.0.1' : undefined);
  const { address } = await listenBackend(app.fetch, {
    port: e.BACKEND_PORT,
    host,
    trustedProxies: e.TRUSTED_PROXY_COUNT,
  });
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  logger('backend').info(`listening on http://${shown}:${address.port} (trusted proxies: ${e.TRUSTED_PROXY_COUNT})`);
});
