import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

// The taxonomy values a review or an event matches on the explore filters (lib/taxonomy-filter.ts): its
// treatments, and the specialties, concerns and parts of those treatments. For the maintained totals
// (review_taxon_counts, event_taxon_counts): a list's total under one filter value is one row.

/** A table linking owners (reviews, events) to treatments. */
export interface TreatmentLinkTable {
  table: 'review_treatments' | 'event_treatments';
  owner: 'review_id' | 'event_id';
}

export const REVIEW_LINKS: TreatmentLinkTable = { table: 'review_treatments', owner: 'review_id' };
export const EVENT_LINKS: TreatmentLinkTable = { table: 'event_treatments', owner: 'event_id' };

/**
 * (owner_id, taxonomy, taxon_id) rows, with repeats (one owner may reach a specialty twice), of `source`: a
 * subquery of (owner_id, treatment_id) pairs. The one statement of the rule; every use below feeds it pairs.
 */
function taxaRows(source: SQL): SQL {
  return sql`select lt.owner_id, 'treatment' as taxonomy, lt.treatment_id as taxon_id from ${source} lt
  union all select lt.owner_id, 'specialty', ts.specialty_id from ${source} lt
    join treatment_specialties ts on ts.treatment_id = lt.treatment_id
  union all select lt.owner_id, 'concern', tc.concern_id from ${source} lt
    join treatment_concerns tc on tc.treatment_id = lt.treatment_id
  union all select lt.owner_id, 'part', cp.part_id from ${source} lt
    join treatment_concerns tc on tc.treatment_id = lt.treatment_id
    join concern_parts cp on cp.concern_id = tc.concern_id`;
}

/** The link table's (owner_id, treatment_id) pairs where `where` holds (its rows are `l`). */
const linkPairs = (l: TreatmentLinkTable, where: SQL): SQL =>
  sql`(select l.${sql.raw(l.owner)} as owner_id, l.treatment_id from ${sql.raw(l.table)} l where ${where})`;

/** The distinct taxa of the owner row `ownerRef` (e.g. r.id), for a lateral join: (taxonomy, taxon_id). */
export const taxaOfOne = (l: TreatmentLinkTable, ownerRef: SQL): SQL =>
  sql`(select distinct taxonomy, taxon_id from (${taxaRows(linkPairs(l, sql`l.${sql.raw(l.owner)} = ${ownerRef}`))}) x)`;

/**
 * The treatment set of the owner row `ownerRef` (e.g. r.id): its treatment ids sorted, the key of
 * review_treatment_sets and event_treatment_sets (empty for an owner without treatments, which is not counted).
 */
export const treatmentSetOf = (l: TreatmentLinkTable, ownerRef: SQL): SQL =>
  sql`array(select l.treatment_id from ${sql.raw(l.table)} l where l.${sql.raw(l.owner)} = ${ownerRef} order by l.treatment_id)`;

/**
 * The distinct taxa of a treatment set (an int[] expression such as s.treatments), for a lateral join: the taxa of
 * every owner with that set. (taxonomy, taxon_id).
 */
export const taxaOfSet = (treatments: SQL): SQL =>
  sql`(select distinct taxonomy, taxon_id from (${taxaRows(sql`(select 0 as owner_id, t as treatment_id from unnest(${treatments}) t)`)}) x)`;

/** Every owner's treatment set at once, (owner_id, treatments), for the bulk recounts. */
export const treatmentSetsOfAll = (l: TreatmentLinkTable): SQL =>
  sql`(select l.${sql.raw(l.owner)} as owner_id, array_agg(l.treatment_id order by l.treatment_id) as treatments from ${sql.raw(l.table)} l group by 1)`;

/**
 * Adds one event, with the treatments it has now, to event_taxon_counts and event_treatment_sets, or with -1
 * takes it out: a write that changes an event's treatments takes it out before and adds it back after, in its
 * transaction (rows in key order, taxonomy counts before sets, so concurrent writers lock them alike).
 */
export async function countEventTaxa(tx: DbOrTx, eventId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`insert into event_taxon_counts as c (taxonomy, taxon_id, events)
    select t.taxonomy, t.taxon_id, ${sql.raw(String(sign))} from ${taxaOfOne(EVENT_LINKS, sql`${eventId}::int`)} t
    order by t.taxonomy, t.taxon_id
    on conflict (taxonomy, taxon_id) do update set events = c.events + excluded.events`);
  await tx.execute(sql`insert into event_treatment_sets as c (treatments, events)
    select s.treatments, ${sql.raw(String(sign))} from (select ${treatmentSetOf(EVENT_LINKS, sql`${eventId}::int`)} as treatments) s
    where cardinality(s.treatments) > 0
    on conflict (treatments) do update set events = c.events + excluded.events`);
}

/** Recomputes event_taxon_counts and event_treatment_sets from the links (after seeding, never per request). */
export async function recountEventTaxa(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from event_treatment_sets`);
  await db.execute(sql`insert into event_treatment_sets (treatments, events)
    select treatments, count(*) from ${treatmentSetsOfAll(EVENT_LINKS)} y group by treatments`);
  // An event's taxa follow from its treatments alone: totals per value are sums over the sets.
  await db.execute(sql`delete from event_taxon_counts`);
  await db.execute(sql`insert into event_taxon_counts (taxonomy, taxon_id, events)
    select y.taxonomy, y.taxon_id, sum(s.events) from event_treatment_sets s cross join lateral ${taxaOfSet(sql`s.treatments`)} y
    group by y.taxonomy, y.taxon_id`);
}

/**
 * Locks, in key order, the count rows of every taxonomy value the treatments before and after a change reach
 * (creating missing rows at zero), then the rows of both treatment sets, before a write that takes an owner
 * out of some counts and puts it into others: both passes then touch rows already held, so two writers moving
 * owners between the same values cannot deadlock.
 */
export async function lockTaxonCounts(
  tx: DbOrTx,
  owner: 'review' | 'event',
  before: number[],
  after: number[],
): Promise<void> {
  const treatmentIds = [...new Set([...before, ...after])];
  if (treatmentIds.length === 0) return;
  const [counts, sets, column] =
    owner === 'review'
      ? ['review_taxon_counts', 'review_treatment_sets', sql.raw('reviews')]
      : ['event_taxon_counts', 'event_treatment_sets', sql.raw('events')];
  const pairs = sql`(select 0 as owner_id, t as treatment_id from unnest(array[${sql.join(
    treatmentIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]) t)`;
  await tx.execute(sql`insert into ${sql.raw(counts)} as c (taxonomy, taxon_id)
    select distinct taxonomy, taxon_id from (${taxaRows(pairs)}) x order by taxonomy, taxon_id
    on conflict (taxonomy, taxon_id) do update set ${column} = c.${column}`);
  // The sets as text literals ('{1,5}'), sorted and without repeats as the set rows hold them.
  const keys = [
    ...new Set(
      [before, after].filter((s) => s.length > 0).map((s) => `{${[...new Set(s)].sort((a, b) => a - b).join(',')}}`),
    ),
  ];
  if (keys.length === 0) return;
  await tx.execute(sql`insert into ${sql.raw(sets)} as c (treatments)
    select s::int[] from unnest(array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) s order by 1
    on conflict (treatments) do update set ${column} = c.${column}`);
}
