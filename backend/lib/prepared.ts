import type { DbOrTx } from '../db/client';
import type { IdQuery } from './sql';

// Building and rendering a select with nested subqueries costs Drizzle 0.2–0.6 ms of JavaScript per
// request, several times what the database spends on these indexed reads (docs/benchmarks.md). The hot
// reads are therefore built once per database and SQL shape, with placeholders for their values, and
// then only bind values. The statement stays unnamed (''), so PostgreSQL plans it with the values of
// each execution, exactly as it plans an unprepared query: no generic plans, no server-side state.
//
// A statement whose plan must not depend on its values may be named instead (`named`): each pooled connection then
// parses it once and keeps it, and after five executions PostgreSQL reuses a generic plan when it costs no more
// than the custom ones, so the statement is no longer planned per call. PGlite ignores the name.

interface Preparable<P> {
  prepare(name: string): P;
}

const cache = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * The query `build` makes, prepared once per database (or transaction) and `key`. The key must name
 * everything `build` decides on: the query, the language, which filters are present (see shapeOf).
 * `named`: the statement is named by its key on each connection (at most 63 bytes; no two SQL texts may share a key).
 */
export function preparedFor<P>(db: DbOrTx, key: string, build: () => Preparable<P>, opts: { named?: boolean } = {}): P {
  let queries = cache.get(db);
  if (!queries) cache.set(db, (queries = new Map()));
  if (!queries.has(key)) queries.set(key, build().prepare(opts.named ? key : ''));
  return queries.get(key) as P;
}

/**
 * The shape of a filter, for a prepared query's key: which values are given (their placeholders) and
 * the value of each flag (flags change the SQL itself).
 */
export function shapeOf<F extends { [K in keyof F]: number | boolean | string | undefined }>(filter: F): string {
  return Object.entries<number | boolean | string | undefined>(filter)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (typeof v === 'boolean' ? `${k}=${v}` : k))
    .sort()
    .join(',');
}

/**
 * A page of ids for the full-entity reads (clinicsIn, reviewsIn …): `query` builds it with placeholders,
 * `values` fill them, `key` names its shape.
 */
export interface IdPage {
  key: string;
  query: () => IdQuery;
  values: Record<string, unknown>;
}
