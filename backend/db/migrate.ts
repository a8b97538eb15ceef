import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import path from 'node:path';
import { openPostgres, type Database, type Schema } from './client';
import type pg from 'pg';
import { installJobs } from '../jobs/queue';

// Resolved from the project root: every entry point (scripts, Next server, Jest) runs there.
export const migrationsFolder = path.resolve('backend/db/migrations');

/**
 * A migration may rewrite or backfill a large table (0015 counts a million reviews in about a minute): it runs
 * on a connection of its own, without the requests' statement timeout (DB_STATEMENT_TIMEOUT_MS, 8 s by default).
 * Lock waits stay bounded, so a migration behind a long transaction fails instead of stalling the start.
 */
const MIGRATION_TIMEOUTS = { statementMs: 3_600_000, lockMs: 30_000, connectMs: 10_000 };

// drizzle-kit's own migrate cannot load PGlite extensions, so migrations are applied here, in code.
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    await installJobs(database);
    return;
  }
  const { pool } = database as Database & { pool?: pg.Pool };
  const own = pool ? openPostgres(pool.options.connectionString!, 1, MIGRATION_TIMEOUTS) : null;
  try {
    await migratePg((own ?? database).db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    // The job queue's tables (pg-boss keeps and migrates its own schema, `pgboss`).
    await installJobs(own ?? database);
  } finally {
    await own?.close();
  }
}
