import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: repository functions take this first. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function pgliteOptions() {
  return { extensions: { pg_trgm } };
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, ...pgliteOptions() });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, client, kind: 'pglite', close: () => client.close() };
}

export function openPostgres(url: string, max = 10): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process; the pool reconnects on next use.
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, pool, kind: 'postgres', close: () => pool.end() };
}

export async function openDatabase(opts: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir);
}
