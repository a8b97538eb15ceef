import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database, type Schema } from './client';
import { installJobs } from '../jobs/queue';
import { logger } from '../lib/logger';
import { StartupError } from '../lib/startup-error';

// Resolved from the project root: every entry point (scripts, Next server, Jest) runs there.
export const migrationsFolder = path.resolve('backend/db/migrations');

/**
 * A migration may rewrite or backfill a large table (0015 counts a million reviews in about a minute): it runs
 * on a connection of its own, without the requests' statement timeout (DB_STATEMENT_TIMEOUT_MS, 8 s by default).
 * Lock waits stay bounded, so a migration behind a long transaction fails instead of stalling the start.
 */
const MIGRATION_TIMEOUTS = { statementMs: 3_600_000, lockMs: 30_000, connectMs: 10_000 };

/** The newest migration this code knows: its journal's last entry (drizzle records its `when` as created_at). */
export function codeHead(folder = migrationsFolder): { tag: string; when: number } {
  const { entries } = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return entries.reduce((a, b) => (b.when > a.when ? b : a));
}

/**
 * Refuses a database that has migrations newer than this code (an older build started after a newer one had
 * migrated it): its queries would meet columns and constraints it does not know.
 */
/** When the newest migration applied to `database` was made (drizzle's created_at); 0 for a new database. */
export async function newestAppliedMigration(database: Pick<Database, 'db'>): Promise<number> {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0];
  // A new database has no table yet (asked first: naming a missing table is an error in the server's log).
  const present = await one<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return 0;
  const row = await one<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}

export async function refuseNewerDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  const head = codeHead(folder);
  const newest = await newestAppliedMigration(database);
  if (newest > head.when) {
    throw new StartupError(
      `The database has a migration made ${new Date(newest).toISOString()}, newer than this code's newest ` +
        `(${head.tag}, ${new Date(head.when).toISOString()}): this build is older than the one that migrated the ` +
        'database. Start the newer build (or restore a backup taken before the upgrade).',
    );
  }
}

// One preparation (migrations, pg-boss's schema, reference data) at a time per PostgreSQL database: instances
// started together wait for the first, then find it done. An advisory lock on a connection of its own, held
// for the whole preparation; PGlite needs none (its data directory's lock admits one process).
const PREPARATION_LOCK = 7_290_029;
const PREPARATION_WAIT_MS = 15 * 60_000;

export async function withPreparationLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  const { pool } = database as Database & { pool?: pg.Pool };
  if (database.kind === 'pglite' || !pool) return fn();
  const client = new pg.Client({ connectionString: pool.options.connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const deadline = Date.now() + PREPARATION_WAIT_MS;
    let told = false;
    while (
      !(await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [PREPARATION_LOCK])).rows[0].ok
    ) {
      if (Date.now() > deadline)
        throw new StartupError(
          `Another instance has been preparing the database for ${PREPARATION_WAIT_MS / 60_000} minutes (advisory lock ${PREPARATION_LOCK}); is it stuck?`,
        );
      if (!told) logger('db').info('[db] another instance is migrating the database: waiting for it');
      told = true;
      await new Promise((r) => setTimeout(r, 250));
    }
    return await fn();
  } finally {
    // Ending the session releases the lock whatever happened.
    await client.end().catch(() => undefined);
  }
}

// drizzle-kit's own migrate cannot load PGlite extensions, so migrations are applied here, in code.
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  await refuseNewerDatabase(database, folder);
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
