import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DbOrTx } from '../db/client';

// pg-boss talks to the database through one function, executeSql(text, values). These give it the app's own
// connections: a PostgreSQL pool, the embedded PGlite (one connection, shared with the app's queries), or a
// transaction of the app's (a job enqueued in the transaction of the write it belongs to).

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function poolExecutor(pool: pg.Pool): SqlExecutor {
  // Without values the simple protocol runs pg-boss's multi-statement migrations (BEGIN; …; COMMIT).
  return { executeSql: (text, values) => (values?.length ? pool.query(text, values) : pool.query(text)) };
}

export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** Whichever of the two the database is. */
export function databaseExecutor(database: Database): SqlExecutor {
  if ('pool' in database) return poolExecutor((database as Database & { pool: pg.Pool }).pool);
  if ('client' in database) return pgliteExecutor((database as Database & { client: PGlite }).client);
  throw new Error('jobs: unknown database kind');
}

/** `$1`-style text and values as a drizzle query, so it runs on `db` whatever it is (a transaction included). */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql.param(bindable(values[Number(part) - 1])) : sql.raw(part))));
}

// As node-postgres binds them: missing values as NULL (a drizzle chunk that is undefined would vanish), plain
// objects as JSON text.
function bindable(v: unknown): unknown {
  if (v === undefined) return null;
  if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v)) return JSON.stringify(v);
  return v;
}

export function drizzleExecutor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
