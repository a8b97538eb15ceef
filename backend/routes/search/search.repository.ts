import { and, desc, eq, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import type { SearchResult } from '@/contracts/search';
import { preparedFor } from '../../lib/prepared';
import { nameIn, qb, scalar } from '../../lib/sql';

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
 * by its statistics. `unindexed` keeps the second step off the rank index.
 */
const TOP = 2000;
const unindexed = (rank: PgColumn) => sql`${rank} + 0 desc`;

type Values = Record<string, unknown>;
type Prepared<T> = { execute(values: Values): Promise<T[]> };

async function firstOf<T>(top: Prepared<T>, indexed: Prepared<T>, values: Values): Promise<T[]> {
  const found = await top.execute(values);
  return found.length >= LIMIT ? found : indexed.execute(values);
}

/** '%q%' with LIKE's own characters (\, % and _) escaped, so they match themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const firstSpecialty = () =>
  qb
    .select({ id: min(treatmentSpecialties.specialtyId) })
    .from(treatmentSpecialties)
    .where(eq(treatmentSpecialties.treatmentId, treatments.id));

const cut = <T>(found: T[]): { items: T[]; hasMore: boolean } => ({
  items: found.slice(0, SEARCH_SECTION_SIZE),
  hasMore: found.length > SEARCH_SECTION_SIZE,
});

/**
 * Integrated search: case-sensitive substring over specialties, treatments, clinics, doctors
 * and events (by title). Each section stops after six matches; its query is prepared once per language.
 */
export async function search(db: DbOrTx, q: string, lang: Lang): Promise<SearchResult> {
  const length: Length = [...q].length >= 3 ? 'long' : 'short';
  const key = (section: string) => `search.${section}:${lang}`;
  const indexed = (section: string) => `search.${section}:${length}`;
  const values = { q, pattern: likePattern(q) };
  const [specialtyHits, treatmentHits, clinicHits, doctorHits, eventHits] = await Promise.all([
    preparedFor(db, key('specialties'), () =>
      db
        .select({ id: specialties.id, name: nameIn(specialties, lang) })
        .from(specialties)
        .where(contains(nameIn(specialties, lang)))
        .orderBy(specialties.id)
        .limit(LIMIT),
    ).execute({ q }),
    preparedFor(db, key('treatments'), () =>
      db
        .select({ id: treatments.id, name: nameIn(treatments, lang), specialtyId: scalar(firstSpecialty()) })
        .from(treatments)
        .where(contains(nameIn(treatments, lang)))
        .orderBy(treatments.id)
        .limit(LIMIT),
    ).execute({ q }),
    firstOf(
      preparedFor(db, 'search.clinics:top', () => {
        const top = db
          .select({ id: clinics.id, name: clinics.name, rank: clinics.reviewCount })
          .from(clinics)
          .where(eq(clinics.isPublished, true))
          .orderBy(desc(clinics.reviewCount), clinics.id)
          .limit(TOP)
          .as('top');
        return db
          .select({ id: top.id, name: top.name })
          .from(top)
          .where(contains(top.name))
          .orderBy(desc(top.rank), top.id)
          .limit(LIMIT);
      }),
      preparedFor(db, indexed('clinics'), () =>
        db
          .select({ id: clinics.id, name: clinics.name })
          .from(clinics)
          .where(and(matches(length, clinics.name, clinics.nameChars), eq(clinics.isPublished, true)))
          .orderBy(unindexed(clinics.reviewCount), clinics.id)
          .limit(LIMIT),
      ),
      values,
    ),
    firstOf(
      preparedFor(db, 'search.doctors:top', () => {
        const top = db
          .select({ id: doctors.id, name: doctors.name, clinicId: doctors.clinicId, rank: doctors.reviewCount })
          .from(doctors)
          .orderBy(desc(doctors.reviewCount), doctors.id)
          .limit(TOP)
          .as('top');
        return db
          .select({ id: top.id, name: top.name, clinicName: clinics.name })
          .from(top)
          .innerJoin(clinics, eq(clinics.id, top.clinicId))
          .where(contains(top.name))
          .orderBy(desc(top.rank), top.id)
          .limit(LIMIT);
      }),
      preparedFor(db, indexed('doctors'), () =>
        db
          .select({ id: doctors.id, name: doctors.name, clinicName: clinics.name })
          .from(doctors)
          .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
          .where(matches(length, doctors.name, doctors.nameChars))
          .orderBy(unindexed(doctors.reviewCount), doctors.id)
          .limit(LIMIT),
      ),
      values,
    ),
    firstOf(
      preparedFor(db, 'search.events:top', () => {
        const top = db
          .select({ id: events.id, title: events.title, rank: events.reviewCount })
          .from(events)
          .orderBy(desc(events.reviewCount), events.id)
          .limit(TOP)
          .as('top');
        return db
          .select({ id: top.id, title: top.title })
          .from(top)
          .where(contains(top.title))
          .orderBy(desc(top.rank), top.id)
          .limit(LIMIT);
      }),
      preparedFor(db, indexed('events'), () =>
        db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(matches(length, events.title, events.titleChars))
          .orderBy(unindexed(events.reviewCount), events.id)
          .limit(LIMIT),
      ),
      values,
    ),
  ]);
  return {
    specialties: cut(specialtyHits),
    treatments: cut(treatmentHits),
    clinics: cut(clinicHits),
    doctors: cut(doctorHits),
    events: cut(eventHits),
  };
}
