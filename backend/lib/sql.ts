import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Lang } from './params';

/** `alias.name_<lang>`: lang is validated to ko|ja|en before it gets here. */
export const nameCol = (alias: string, lang: Lang) => sql.raw(`${alias}.name_${lang}`);

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** AND-joins the given conditions; `true` when there are none. */
export function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** json_agg that answers [] instead of null for no rows. */
export const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;

/** node-postgres returns numeric/bigint as strings and timestamps as Date; PGlite returns Date too. */
export const toIso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** A page of rows mapped to API entities, with the total from its own query: `{ data, total }`. */
export async function pageWithTotal<R, T>(db: DbOrTx, page: SQL, total: SQL, map: (row: R) => T): Promise<{ data: T[]; total: number }> {
  const [list, count] = await Promise.all([rows<R>(db, page), firstRow<{ total: number | string }>(db, total)]);
  return { data: list.map(map), total: Number(count?.total ?? 0) };
}
