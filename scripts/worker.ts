// `npm run worker`: runs the background jobs (backend/jobs) in a process of its own, beside backends started with
// JOBS_IN_PROCESS=0. Several workers may run at once on one PostgreSQL database; each job is done by one of them.
// Stops gracefully on SIGTERM/SIGINT (a job being run is finished first, up to 15 s).
import { loadRootSecret } from '../backend/auth/secret';
import { openDatabase } from '../backend/db/client';
import { env } from '../backend/env';
import { installJobs, startJobs } from '../backend/jobs/queue';
import { JOB_NAMES } from '../backend/jobs/definitions';
import { logger } from '../backend/lib/logger';
import { runMain } from '../backend/lib/main';
import { startTracing, stopTracing } from '../backend/lib/tracing';
import { createStorage } from '../backend/storage/create';

await runMain(async () => {
  const e = env();
  startTracing('worker');
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  // Provider tokens and unsubscribe links are sealed and signed under the root secret.
  await loadRootSecret(database.db);
  await installJobs(database);
  const runner = await startJobs(database, { db: database.db, storage: createStorage(e) });
  logger('jobs').info(`worker ${process.pid} working ${JOB_NAMES.join(', ')} (${database.kind})`);
  const stop = async () => {
    await runner.stop();
    await database.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
});
