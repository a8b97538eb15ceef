import { and, desc, eq, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import type { SearchResult } from '@/contracts/search';
import { preparedFor } from '../../lib/prepared';
import { jsonAgg, jsonList, nameIn, qb, scalar, type JsonShape } from '../../lib/sql';

export const SEARCH_SECTION_SIZE = 5;

export type { SearchResult };

// One more than shown tells whether to draw the ellipsis marker.
const LIMIT = SEARCH_SECTION_SIZE + 1;

// The small taxonomy tables: a case-sensitive substring, `q` as given.
const contains = (column: SQLWrapper) => sql`strpos(${column}, ${sql.placeholder('q')}) > 0`;

/**
 * Clinics, doctors and events, index-backed (see the schema's searchIndexes). Three or more characters: LIKE
 * with the pattern escaped (`pattern` = '%q%'), which the trigram GIN index answers. One or two: no trigram
 * exists, so the GIN index over the text's characters finds the rows holding all of them, and strpos keeps
 * those holding them in order.
 */
type Length = 'short' | 'long';
const matches = (length: Length, column: PgColumn, chars: PgColumn) =>
  length === 'long'
    ? sql`${column} like ${sql.placeholder('pattern')}`
    : sql`${chars} @> string_to_array(${sql.placeholder('q')}::text, NULL) and ${contains(column)}`;

/**
 * Clinics, doctors and events are ranked by review count, and a section shows the first six matches. Two
 * steps keep that fast whatever the query matches: the TOP most reviewed rows are read in rank order and
 * filtered (enough when a query matches many rows, where an index would hand over tens of thousands to
 * sort); when fewer than six of them match, the search index finds every match and only those are sorted.
 * The planner is not left to choose between the two, as it cannot tell '뷁' (no row) from '김' (thousands)
 * by its statistics: both are written out, and the second runs only when the first falls short (firstOf).
 * `unindexed` keeps the second step off the rank index.
 */
const TOP = 2000;
const unindexed = (rank: PgColumn) => sql`${rank} + 0 desc`;
// Written as is, not as a parameter: a generic plan can then read the partial indexes of published clinics.
const published = sql`${clinics.isPublished}`;

/** '%q%' with LIKE's own characters (\, % and _) escaped, so they match themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * One statement answers every section: one round trip and one connection from the pool instead of eight statements
 * (five sections, three in two steps). It is named (lib/prepared.ts), so each connection parses it once and, after
 * five executions, reuses a generic plan: the plan is the same for every query by design (the two steps above), and
 * planning it was a third of the statement's time (0.5 of 1.5 ms; docs/benchmarks.md, 2026-11-29, part 3).
 */

/** A section's rows as a JSON array in `order`, null when none: a scalar subquery over `rows`. */
type Rows = Parameters<ReturnType<typeof qb.select>['from']>[0];
const listOf = <S extends JsonShape>(rows: Rows, shape: S, ...order: SQLWrapper[]) =>
  qb.select({ list: jsonAgg(shape, ...order) }).from(rows);

type List<T> = TypedQueryBuilder<unknown, { list: T[] | null }[]> & SQLWrapper;
const sixFound = sql`count(*) >= ${sql.raw(String(LIMIT))}`;

/**
 * The first step's list when it holds all six, else the second's. The second step runs only then: PostgreSQL
 * evaluates an uncorrelated subquery when its value is first needed, and coalesce stops at the first non-null.
 */
const firstOf = <T>(top: List<T>, indexed: List<T>) => sql<T[]>`coalesce((${top}), (${indexed}), '[]'::json)`;

const firstSpecialty = (treatmentId: SQLWrapper) =>
  qb
    .select({ id: min(treatmentSpecialties.specialtyId) })
    .from(treatmentSpecialties)
    .where(eq(treatmentSpecialties.treatmentId, treatmentId));

function specialtySection(lang: Lang) {
  const hit = qb
    .select({ id: specialties.id, name: nameIn(specialties, lang) })
    .from(specialties)
    .where(contains(nameIn(specialties, lang)))
    .orderBy(specialties.id)
    .limit(LIMIT)
    .as('hit');
  return jsonList(listOf(hit, { id: hit.id, name: hit.name }, hit.id));
}

function treatmentSection(lang: Lang) {
  const hit = qb
    .select({ id: treatments.id, name: nameIn(treatments, lang) })
    .from(treatments)
    .where(contains(nameIn(treatments, lang)))
    .orderBy(treatments.id)
    .limit(LIMIT)
    .as('hit');
  return jsonList(listOf(hit, { id: hit.id, name: hit.name, specialtyId: scalar(firstSpecialty(hit.id)) }, hit.id));
}

function clinicSection(length: Length) {
  const top = qb
    .select({ id: clinics.id, name: clinics.name, rank: clinics.reviewCount })
    .from(clinics)
    .where(published)
    .orderBy(desc(clinics.reviewCount), clinics.id)
    .limit(TOP)
    .as('top');
  const inTop = qb
    .select({ id: top.id, name: top.name, rank: top.rank })
    .from(top)
    .where(contains(top.name))
    .orderBy(desc(top.rank), top.id)
    .limit(LIMIT)
    .as('hit');
  const found = qb
    .select({ id: clinics.id, name: clinics.name, rank: clinics.reviewCount })
    .from(clinics)
    .where(and(matches(length, clinics.name, clinics.nameChars), published))
    .orderBy(unindexed(clinics.reviewCount), clinics.id)
    .limit(LIMIT)
    .as('hit');
  const list = (hit: typeof found) => listOf(hit, { id: hit.id, name: hit.name }, desc(hit.rank), hit.id);
  return firstOf(list(inTop).having(sixFound), list(found));
}

function doctorSection(length: Length) {
  const top = qb
    .select({ id: doctors.id, name: doctors.name, clinicId: doctors.clinicId, rank: doctors.reviewCount })
    .from(doctors)
    .orderBy(desc(doctors.reviewCount), doctors.id)
    .limit(TOP)
    .as('top');
  const inTop = qb
    .select({ id: top.id, name: top.name, clinicId: top.clinicId, rank: top.rank })
    .from(top)
    .where(contains(top.name))
    .orderBy(desc(top.rank), top.id)
    .limit(LIMIT)
    .as('hit');
  const found = qb
    .select({ id: doctors.id, name: doctors.name, clinicId: doctors.clinicId, rank: doctors.reviewCount })
    .from(doctors)
    .where(matches(length, doctors.name, doctors.nameChars))
    .orderBy(unindexed(doctors.reviewCount), doctors.id)
    .limit(LIMIT)
    .as('hit');
  // clinic_id is a required reference: every doctor has its clinic.
  const clinicName = (clinicId: SQLWrapper) =>
    scalar(qb.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId)));
  const list = (hit: typeof found) =>
    listOf(hit, { id: hit.id, name: hit.name, clinicName: clinicName(hit.clinicId) }, desc(hit.rank), hit.id);
  return firstOf(list(inTop).having(sixFound), list(found));
}

function eventSection(length: Length) {
  const top = qb
    .select({ id: events.id, title: events.title, rank: events.reviewCount })
    .from(events)
    .orderBy(desc(events.reviewCount), events.id)
    .limit(TOP)
    .as('top');
  const inTop = qb
    .select({ id: top.id, title: top.title, rank: top.rank })
    .from(top)
    .where(contains(top.title))
    .orderBy(desc(top.rank), top.id)
    .limit(LIMIT)
    .as('hit');
  const found = qb
    .select({ id: events.id, title: events.title, rank: events.reviewCount })
    .from(events)
    .where(matches(length, events.title, events.titleChars))
    .orderBy(unindexed(events.reviewCount), events.id)
    .limit(LIMIT)
    .as('hit');
  const list = (hit: typeof found) => listOf(hit, { id: hit.id, title: hit.title }, desc(hit.rank), hit.id);
  return firstOf(list(inTop).having(sixFound), list(found));
}

const cut = <T>(found: T[]): { items: T[]; hasMore: boolean } => ({
  items: found.slice(0, SEARCH_SECTION_SIZE),
  hasMore: found.length > SEARCH_SECTION_SIZE,
});

/**
 * Integrated search: case-sensitive substring over specialties, treatments, clinics, doctors and events (by
 * title). Each section stops after six matches. One statement per language and query length.
 */
export async function search(db: DbOrTx, q: string, lang: Lang): Promise<SearchResult> {
  const length: Length = [...q].length >= 3 ? 'long' : 'short';
  const [found] = await preparedFor(
    db,
    `search:${lang}:${length}`,
    () =>
      db
        .select({
          specialties: specialtySection(lang),
          treatments: treatmentSection(lang),
          clinics: clinicSection(length),
          doctors: doctorSection(length),
          events: eventSection(length),
        })
        // A select of scalar subqueries only: its FROM is a single empty row.
        .from(sql`(select) as one`),
    { named: true },
  ).execute({ q, pattern: likePattern(q) });
  return {
    specialties: cut(found!.specialties),
    treatments: cut(found!.treatments),
    clinics: cut(found!.clinics),
    doctors: cut(found!.doctors),
    events: cut(found!.events),
  };
}
