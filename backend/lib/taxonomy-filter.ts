import { sql, type SQL } from 'drizzle-orm';

/** The explore filter of spec §2: any combination of specialty, part, concern and treatment. */
export interface TaxonomyFilter {
  specialtyId?: number;
  partId?: number;
  concernId?: number;
  treatmentId?: number;
}

type TreatmentLink = 'clinic_treatments' | 'event_treatments' | 'review_treatments';

/**
 * Conditions on `owner` (an id expression) through a link table to treatments: a row matches a treatment
 * it is linked to, and a specialty, concern or part through those treatments.
 */
export function treatmentLinkConditions(owner: SQL, table: TreatmentLink, ownerColumn: string, f: TaxonomyFilter): (SQL | undefined)[] {
  const via = (join: SQL, cond: SQL) =>
    sql`${owner} in (select l.${sql.raw(ownerColumn)} from ${sql.raw(table)} l ${join} where ${cond})`;
  return [
    f.treatmentId ? via(sql``, sql`l.treatment_id = ${f.treatmentId}`) : undefined,
    f.specialtyId
      ? via(sql`join treatment_specialties ts on ts.treatment_id = l.treatment_id`, sql`ts.specialty_id = ${f.specialtyId}`)
      : undefined,
    f.concernId
      ? via(sql`join treatment_concerns tc on tc.treatment_id = l.treatment_id`, sql`tc.concern_id = ${f.concernId}`)
      : undefined,
    f.partId
      ? via(
          sql`join treatment_concerns tc on tc.treatment_id = l.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id`,
          sql`cp.part_id = ${f.partId}`,
        )
      : undefined,
  ];
}
