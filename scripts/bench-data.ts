// The scale data set the benchmarks run on (npm run bench, npm run bench:pages, npm run explain).
import { count } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../backend/db/client';
import { reviews } from '../backend/db/schema';
import { SCALE_COUNTS } from '../backend/db/seed/scale';
import { loadScaleData } from '../backend/db/seed/scale-load';

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
  await loadScaleData(database, opts.uploadDir);
  console.log(`[bench] seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
