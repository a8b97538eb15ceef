import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, reviews } from '../../db/schema';
import { preparedFor } from '../../lib/prepared';
import { inIdList } from '../../lib/sql';
import { exactMatch, indexedMatch, type Lookup, type PageQuery } from './search-page.query';

/*
 * The large sections of the search page: clinics, doctors and events (most reviewed first) and reviews
 * (newest first). A page of them is found in at most three steps, each bounded whatever the query matches:
 *
 * 1. probe: up to `probe` matching rows in no order, through the search indexes (or, for a query the
 *    statistics say is common, a scan that stops as soon as it has them). Fewer than asked means these are
 *    all the matches: they are sorted here and the page's rows read by id. A query matching nothing costs an
 *    index lookup.
 * 2. walk: otherwise the rows are walked in list order and tested, stopping at the page's last row: quick when
 *    a query matches many rows. The walk goes at most `window` rows (2,000 for the first pages, more for deeper
 *    ones, up to 50,000).
 * 3. indexed: when the walk ends short of the page, the index finds every match and only those are sorted;
 *    `rank + 0` keeps the planner off the list-order index, which it would otherwise walk to the end.
 * The clinic's name is joined once the page is cut.
 */

export type ListedSection = 'clinics' | 'doctors' | 'events' | 'reviews';
export type Values = PageQuery['values'] & { offset: number; limit: number };
export type ListedRow = { id: number; text: string; clinicName: string | null };
type Ranked = { id: number; rank: number };

interface Listed {
  id: PgColumn;
  text: PgColumn;
  initials: PgColumn;
  grams: PgColumn;
  /** Joined for the clinic's name (doctors, events, reviews). */
  clinicId: PgColumn | null;
  /** The list order, descending: review count, or a review's id (newest first). */
  rank: PgColumn;
}

const LISTED: Record<ListedSection, Listed> = {
  clinics: {
    id: clinics.id,
    text: clinics.name,
    initials: clinics.nameInitials,
    grams: clinics.nameInitialGrams,
    clinicId: null,
    rank: clinics.reviewCount,
  },
  doctors: {
    id: doctors.id,
    text: doctors.name,
    initials: doctors.nameInitials,
    grams: doctors.nameInitialGrams,
    clinicId: doctors.clinicId,
    rank: doctors.reviewCount,
  },
  events: {
    id: events.id,
    text: events.title,
    initials: events.titleInitials,
    grams: events.titleInitialGrams,
    clinicId: events.clinicId,
    rank: events.reviewCount,
  },
  reviews: {
    id: reviews.id,
    text: reviews.title,
    initials: reviews.titleInitials,
    grams: reviews.titleInitialGrams,
    clinicId: reviews.clinicId,
    rank: reviews.id,
  },
};

/** The clinics section lists published clinics only. */
const publishedOnly = (section: ListedSection) => (section === 'clinics' ? eq(clinics.isPublished, true) : undefined);

const byListOrder = (a: Ranked, b: Ranked) => b.rank - a.rank || a.id - b.id;
const windowFor = (values: Values) => Math.min(50_000, Math.max(2_000, (values.offset + values.limit) * 50));
const ph = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  window: sql.placeholder('window'),
  probe: sql.placeholder('probe'),
};

type Query<T> = { execute(values: Record<string, unknown>): Promise<T[]> };

function queries(db: DbOrTx, section: ListedSection, lookup: Lookup) {
  const t = LISTED[section];
  const table = t.id.table;
  // The order's column under its own name (a review's rank is its id, selected beside it), and the clinic's id
  // (none for clinics).
  const rank = sql<number>`${t.rank}`.mapWith(Number).as('rank');
  const key = (step: string) => `searchPage.${section}.${step}:${lookup}`;
  /** `{id, text, clinicName}` of the rows `cut` holds, in list order. */
  const named = (cut: SQL.Aliased | ReturnType<typeof pageOf>) => {
    const p = (cut as ReturnType<typeof pageOf>).as('p');
    const clinicName = t.clinicId ? clinics.name : sql<null>`null`;
    // A review a 임시조치 hides shows no title (docs/moderation.md).
    const text =
      section === 'reviews'
        ? sql<string>`case when exists (select 1 from reviews h where h.id = ${p.id} and h.hidden_until > now()) then '' else ${p.text} end`
        : p.text;
    const q = db.select({ id: p.id, text, clinicName }).from(p);
    return (t.clinicId ? q.innerJoin(clinics, eq(clinics.id, p.clinicId)) : q).orderBy(desc(p.rank), p.id);
  };
  const clinicId = sql<number | null>`${t.clinicId ?? sql`null`}`.as('clinic_id');
  const columns = { id: t.id, text: t.text, clinicId, rank };
  const pageOf = (where: SQL, ...order: SQL[]) =>
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(ph.limit)
      .offset(ph.offset);
  // Unpublished clinics (new partners completing their profile) are not listed.
  const matches = and(indexedMatch(lookup, t.text, t.initials, t.grams), publishedOnly(section))!;

  return {
    probe: preparedFor(db, key('probe'), () =>
      db.select({ id: t.id, rank }).from(table).where(matches).limit(ph.probe),
    ) as Query<Ranked>,
    byIds: preparedFor(db, `searchPage.${section}.byIds`, () =>
      named(
        db
          .select(columns)
          .from(table)
          .where(and(inIdList(t.id, 'ids'), publishedOnly(section))),
      ),
    ) as Query<ListedRow>,
    walk: preparedFor(db, key('walk'), () => {
      const walk = db
        .select({ ...columns, initials: t.initials })
        .from(table)
        .where(publishedOnly(section))
        .orderBy(desc(t.rank), t.id)
        .limit(ph.window)
        .as('walk');
      const cut = db
        .select({ id: walk.id, text: walk.text, clinicId: walk.clinicId, rank: walk.rank })
        .from(walk)
        .where(exactMatch(lookup, walk.text, walk.initials))
        .orderBy(desc(walk.rank), walk.id)
        .limit(ph.limit)
        .offset(ph.offset);
      return named(cut as unknown as ReturnType<typeof pageOf>);
    }) as Query<ListedRow>,
    indexed: preparedFor(db, key('indexed'), () =>
      named(pageOf(matches, sql`${t.rank} + 0 desc`, sql`${t.id}`)),
    ) as Query<ListedRow>,
  };
}

/** Steps 2 and 3: the page when the probe found more rows than it asked for. */
export async function walkedPage(
  db: DbOrTx,
  section: ListedSection,
  lookup: Lookup,
  values: Values,
): Promise<ListedRow[]> {
  const q = queries(db, section, lookup);
  const walked = await q.walk.execute({ ...values, window: windowFor(values) });
  return walked.length >= values.limit ? walked : q.indexed.execute(values);
}

/**
 * A page (`offset`, `limit`) of a large section, in list order, and how many rows the probe found: fewer than
 * `probe` is every match, `probe` itself means at least that many.
 */
export async function listedPage(db: DbOrTx, section: ListedSection, lookup: Lookup, values: Values, probe: number) {
  const q = queries(db, section, lookup);
  const found = await q.probe.execute({ ...values, probe });
  if (found.length >= probe) return { rows: await walkedPage(db, section, lookup, values), matched: found.length };
  const ids = inListOrder(found)
    .slice(values.offset, values.offset + values.limit)
    .map((r) => r.id);
  const place = new Map(ids.map((id, i) => [id, i]));
  const rows = ids.length ? await q.byIds.execute({ ids: ids.join(',') }) : [];
  return { rows: rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!), matched: found.length };
}

/** Rows sorted as the section lists them. */
export const inListOrder = <T extends Ranked>(rows: T[]) => rows.sort(byListOrder);

/**
 * The first view's probe of a section, as one branch of a union (search-page.repository.ts): up to `probe`
 * matching rows, whole, with the section's name and `rank` for sorting.
 */
export function probeBranch(db: DbOrTx, section: ListedSection, lookup: Lookup) {
  const t = LISTED[section];
  const fields = {
    section: sql<string>`${sql.raw(`'${section}'`)}`.as('section'),
    id: sql<number>`${t.id}`.as('id'),
    text: sql<string>`${t.text}`.as('text'),
    clinicName: sql<string | null>`${t.clinicId ? clinics.name : sql`null::text`}`.as('clinic_name'),
    rank: sql<number>`${t.rank}::bigint`.mapWith(Number).as('rank'),
    specialtyId: sql<number | null>`null::int`.as('specialty_id'),
  };
  const from = db.select(fields).from(t.id.table);
  return (t.clinicId ? from.innerJoin(clinics, eq(clinics.id, t.clinicId)) : from)
    .where(and(indexedMatch(lookup, t.text, t.initials, t.grams), publishedOnly(section)))
    .limit(ph.probe);
}
