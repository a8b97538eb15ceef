import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { concernParts, treatmentConcerns, treatmentSpecialties } from '../db/schema';
import { qb } from './sql';
import type { TaxonomyLink } from './taxonomy-links';

/** The explore filter (docs/product.md#explore-hub-contents): any combination of specialty, part, concern and treatment. */
export interface TaxonomyFilter {
  specialtyId?: number;
  partId?: number;
  concernId?: number;
  treatmentId?: number;
}

/** The filter's keys, and the taxonomy each names (the maintained counts' `taxonomy`, backend/lib/taxa.ts). */
export const TAXON_KEYS = ['specialtyId', 'partId', 'concernId', 'treatmentId'] as const;
export const TAXONOMY_OF = { specialtyId: 'specialty', partId: 'part', concernId: 'concern', treatmentId: 'treatment' } as const;

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
    f.treatmentId !== undefined ? inArray(owner, linked().where(eq(link.target, sql.placeholder('treatmentId')))) : undefined,
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

/** The ids of the treatments a filter value reaches (its placeholder is named like its key), as an int[]. */
const TREATMENTS_OF: Record<(typeof TAXON_KEYS)[number], () => SQL> = {
  treatmentId: () => sql`array[${sql.placeholder('treatmentId')}::int]`,
  specialtyId: () =>
    sql`array(select ${treatmentSpecialties.treatmentId} from ${treatmentSpecialties} where ${treatmentSpecialties.specialtyId} = ${sql.placeholder('specialtyId')})`,
  concernId: () =>
    sql`array(select ${treatmentConcerns.treatmentId} from ${treatmentConcerns} where ${treatmentConcerns.concernId} = ${sql.placeholder('concernId')})`,
  partId: () =>
    sql`array(select ${treatmentConcerns.treatmentId} from ${treatmentConcerns} join ${concernParts} on ${concernParts.concernId} = ${treatmentConcerns.concernId} where ${concernParts.partId} = ${sql.placeholder('partId')})`,
};

/**
 * The same filter on a treatment-set column (review_treatment_sets, event_treatment_sets: sorted treatment ids
 * with their count): a set matches when it shares a treatment with every given value, as an owner with those
 * treatments matches treatmentLinkConditions. Summing the matching sets' counts is the list's total.
 */
export function treatmentSetConditions(set: PgColumn, f: TaxonomyFilter): SQL[] {
  return TAXON_KEYS.filter((k) => f[k] !== undefined).map((k) => sql`${set} && ${TREATMENTS_OF[k]()}`);
}
