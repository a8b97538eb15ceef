import { sql } from 'drizzle-orm';
import { env } from '../env';
import { LocalStorage } from '../storage/local';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import type { DirLock } from './pglite-lock';
import { seedDemo } from './seed/demo';
import { ensureImagePool } from './seed/image-pool';

export async function isEmpty(database: Database): Promise<boolean> {
  const result = (await database.db.execute(sql`select exists (select 1 from specialties) as seeded`)) as unknown as {
    rows: { seeded: boolean }[];
  };
  return !result.rows[0]?.seeded;
}

/** Migrates, and fills an empty database with the demo data set (what a fresh clone starts with). */
export async function prepareDatabase(database: Database, storage: LocalStorage, log = console.log): Promise<void> {
  await migrateDatabase(database);
  if (await isEmpty(database)) {
    const started = Date.now();
    log('[db] empty database: seeding demo data…');
    const pool = await ensureImagePool(storage.root);
    await database.db.transaction((tx) => seedDemo(tx, pool));
    log(`[db] demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    // Images live outside the database (e.g. a fresh checkout against an existing database).
    await ensureImagePool(storage.root);
  }
}

/**
 * Opens the configured database (env), prepares it and closes it again: what `npm start` and `npm run dev`
 * run first. `lock`: the PGlite directory's lock, when the caller holds it already (npm start).
 */
export async function prepareConfiguredDatabase(opts: { lock?: DirLock } = {}): Promise<void> {
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR, lock: opts.lock });
  try {
    await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR));
  } finally {
    await database.close();
  }
}
