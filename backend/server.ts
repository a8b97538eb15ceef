// `npm run backend`: the REST backend alone over HTTP, at the paths of its OpenAPI document.
import { serve } from '@hono/node-server';
import { env } from './env';
import { openDatabase } from './db/client';
import { demoDataWanted, prepareDatabase } from './db/prepare';
import { runMain } from './lib/main';
import { markStandaloneBackend } from './lib/page-invalidation';
import { startRevocationSweeper } from './revocations/revocations';
import { createRuntime } from './runtime';
import { createStorage } from './storage/create';
import { LocalStorage } from './storage/local';

await runMain(async () => {
  const e = env();
  // Opened once and kept: prepared (migrations, catalogue, demo data for the embedded database), then served.
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR), { demo: demoDataWanted({ kind: database.kind, seedDemo: e.SEED_DEMO }) });
  // From here on writes happen in requests and must reach the web app's page cache (the demo seed above does
  // not: there is no page yet to refresh).
  markStandaloneBackend();
  const { app } = await createRuntime(database, createStorage(e));
  // Provider revocations of deleted accounts left due (a provider was down, or the process stopped) are retried.
  startRevocationSweeper(database.db, e.REVOCATION_SWEEP_SECONDS);
  serve({ fetch: app.fetch, port: e.BACKEND_PORT }, (info) => console.log(`backend listening on http://localhost:${info.port}`));
});
