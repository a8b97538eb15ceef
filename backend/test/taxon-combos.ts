import type { TestBackend } from './backend';

// The explore filters combined as the hub's picker builds them (specialty > treatment; specialty > part >
// concern > treatment; part > concern), over the taxonomy's real paths, and the rule they follow counted the
// plain way: an owner matches when, for every given value, one of its treatments reaches that value.

export type TaxonKey = 'specialtyId' | 'partId' | 'concernId' | 'treatmentId';
export type Combo = Partial<Record<TaxonKey, number>>;

export const COMBO_SHAPES: TaxonKey[][] = [
  ['specialtyId', 'treatmentId'],
  ['specialtyId', 'partId'],
  ['specialtyId', 'partId', 'concernId'],
  ['specialtyId', 'partId', 'concernId', 'treatmentId'],
  ['partId', 'concernId'],
];

/** Up to `perShape` distinct combinations of each shape, spread over the taxonomy's paths. */
export async function taxonCombos(t: TestBackend, perShape: number): Promise<Combo[]> {
  const paths = await t.query<{ specialtyId: number; partId: number; concernId: number; treatmentId: number }>(
    `select distinct ts.specialty_id as "specialtyId", cp.part_id as "partId", tc.concern_id as "concernId", ts.treatment_id as "treatmentId"
       from treatment_specialties ts join treatment_concerns tc on tc.treatment_id = ts.treatment_id
       join concern_parts cp on cp.concern_id = tc.concern_id order by 1, 2, 3, 4`,
  );
  return COMBO_SHAPES.flatMap((shape) => {
    const distinct = [
      ...new Map(
        paths.map((p) => [shape.map((k) => p[k]).join('/'), Object.fromEntries(shape.map((k) => [k, p[k]])) as Combo]),
      ).values(),
    ];
    const step = Math.max(1, Math.floor(distinct.length / perShape));
    return distinct.filter((_, i) => i % step === 0).slice(0, perShape);
  });
}

/** A condition on `owner` (an id column of reviews or events) meeting every value of `combo`, and its parameters. */
export function comboCondition(
  link: 'review_treatments' | 'event_treatments',
  owner: string,
  combo: Combo,
): { sql: string; params: number[] } {
  const ownerColumn = link === 'review_treatments' ? 'review_id' : 'event_id';
  const reach: Record<TaxonKey, (n: number) => string> = {
    treatmentId: (n) => `where l.treatment_id = $${n}`,
    specialtyId: (n) =>
      `join treatment_specialties ts on ts.treatment_id = l.treatment_id where ts.specialty_id = $${n}`,
    concernId: (n) => `join treatment_concerns tc on tc.treatment_id = l.treatment_id where tc.concern_id = $${n}`,
    partId: (n) =>
      `join treatment_concerns tc on tc.treatment_id = l.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id where cp.part_id = $${n}`,
  };
  const keys = Object.keys(combo) as TaxonKey[];
  return {
    sql: keys
      .map((k, i) => `exists (select 1 from ${link} l ${reach[k](i + 1)} and l.${ownerColumn} = ${owner})`)
      .join(' and '),
    params: keys.map((k) => combo[k]!),
  };
}

export const comboQuery = (combo: Combo): Record<string, string> =>
  Object.fromEntries(Object.entries(combo).map(([k, v]) => [k, `${v}`]));

/**
 * A specialty and a concern that some treatment meets both alone, and two treatments t1 and t2 each meeting only
 * one of them: an owner with t1 and t2 meets the pair only across its treatments.
 */
export async function acrossPair(
  t: TestBackend,
): Promise<{ specialty: number; concern: number; t1: number; t2: number }> {
  const [pair] = await t.query<{ specialty: number; concern: number; t1: number; t2: number }>(
    `select ts.specialty_id as specialty, tc.concern_id as concern, ts.treatment_id as t1, tc.treatment_id as t2
       from treatment_specialties ts cross join treatment_concerns tc
      where not exists (select 1 from treatment_concerns x where x.treatment_id = ts.treatment_id and x.concern_id = tc.concern_id)
        and not exists (select 1 from treatment_specialties y where y.treatment_id = tc.treatment_id and y.specialty_id = ts.specialty_id)
        and exists (select 1 from treatment_specialties z join treatment_concerns w on w.treatment_id = z.treatment_id
                     where z.specialty_id = ts.specialty_id and w.concern_id = tc.concern_id)
      order by 1, 2, 3, 4 limit 1`,
  );
  if (!pair) throw new Error('the taxonomy has no specialty and concern met only across two treatments');
  return pair;
}
