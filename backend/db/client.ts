import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { env } from '../env';
import { lockDataDir, type DirLock } from './pglite-lock';
import * as schema from './schema';
import { logger } from '../lib/logger';
import { inSpan, SpanKind, sqlAttributes, tracingOn } from '../lib/tracing';

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

/**
 * PGlite on a data directory (locked for this process: a second process is refused, see pglite-lock.ts)
 * or in memory (no dataDir). With `lock`, the caller already holds the directory's lock and keeps it
 * after close; otherwise the lock is taken here and released on close.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  opts: { lock?: DirLock } = {},
): Promise<Database & { client: PGlite }> {
  const ownLock = dataDir && !opts.lock ? lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, loadDataDir, ...pgliteOptions() });
  } catch (err) {
    ownLock?.release();
    throw err;
  }
  // Its statements are spans too when tracing is on (those outside transactions: drizzle runs them through query).
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    tracingOn()
      ? inSpan('db.query', sqlAttributes('postgresql', text), () => query(text, ...(rest as [])), {
          kind: SpanKind.CLIENT,
        })
      : query(text, ...(rest as []))) as PGlite['query'];
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const close = async () => {
    try {
      await client.close();
    } finally {
      ownLock?.release();
    }
  };
  return { db, client, kind: 'pglite', close };
}

/** The statement text of a pg query call's arguments, when it is a plain text or config query traced as a span. */
function tracedStatement(args: unknown[]): string | undefined {
  if (!tracingOn()) return undefined;
  const [first] = args;
  if (typeof (first as { submit?: unknown } | null)?.submit === 'function') return undefined; // a cursor or stream
  if (typeof args.at(-1) === 'function') return undefined; // callback style: the pool's own call, traced by the pool
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/** Runs a pg query call (`run`) in a span when it is one to trace. */
function traced(args: unknown[], run: () => unknown): unknown {
  const text = tracedStatement(args);
  if (text === undefined) return run();
  return inSpan('db.query', sqlAttributes('postgresql', text), () => run() as Promise<unknown>, {
    kind: SpanKind.CLIENT,
  });
}

/**
 * Makes a pool's (or a pooled connection's) statements spans of the request's trace when tracing is on
 * (lib/tracing.ts). The pool's own span starts in the caller's context, with the wait for a connection inside it (a
 * statement waiting for one is handed it from another request's context); a connection's covers a transaction's.
 */
function traceQueries<T extends { query: unknown }>(target: T): void {
  const query = (target.query as (...args: unknown[]) => unknown).bind(target);
  target.query = ((...args: unknown[]) => traced(args, () => query(...args))) as T['query'];
}

/** How long a PostgreSQL call may take at most (backend/env.ts); read when a pool is opened. */
export interface DbTimeouts {
  statementMs: number;
  lockMs: number;
  connectMs: number;
}

const defaultTimeouts = (): DbTimeouts => {
  const e = env();
  return { statementMs: e.DB_STATEMENT_TIMEOUT_MS, lockMs: e.DB_LOCK_TIMEOUT_MS, connectMs: e.DB_CONNECT_TIMEOUT_MS };
};

export function openPostgres(
  url: string,
  max = 10,
  timeouts: DbTimeouts = defaultTimeouts(),
): Database & { pool: pg.Pool } {
  // Every wait is bounded: for a pooled connection, for a lock, for a statement (server side), and for the
  // answer (client side, a little later, for a server that stopped answering at all).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: Math.max(timeouts.statementMs * 2, 10_000),
    query_timeout: timeouts.statementMs + 2_000,
  });
  // A dropped idle connection must not crash the process; the pool reconnects on next use.
  pool.on('error', (err) => logger('db').error({ err }, 'idle client error'));
  // Nor one dropped while a request holds it (a transaction between two statements when the server stops): the
  // pool listens only to idle clients, and an 'error' event nobody listens to is an uncaught exception. The
  // request's statement fails instead (503), and the pool discards the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    traceQueries(client);
  });
  traceQueries(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, pool, kind: 'postgres', close: () => pool.end() };
}

/**
 * Timeouts of a connection that seeds or benchmarks: bulk writes, recounts and vacuums run far longer than a request
 * may (DB_STATEMENT_TIMEOUT_MS, 8 s by default), most of all on a busy machine. Never the app's own connections.
 */
export const SEEDING_TIMEOUTS: DbTimeouts = { statementMs: 1_800_000, lockMs: 60_000, connectMs: 10_000 };

/** The configured database; `timeouts` replaces the app's bounds (env) on a PostgreSQL connection. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  lock?: DirLock;
  timeouts?: DbTimeouts;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, opts.timeouts)
    : openPglite(opts.pgliteDir, undefined, { lock: opts.lock });
}
