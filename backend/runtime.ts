import { createBackend } from './app';
import { openDatabase, type Database } from './db/client';
import { env } from './env';
import type { AppOpenAPI } from './lib/types';
import { LocalStorage } from './storage/local';

export interface Backend {
  app: AppOpenAPI;
  database: Database;
  storage: LocalStorage;
}

// One backend per process, kept on globalThis: Next bundles route handlers separately, and two
// PGlite instances on one data directory would corrupt it.
const KEY = Symbol.for('clinic-directory.backend');
type Holder = { [KEY]?: Promise<Backend> };

export function getBackend(): Promise<Backend> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const e = env();
    const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
    const storage = new LocalStorage(e.UPLOAD_DIR);
    return { app: createBackend({ db: database.db, storage }), database, storage };
  })();
  return holder[KEY];
}
