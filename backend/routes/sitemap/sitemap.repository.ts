import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, rows, toIso, whereAll } from '../../lib/sql';

export const SITEMAP_TYPES = ['clinics', 'doctors', 'events', 'reviews'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  id: number;
  updatedAt: string;
}

// Fixed table names and "last modified" expressions per type: never built from input (type is an enum).
const SOURCES: Record<SitemapType, { table: SQL; updated: SQL }> = {
  clinics: { table: sql.raw('clinics'), updated: sql.raw('t.created_at') },
  doctors: { table: sql.raw('doctors'), updated: sql.raw('t.created_at') },
  events: { table: sql.raw('events'), updated: sql.raw('t.created_at') },
  reviews: { table: sql.raw('reviews'), updated: sql.raw('coalesce(t.updated_at, t.created_at)') },
};

interface EntryRow {
  id: number;
  updated_at: Date | string;
}

/**
 * Ids and last-modified times of one entity type, by id ascending: all a sitemap needs, read from the
 * primary key index only. `afterId` is a keyset cursor (`id > afterId`, an index range, cheap at any
 * depth); `offset` counts from there. An offset is resolved by a subquery that walks the primary key
 * alone (`select id … offset n limit 1`, an index-only scan), so the outer query still reads only
 * `limit` rows from the table instead of fetching and discarding `offset` of them.
 */
export async function listSitemapEntries(
  db: DbOrTx,
  type: SitemapType,
  q: { offset: number; limit: number; afterId?: number },
): Promise<{ data: SitemapEntry[]; total: number }> {
  const { table, updated } = SOURCES[type];
  const after = (alias: string) => (q.afterId === undefined ? undefined : sql`${sql.raw(alias)}.id > ${q.afterId}`);
  const start =
    q.offset > 0
      ? sql`t.id >= (select s.id from ${table} s where ${whereAll([after('s')])} order by s.id offset ${q.offset} limit 1)`
      : undefined;
  const page = sql`select t.id, ${updated} as updated_at from ${table} t
    where ${whereAll([after('t'), start])} order by t.id limit ${q.limit}`;
  const [list, count] = await Promise.all([
    rows<EntryRow>(db, page),
    firstRow<{ total: number | string }>(db, sql`select count(*) as total from ${table}`),
  ]);
  return {
    data: list.map((r) => ({ id: Number(r.id), updatedAt: toIso(r.updated_at) as string })),
    total: Number(count?.total ?? 0),
  };
}
