import { and, count, gt, gte, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, reviews } from '../../db/schema';
import { preparedFor } from '../../lib/prepared';
import { qb, scalar, toIso, withTotal } from '../../lib/sql';

export const SITEMAP_TYPES = ['clinics', 'doctors', 'events', 'reviews'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export interface SitemapEntry {
  id: number;
  updatedAt: string;
}

// The table and "last modified" expression per type: fixed, never built from input (type is an enum).
const SOURCES = {
  clinics: { table: clinics, updated: clinics.createdAt },
  doctors: { table: doctors, updated: doctors.createdAt },
  events: { table: events, updated: events.createdAt },
  reviews: {
    table: reviews,
    updated: sql`coalesce(${reviews.updatedAt}, ${reviews.createdAt})`.mapWith(reviews.createdAt),
  },
};

// Unpublished clinics (new partners still completing their profile) and what belongs to them stay out of the
// sitemap. They are few, so "not one of them" is a small anti-join.
const unpublished = sql`(select c.id from ${clinics} c where not c.is_published)`;
const visible = (type: SitemapType, t: { id: PgColumn; clinicId?: PgColumn }) =>
  type === 'clinics' ? sql`${t.id} not in ${unpublished}` : sql`${t.clinicId!} not in ${unpublished}`;

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
  // The shape: which of the cursor and the offset are given; their values are placeholders.
  const shape = `${type}:${q.afterId !== undefined}:${q.offset > 0}`;
  const page = preparedFor(db, `sitemap:${shape}`, () => {
    const walk = alias(table, 's');
    const after = (id: PgColumn) => (q.afterId === undefined ? undefined : gt(id, sql.placeholder('afterId')));
    const start =
      q.offset > 0
        ? gte(
            table.id,
            scalar(
              qb
                .select({ id: walk.id })
                .from(walk)
                .where(and(after(walk.id), visible(type, walk as never)))
                .orderBy(walk.id)
                .offset(sql.placeholder('offset'))
                .limit(1),
            ),
          )
        : undefined;
    return db
      .select({ id: table.id, updatedAt: updated })
      .from(table)
      .where(and(after(table.id), start, visible(type, table as never)))
      .orderBy(table.id)
      .limit(sql.placeholder('limit'));
  });
  const total = preparedFor(db, `sitemap.total:${type}`, () =>
    db
      .select({ total: count() })
      .from(table)
      .where(visible(type, table as never)),
  );
  return withTotal(
    page.execute(q).then((rows) => rows.map((r) => ({ id: r.id, updatedAt: toIso(r.updatedAt) }))),
    total.execute(),
  );
}
