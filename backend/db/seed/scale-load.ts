import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../client';
import { resetDatabase } from '../reset';
import { ensureImagePool, type ImagePool } from './image-pool';
import { seedScale, type Log } from './scale';
import { logger } from '../../lib/logger';

/**
 * Sets visibility maps and statistics after a bulk load, so deep pages use index-only scans. The clinics table
 * is rewritten first: the recount updated every clinic row, and the dead versions would otherwise stay as empty
 * pages that every sum over clinics reads.
 */
export async function vacuumAnalyze(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum full clinics`);
  await db.execute(sql`vacuum analyze`);
}

/**
 * Drops everything, migrates, loads the scale data set in one transaction and vacuums: `npm run db:seed -- --scale`
 * and the benchmarks. Open a PostgreSQL `database` with SEEDING_TIMEOUTS (openDatabase's `timeouts`), not the
 * app's. Logs each step's time.
 */
export async function loadScaleData(
  database: Database,
  uploadDir: string,
  log: Log = (line) => logger('seed').info(line),
): Promise<void> {
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`[scale] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  let pool: ImagePool | undefined;
  await timed('image pool', async () => (pool = await ensureImagePool(uploadDir)));
  await timed('database reset and migrated', () => resetDatabase(database));
  await timed('data set written (one transaction)', () => database.db.transaction((tx) => seedScale(tx, pool!, log)));
  await timed('vacuum full clinics, vacuum analyze', () => vacuumAnalyze(database.db));
}
