import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  concernParts,
  eventTreatmentSets,
  reviewTreatmentSets,
  treatmentConcerns,
  treatments,
  treatmentSpecialties,
} from '../db/schema';
import { qb } from './sql';
import type { TaxonomyLink } from './taxonomy-links';

/** The explore filter (docs/product.md#explore-hub-contents): any combination of specialty, part, concern and treatment. */
export interface TaxonomyFilter {
  specialtyId?: number;
  partId?: number;
  concernId?: number;
  treatmentId?: number;
  /**
   * Never from a request: set by narrowTaxonomy in place of combined values, the treatments ('{3,7}') that each
   * meet them all alone; a row matches when it has one of them.
   */
  anyTreatments?: string;
  /**
   * Set by narrowTaxonomy with anyTreatments when few rows (2,000) have one of those treatments: the
   * condition then fetches them by id, which beats walking a list order past the rows another filter (an
   * area, a clinic) leaves out.
   */
  fewOwners?: boolean;
}

/** At most this many owners with one of the narrowed treatments: fetched by id (see fewOwners). */
let fewOwnersAtMost = 2000;

/** Tests run the lists with both forms of the narrowed condition (0: never fetched by id). */
export function setFewOwnersForTests(atMost: number): void {
  fewOwnersAtMost = atMost;
}

/** The filter's keys, and the taxonomy each names (the maintained counts' `taxonomy`, backend/lib/taxa.ts). */
export const TAXON_KEYS = ['specialtyId', 'partId', 'concernId', 'treatmentId'] as const;
export const TAXONOMY_OF = {
  specialtyId: 'specialty',
  partId: 'part',
  concernId: 'concern',
  treatmentId: 'treatment',
} as const;

/** Only the filter's own keys (a query object may carry more): what shapes and fills a prepared query. */
export const taxonomyOf = (q: TaxonomyFilter): TaxonomyFilter => ({
  specialtyId: q.specialtyId,
  partId: q.partId,
  concernId: q.concernId,
  treatmentId: q.treatmentId,
});

/**
 * Conditions on `owner` (an id column) through a link table to treatments (its `target`): a row matches
 * a treatment it is linked to, and a specialty, concern or part through those treatments. The given
 * filters decide which conditions there are; their values are placeholders named like the filter's keys
 * (the queries are prepared once per shape, lib/prepared.ts).
 */
export function treatmentLinkConditions(owner: PgColumn, link: TaxonomyLink, f: TaxonomyFilter): (SQL | undefined)[] {
  const linked = () => qb.select({ id: link.owner }).from(link.table);
  return [
    f.treatmentId !== undefined
      ? inArray(owner, linked().where(eq(link.target, sql.placeholder('treatmentId'))))
      : undefined,
    f.anyTreatments === undefined
      ? undefined
      : f.fewOwners
        ? sql`${owner} = any(array(${linked().where(sql`${link.target} = any(${sql.placeholder('anyTreatments')}::int[])`)}))`
        : inArray(owner, linked().where(sql`${link.target} = any(${sql.placeholder('anyTreatments')}::int[])`)),
    f.specialtyId !== undefined
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentSpecialties, eq(treatmentSpecialties.treatmentId, link.target))
            .where(eq(treatmentSpecialties.specialtyId, sql.placeholder('specialtyId'))),
        )
      : undefined,
    f.concernId !== undefined
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentConcerns, eq(treatmentConcerns.treatmentId, link.target))
            .where(eq(treatmentConcerns.concernId, sql.placeholder('concernId'))),
        )
      : undefined,
    f.partId !== undefined
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentConcerns, eq(treatmentConcerns.treatmentId, link.target))
            .innerJoin(concernParts, eq(concernParts.concernId, treatmentConcerns.concernId))
            .where(eq(concernParts.partId, sql.placeholder('partId'))),
        )
      : undefined,
  ];
}

type TaxonKey = (typeof TAXON_KEYS)[number];

/** The ids of the treatments a filter value (`v`: its placeholder or its value) reaches, as an int[]. */
const TREATMENTS_OF: Record<TaxonKey, (v: SQL) => SQL> = {
  treatmentId: (v) => sql`array[${v}::int]`,
  specialtyId: (v) =>
    sql`array(select ${treatmentSpecialties.treatmentId} from ${treatmentSpecialties} where ${treatmentSpecialties.specialtyId} = ${v})`,
  concernId: (v) =>
    sql`array(select ${treatmentConcerns.treatmentId} from ${treatmentConcerns} where ${treatmentConcerns.concernId} = ${v})`,
  partId: (v) =>
    sql`array(select ${treatmentConcerns.treatmentId} from ${treatmentConcerns} join ${concernParts} on ${concernParts.concernId} = ${treatmentConcerns.concernId} where ${concernParts.partId} = ${v})`,
};

const placeholderOf = (k: TaxonKey): SQL => sql`${sql.placeholder(k)}`;

/**
 * The same filter on a treatment-set column (review_treatment_sets, event_treatment_sets: sorted treatment ids
 * with their count): a set matches when it shares a treatment with every given value, as an owner with those
 * treatments matches treatmentLinkConditions. Summing the matching sets' counts is the list's total.
 */
export function treatmentSetConditions(
  set: PgColumn,
  f: TaxonomyFilter,
  value: (k: TaxonKey) => SQL = placeholderOf,
): SQL[] {
  return TAXON_KEYS.filter((k) => f[k] !== undefined).map((k) => sql`${set} && ${TREATMENTS_OF[k](value(k))}`);
}

/** A table of treatment sets: its key column and the count that says how many owners have each set. */
export interface TreatmentSets {
  table: PgTable;
  treatments: PgColumn;
  count: PgColumn;
}

export const REVIEW_SETS: TreatmentSets = {
  table: reviewTreatmentSets,
  treatments: reviewTreatmentSets.treatments,
  count: reviewTreatmentSets.reviews,
};
export const EVENT_SETS: TreatmentSets = {
  table: eventTreatmentSets,
  treatments: eventTreatmentSets.treatments,
  count: eventTreatmentSets.events,
};

/**
 * Combined values (피부과 > 얼굴 > a concern) as one condition the planner walks in list order: when every
 * owner meeting them has a treatment that meets them all alone (no owner meets them only across two of its
 * treatments, which the sets' counts say), they are the same as "has one of those treatments", and the filter
 * comes back with `anyTreatments` in their place (and `fewOwners` when few rows have them). Otherwise, or for
 * fewer than two values, it comes back as given.
 */
export async function narrowTaxonomy<F extends TaxonomyFilter>(db: DbOrTx, sets: TreatmentSets, f: F): Promise<F> {
  const given = TAXON_KEYS.filter((k) => f[k] !== undefined);
  if (given.length < 2) return f;
  const value = (k: TaxonKey) => sql`${f[k]}::int`;
  const alone = sql`array(select ${treatments.id} from ${treatments} where ${sql.join(
    given.map((k) => sql`${treatments.id} = any(${TREATMENTS_OF[k](value(k))})`),
    sql` and `,
  )} order by 1)`;
  // Any set with owners that meets the values without one of those treatments (a count is never summed, so
  // a drifted negative one cannot hide another).
  const across = sql`exists (select 1 from ${sets.table}
    where ${and(...treatmentSetConditions(sets.treatments, f, value))} and not (${sets.treatments} && a.ids) and ${sets.count} > 0)`;
  // How many owners have one of them (each in one set: never counted twice).
  const reach = sql`(select coalesce(sum(${sets.count}), 0)::int from ${sets.table} where ${sets.treatments} && a.ids)`;
  const result = (await db.execute(
    sql`select a.ids::text as ids, ${across} as across, ${reach} as reach from (select ${alone} as ids) a`,
  )) as unknown as {
    rows: { ids: string; across: boolean; reach: number }[];
  };
  const [row] = result.rows;
  if (row.across) return f;
  const narrowed: F = {
    ...f,
    anyTreatments: row.ids,
    ...(Number(row.reach) <= fewOwnersAtMost ? { fewOwners: true } : {}),
  };
  for (const k of given) delete narrowed[k];
  return narrowed;
}
