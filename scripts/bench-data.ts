// The scale data set the benchmarks run on (npm run bench, npm run bench:pages, npm run explain).
import { count } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbTimeouts } from '../backend/db/client';
import { resetDatabase } from '../backend/db/reset';
import { reviews } from '../backend/db/schema';
import { ensureImagePool } from '../backend/db/seed/image-pool';
import { SCALE_COUNTS, seedScale, vacuumAnalyze } from '../backend/db/seed/scale';

/** Creates the bench database on the PostgreSQL server of `url` if it does not exist. */
export async function ensureBenchDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/**
 * Timeouts of the benchmarks' own pools: seeding writes a million rows set-wise and vacuums them, which takes
 * far longer than a request may (DB_STATEMENT_TIMEOUT_MS, 8 s by default).
 */
export const SEEDING_TIMEOUTS: DbTimeouts = { statementMs: 600_000, lockMs: 60_000, connectMs: 10_000 };

/** Seeds the scale data set (10k clinics … 1M reviews) unless it is there already (or `reseed`). */
export async function ensureScaleData(database: Database, opts: { reseed: boolean; uploadDir: string }) {
  const seeded = await database.db
    .select({ n: count() })
    .from(reviews)
    .then(([r]) => r.n)
    .catch(() => 0);
  if (seeded >= SCALE_COUNTS.reviews && !opts.reseed) return;
  console.log(`[bench] seeding the scale data set into ${database.kind}…`);
  const started = Date.now();
  await resetDatabase(database);
  const pool = await ensureImagePool(opts.uploadDir);
  await database.db.transaction((tx) => seedScale(tx, pool));
  await vacuumAnalyze(database.db);
  console.log(`[bench] seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
