import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { concerns, parts, specialties, treatments } from '../db/schema';
import type { Lang } from './params';
import { jsonAgg, jsonList, nameIn, qb } from './sql';

/** A table linking owner rows (clinics, doctors, events, reviews, concerns, treatments) to taxonomy entries. */
export interface TaxonomyLink {
  table: PgTable;
  owner: PgColumn;
  target: PgColumn;
}

type TaxonomyTable = typeof specialties | typeof parts | typeof concerns | typeof treatments;

/** The entries of `target` linked to the row `ownerId`, as a JSON list `[{ id, name }]` in `lang`, by id. */
export const linkedNames = (ownerId: PgColumn, link: TaxonomyLink, target: TaxonomyTable, lang: Lang) =>
  jsonList(
    qb
      .select({ list: jsonAgg({ id: target.id, name: nameIn(target, lang) }, target.id) })
      .from(link.table)
      .innerJoin(target, eq(target.id, link.target))
      .where(eq(link.owner, ownerId)),
  );
