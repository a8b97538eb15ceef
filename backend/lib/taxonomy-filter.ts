import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { concernParts, treatmentConcerns, treatmentSpecialties } from '../db/schema';
import { qb } from './sql';
import type { TaxonomyLink } from './taxonomy-links';

/** The explore filter of spec §2: any combination of specialty, part, concern and treatment. */
export interface TaxonomyFilter {
  specialtyId?: number;
  partId?: number;
  concernId?: number;
  treatmentId?: number;
}

/**
 * Conditions on `owner` (an id column) through a link table to treatments (its `target`): a row matches a treatment
 * it is linked to, and a specialty, concern or part through those treatments.
 */
export function treatmentLinkConditions(owner: PgColumn, link: TaxonomyLink, f: TaxonomyFilter): (SQL | undefined)[] {
  const linked = () => qb.select({ id: link.owner }).from(link.table);
  return [
    f.treatmentId ? inArray(owner, linked().where(eq(link.target, f.treatmentId))) : undefined,
    f.specialtyId
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentSpecialties, eq(treatmentSpecialties.treatmentId, link.target))
            .where(eq(treatmentSpecialties.specialtyId, f.specialtyId)),
        )
      : undefined,
    f.concernId
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentConcerns, eq(treatmentConcerns.treatmentId, link.target))
            .where(eq(treatmentConcerns.concernId, f.concernId)),
        )
      : undefined,
    f.partId
      ? inArray(
          owner,
          linked()
            .innerJoin(treatmentConcerns, eq(treatmentConcerns.treatmentId, link.target))
            .innerJoin(concernParts, eq(concernParts.concernId, treatmentConcerns.concernId))
            .where(eq(concernParts.partId, f.partId)),
        )
      : undefined,
  ];
}
