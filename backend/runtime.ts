import { createBackend, type AppType } from './app';
import { loadRootSecret } from './auth/secret';
import { openDatabase, type Database } from './db/client';
import { env } from './env';
import { StartupError } from './lib/startup-error';
import { startJobs, type JobRunner } from './jobs/queue';
import { watchDatabase } from './lib/metrics';
import { createStorage } from './storage/create';
import type { Storage } from './storage/storage';

export interface Backend {
  app: AppType;
  database: Database;
  storage: Storage;
  /** The job runner of this process, when it runs one (getBackend with JOBS_IN_PROCESS). */
  jobs?: JobRunner;
}

/** The backend on an open, migrated database; loads the root secret its tokens are signed with first. */
export async function createRuntime(database: Database, storage: Storage): Promise<Backend> {
  await loadRootSecret(database.db);
  return { app: createBackend({ db: database.db, storage }), database, storage };
}

// One backend per process, kept on globalThis: Next bundles route handlers separately, and two
// PGlite instances on one data directory would corrupt it (the directory lock refuses the second).
const KEY = Symbol.for('clinic-directory.backend');
type Holder = { [KEY]?: Promise<Backend> };

export function getBackend(): Promise<Backend> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const e = env();
    const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
    try {
      const backend = await createRuntime(database, createStorage(e));
      // Background jobs (notifications, sweeps) run here unless workers of their own do (JOBS_IN_PROCESS=0).
      if (e.JOBS_IN_PROCESS) backend.jobs = await startJobs(database, { db: database.db, storage: backend.storage });
      watchDatabase(database); // pool and queue gauges of GET /metrics
      return backend;
    } catch (err) {
      await database.close();
      throw err;
    }
  })().catch((err: unknown) => {
    // Not cached: a later call tries again (e.g. once the process holding the data directory is gone).
    delete holder[KEY];
    throw err;
  });
  return holder[KEY];
}

/** Stops the process's backend, if it was started: its job runner, then its database (graceful shutdown). */
export async function closeBackend(): Promise<void> {
  const holder = globalThis as Holder;
  const started = holder[KEY];
  if (!started) return;
  delete holder[KEY];
  const backend = await started.catch(() => undefined);
  if (!backend) return;
  await backend.jobs?.stop();
  await backend.database.close();
}

/**
 * The web BFF seals its cookies with a key derived from the root secret: this makes sure it is loaded.
 * In-process that means opening the backend (the secret may live in its database); over HTTP
 * (BACKEND_URL) the web app has no database, so AUTH_SECRET is required.
 */
export async function ensureRootSecret(): Promise<void> {
  const e = env();
  if (e.AUTH_SECRET) return;
  if (e.BACKEND_URL) {
    throw new StartupError(
      'AUTH_SECRET is required when BACKEND_URL is set: the web app then has no database to keep a generated secret in. ' +
        'Set AUTH_SECRET (at least 32 random characters) to seal session cookies.',
    );
  }
  await getBackend();
}
