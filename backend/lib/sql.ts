import { Column, is, sql, type GetColumnData, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Lang } from './params';

// Typed building blocks for the read queries: every column is a schema column (backend/db/schema.ts), so
// the row types are inferred and a renamed or misspelled column is a type error, not a runtime one.

/**
 * Builds subqueries (id pages, correlated lists, filters) that run inside another query. Note: in a
 * select from one table, drizzle writes the selected columns unqualified ("path"), so a correlated
 * subquery reads outer columns only in its conditions or inside expressions, never as a bare field.
 */
export const qb = new QueryBuilder();

/**
 * A query yielding one column `id`, e.g. a page of ids cut in list order or a member's bookmarked ids:
 * a full-entity select joins to it as the subquery `page`.
 */
export interface IdQuery {
  as(alias: 'page'): Subquery<'page'> & { id: PgColumn };
}

const NAME_COLUMN = { ko: 'nameKo', ja: 'nameJa', en: 'nameEn' } as const;
type Named = Record<(typeof NAME_COLUMN)[Lang], PgColumn>;

/** A taxonomy table's name column in the request's language. */
export const nameIn = <T extends Named>(table: T, lang: Lang): T[(typeof NAME_COLUMN)[Lang]] =>
  table[NAME_COLUMN[lang]];

/** What a value reads as after a JSON round trip: timestamps come back as ISO strings. */
type Jsonified<T> = T extends Date ? string : T;
type FieldData<F> = F extends Column ? GetColumnData<F> : F extends SQL<infer T> ? T : never;
export type JsonShape = Record<string, Column | SQL<unknown>>;
export type JsonRow<S extends JsonShape> = { [K in keyof S]: Jsonified<FieldData<S[K]>> };

/** `json_build_object('key', value, …)`, typed by what it reads. Keys are identifiers in code, never input. */
export function jsonObject<S extends JsonShape>(shape: S): SQL<JsonRow<S>> {
  const pairs = Object.entries(shape).map(([key, value]) => {
    if (!/^[A-Za-z_]+$/.test(key)) throw new Error(`jsonObject: key ${JSON.stringify(key)} is not an identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<JsonRow<S>>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** `json_agg(… order by …)` of objects (a shape) or of one column's values; null when no row matches. */
export function jsonAgg<S extends JsonShape>(shape: S, ...orderBy: SQLWrapper[]): SQL<JsonRow<S>[] | null>;
export function jsonAgg<C extends Column>(
  column: C,
  ...orderBy: SQLWrapper[]
): SQL<Jsonified<GetColumnData<C>>[] | null>;
export function jsonAgg(value: JsonShape | Column, ...orderBy: SQLWrapper[]): SQL {
  const item = is(value, Column) ? value : jsonObject(value);
  return sql`json_agg(${item} order by ${sql.join(orderBy, sql`, `)})`;
}

/** `coalesce(array_agg(column), '{}')`: the column's values as an array, empty when nothing matches. */
export const arrayAgg = <C extends Column>(column: C) =>
  sql<GetColumnData<C, 'raw'>[]>`coalesce(array_agg(${column}), '{}')`;

/** A query selecting a single value: usable as a scalar subquery of that value's type. */
type ScalarQuery<T> = TypedQueryBuilder<unknown, Record<string, T>[]>;

/** A scalar subquery, `(select …)`, typed by the one field it selects. */
export const scalar = <T>(query: ScalarQuery<T>) => sql<T>`${query}`;

/** A correlated `json_agg` subquery as a JSON array: `[]` instead of null when nothing matches. */
export const jsonList = <T>(query: ScalarQuery<T[] | null>) => sql<T[]>`coalesce(${query}, '[]'::json)`;

/**
 * `column` is one of the ids bound to the placeholder `name` as one comma-separated text ('3,5,8'; the caller binds
 * `ids.join(',')`): a prepared statement then takes any number of ids in a single parameter.
 */
export const inIdList = (column: SQLWrapper, name: string) =>
  sql`${column} = any(string_to_array(${sql.placeholder(name)}::text, ',')::int[])`;

/** `coalesce(sum(column), 0)` as a number (bigint sums arrive as strings from some drivers). */
export const sumOf = (column: Column) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A list and its total, from two queries that run side by side: `{ data, total }`. */
export async function withTotal<T>(
  list: PromiseLike<T[]>,
  count: PromiseLike<{ total: number }[]>,
): Promise<{ data: T[]; total: number }> {
  const [data, [row]] = await Promise.all([list, count]);
  return { data, total: row?.total ?? 0 };
}

/** An API timestamp: columns read as Date through the builder, and as ISO strings from inside JSON. */
export function toIso(v: Date | string): string;
export function toIso(v: Date | string | null): string | null;
export function toIso(v: Date | string | null): string | null {
  return v === null ? null : new Date(v).toISOString();
}
