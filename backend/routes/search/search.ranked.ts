import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import { clinics, doctors, events } from '../../db/schema';
import { jsonAgg, qb, scalar, type JsonRow, type JsonShape } from '../../lib/sql';

// The integrated search's sections of clinics, doctors and events (search.repository.ts), and what all sections share.

/** One more than a section shows (SEARCH_SECTION_SIZE): the sixth tells whether to draw the ellipsis marker. */
export const LIMIT = 6;

/** A case-sensitive substring, `q` as given. */
export const contains = (column: SQLWrapper) => sql`strpos(${column}, ${sql.placeholder('q')}) > 0`;

/**
 * A row count written into the statement, not bound as a parameter: a generic plan does not know a parameter's value
 * and estimates each limited step at a tenth of its table, so PostgreSQL judged it too costly and planned every call.
 */
export const rows = (n: number) => sql.raw(String(n)) as unknown as number;

/** A section's rows as a JSON array in `order`, null when none: a scalar subquery over `rows`. */
export type Rows = Parameters<ReturnType<typeof qb.select>['from']>[0];
export const listOf = <S extends JsonShape>(rows: Rows, shape: S, ...order: SQLWrapper[]) =>
  qb.select({ list: jsonAgg(shape, ...order) }).from(rows);

/**
 * Clinics, doctors and events, index-backed (see the schema's searchIndexes). Three or more characters: LIKE
 * with the pattern escaped (`pattern` = '%q%'), which the trigram GIN index answers. One or two: no trigram
 * exists, so the GIN index over the text's characters finds the rows holding all of them, and strpos keeps
 * those holding them in order.
 */
export type Length = 'short' | 'long';
const matches = (length: Length, column: PgColumn, chars: PgColumn) =>
  length === 'long'
    ? sql`${column} like ${sql.placeholder('pattern')}`
    : sql`${chars} @> string_to_array(${sql.placeholder('q')}::text, NULL) and ${contains(column)}`;

/*
 * Clinics, doctors and events are ranked by review count, and a section shows the first six matches. Up to four steps
 * keep that fast whatever the query matches, each run only when the ones before it fell short (firstOf):
 * 1. the FIRST most reviewed rows, read in rank order and filtered: enough when a query matches many rows (one in 80
 *    or more, spread evenly), where the search index would hand over tens of thousands to sort;
 * 2. the search index, stopping at PROBE matches: fewer means these are all of them, and only they are sorted. A query
 *    that matches nothing, or little, ends here after an index lookup;
 * 3. the TOP most reviewed rows, filtered as in step 1, further down the ranking;
 * 4. every match from the search index, sorted: only a query with PROBE matches or more and fewer than six among the
 *    TOP comes this far.
 * The planner is not left to choose, as it cannot tell '뷁' (no row) from '김' (thousands) by its statistics: every
 * step is written out, and the statement's plan is the same for every query (a generic plan, see search.repository.ts).
 * Step 2 alone would cost a query matching 50,000 rows their whole bitmap (6 ms), hence step 1 before it. `unindexed`
 * keeps steps 2 and 4 off the rank index.
 */
const FIRST = 500;
const PROBE = 100;
const TOP = 2000;
const unindexed = (rank: PgColumn) => sql`${rank} + 0 desc`;
// Written as is, not as a parameter: a generic plan can then read the partial indexes of published clinics.
const published = sql`${clinics.isPublished}`;

type List<T> = TypedQueryBuilder<unknown, { list: T[] | null }[]> & SQLWrapper;
const sixFound = sql`count(*) >= ${sql.raw(String(LIMIT))}`;
const fewerThanProbe = (n: SQLWrapper) => sql`coalesce(max(${n}), 0) < ${sql.raw(String(PROBE))}`;
const probeCount = sql<number>`count(*) over ()`;

/**
 * The first complete list of the steps' (each null unless complete: sixFound, fewerThanProbe). A later step runs only
 * when needed: PostgreSQL evaluates an uncorrelated subquery when its value is first asked for, and coalesce stops at
 * the first non-null.
 */
const firstOf = <T>(...steps: List<T>[]) =>
  sql<T[]>`coalesce(${sql.join(
    steps.map((step) => sql`(${step})`),
    sql`, `,
  )}, '[]'::json)`;

/** Step 2's rows typed as the other steps': the same columns (plus their count `n`), under a different source alias. */
const sameRows = <H>(probed: object) => probed as H;

/** Step 2's list: `[]` when the probe found nothing (the query matches no row). */
const listOrEmpty = <S extends JsonShape>(rows: Rows, shape: S, ...order: SQLWrapper[]) =>
  qb.select({ list: sql<JsonRow<S>[]>`coalesce(${jsonAgg(shape, ...order)}, '[]'::json)` }).from(rows);

export function clinicSection(length: Length) {
  const fields = { id: clinics.id, name: clinics.name, rank: clinics.reviewCount };
  const inTop = (n: number) => {
    const top = qb
      .select(fields)
      .from(clinics)
      .where(published)
      .orderBy(desc(clinics.reviewCount), clinics.id)
      .limit(rows(n))
      .as('top');
    return qb
      .select({ id: top.id, name: top.name, rank: top.rank })
      .from(top)
      .where(contains(top.name))
      .orderBy(desc(top.rank), top.id)
      .limit(rows(LIMIT))
      .as('hit');
  };
  const match = () => and(matches(length, clinics.name, clinics.nameChars), published);
  const some = qb.select(fields).from(clinics).where(match()).limit(rows(PROBE)).as('probe');
  const probed = qb
    .select({ id: some.id, name: some.name, rank: some.rank, n: probeCount.as('n') })
    .from(some)
    .orderBy(desc(some.rank), some.id)
    .limit(rows(LIMIT))
    .as('hit');
  const all = qb
    .select(fields)
    .from(clinics)
    .where(match())
    .orderBy(unindexed(clinics.reviewCount), clinics.id)
    .limit(rows(LIMIT))
    .as('hit');
  const item = (hit: typeof all) => ({ id: hit.id, name: hit.name });
  const list = (hit: typeof all) => listOf(hit, item(hit), desc(hit.rank), hit.id);
  return firstOf(
    list(inTop(FIRST)).having(sixFound),
    listOrEmpty(probed, item(sameRows<typeof all>(probed)), desc(probed.rank), probed.id).having(
      fewerThanProbe(probed.n),
    ),
    list(inTop(TOP)).having(sixFound),
    list(all),
  );
}

export function doctorSection(length: Length) {
  const fields = { id: doctors.id, name: doctors.name, clinicId: doctors.clinicId, rank: doctors.reviewCount };
  const inTop = (n: number) => {
    const top = qb.select(fields).from(doctors).orderBy(desc(doctors.reviewCount), doctors.id).limit(rows(n)).as('top');
    return qb
      .select({ id: top.id, name: top.name, clinicId: top.clinicId, rank: top.rank })
      .from(top)
      .where(contains(top.name))
      .orderBy(desc(top.rank), top.id)
      .limit(rows(LIMIT))
      .as('hit');
  };
  const match = () => matches(length, doctors.name, doctors.nameChars);
  const some = qb.select(fields).from(doctors).where(match()).limit(rows(PROBE)).as('probe');
  const probed = qb
    .select({ id: some.id, name: some.name, clinicId: some.clinicId, rank: some.rank, n: probeCount.as('n') })
    .from(some)
    .orderBy(desc(some.rank), some.id)
    .limit(rows(LIMIT))
    .as('hit');
  const all = qb
    .select(fields)
    .from(doctors)
    .where(match())
    .orderBy(unindexed(doctors.reviewCount), doctors.id)
    .limit(rows(LIMIT))
    .as('hit');
  // clinic_id is a required reference: every doctor has its clinic.
  const clinicName = (clinicId: SQLWrapper) =>
    scalar(qb.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId)));
  const item = (hit: typeof all) => ({ id: hit.id, name: hit.name, clinicName: clinicName(hit.clinicId) });
  const list = (hit: typeof all) => listOf(hit, item(hit), desc(hit.rank), hit.id);
  return firstOf(
    list(inTop(FIRST)).having(sixFound),
    listOrEmpty(probed, item(sameRows<typeof all>(probed)), desc(probed.rank), probed.id).having(
      fewerThanProbe(probed.n),
    ),
    list(inTop(TOP)).having(sixFound),
    list(all),
  );
}

export function eventSection(length: Length) {
  const fields = { id: events.id, title: events.title, rank: events.reviewCount };
  const inTop = (n: number) => {
    const top = qb.select(fields).from(events).orderBy(desc(events.reviewCount), events.id).limit(rows(n)).as('top');
    return qb
      .select({ id: top.id, title: top.title, rank: top.rank })
      .from(top)
      .where(contains(top.title))
      .orderBy(desc(top.rank), top.id)
      .limit(rows(LIMIT))
      .as('hit');
  };
  const match = () => matches(length, events.title, events.titleChars);
  const some = qb.select(fields).from(events).where(match()).limit(rows(PROBE)).as('probe');
  const probed = qb
    .select({ id: some.id, title: some.title, rank: some.rank, n: probeCount.as('n') })
    .from(some)
    .orderBy(desc(some.rank), some.id)
    .limit(rows(LIMIT))
    .as('hit');
  const all = qb
    .select(fields)
    .from(events)
    .where(match())
    .orderBy(unindexed(events.reviewCount), events.id)
    .limit(rows(LIMIT))
    .as('hit');
  const item = (hit: typeof all) => ({ id: hit.id, title: hit.title });
  const list = (hit: typeof all) => listOf(hit, item(hit), desc(hit.rank), hit.id);
  return firstOf(
    list(inTop(FIRST)).having(sixFound),
    listOrEmpty(probed, item(sameRows<typeof all>(probed)), desc(probed.rank), probed.id).having(
      fewerThanProbe(probed.n),
    ),
    list(inTop(TOP)).having(sixFound),
    list(all),
  );
}
