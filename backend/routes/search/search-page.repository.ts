import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import type { SearchOverview, SearchPageList } from '@/contracts/search';
import type { SearchPageSection } from '@/contracts/search-sections';
import { unionAll } from 'drizzle-orm/pg-core';
import { preparedFor } from '../../lib/prepared';
import {
  inListOrder,
  listedPage,
  probeBranch,
  walkedPage,
  type ListedRow,
  type ListedSection,
  type Values,
} from './search-page.listed';
import { pageQuery, type Lookup } from './search-page.query';
import { taxonBranch, taxonPage } from './search-page.taxonomy';

const LISTED_SECTIONS = ['clinics', 'doctors', 'events', 'reviews'] as const satisfies ListedSection[];

/** Rows per section on the page before the reader chooses a section. */
export const SEARCH_OVERVIEW_SIZE = 5;
/** A section's rows are counted up to this many (past it the page says '1,000+'), and paged as far. */
export const SEARCH_PAGE_COUNT_CAP = 1000;

type Item = SearchPageList['data'][number];

/** A large section's row as the API names it: a clinic or doctor has a name, an event or review a title. */
function toItem(section: ListedSection, { id, text, clinicName }: ListedRow): Item {
  if (section === 'clinics') return { id, name: text };
  if (section === 'doctors') return { id, name: text, clinicName: clinicName ?? '' };
  return { id, title: text, clinicName: clinicName ?? '' };
}

/**
 * A page of one section, and how many rows match as far as `probe` tells (large sections stop counting at
 * `probe`; the taxonomy is counted when `probe` asks for more than the page).
 */
async function readSection(
  db: DbOrTx,
  section: SearchPageSection,
  lookup: Lookup,
  lang: Lang,
  values: Values,
  probe: number,
) {
  if (section === 'specialties' || section === 'treatments') {
    const { rows, total } = await taxonPage(db, section, lookup, lang, values, probe > values.limit);
    return { items: rows as Item[], matched: total ?? rows.length };
  }
  const { rows, matched } = await listedPage(db, section, lookup, values, probe);
  return { items: rows.map((row) => toItem(section, row)), matched };
}

/** One section of the search page: a page of its rows (within the first SEARCH_PAGE_COUNT_CAP) and their count. */
export async function searchSection(
  db: DbOrTx,
  section: SearchPageSection,
  q: string,
  lang: Lang,
  offset: number,
  limit: number,
): Promise<SearchPageList> {
  const { lookup, values } = pageQuery(q);
  const page: Values = { ...values, offset, limit: Math.max(0, Math.min(limit, SEARCH_PAGE_COUNT_CAP - offset)) };
  const { items, matched } = await readSection(db, section, lookup, lang, page, SEARCH_PAGE_COUNT_CAP + 1);
  return { data: items, total: Math.min(matched, SEARCH_PAGE_COUNT_CAP), totalCapped: matched > SEARCH_PAGE_COUNT_CAP };
}

/**
 * Every section's first rows, and whether it has more: what /search shows before a section is chosen. One
 * statement reads the taxonomy's first names and probes the large sections (search-page.listed.ts); a probe that
 * comes back short is every match, so only a section matching more rows than the view shows takes another step.
 */
export async function searchOverview(db: DbOrTx, q: string, lang: Lang): Promise<SearchOverview> {
  const { lookup, values } = pageQuery(q);
  // One more than shown tells whether the section has more; the probe asks for one more again.
  const first: Values = { ...values, offset: 0, limit: SEARCH_OVERVIEW_SIZE + 1 };
  const probe = SEARCH_OVERVIEW_SIZE + 2;
  const rows = await preparedFor(db, `searchPage.overview:${lookup}:${lang}`, () =>
    unionAll(
      taxonBranch(db, 'specialties', lookup, lang),
      taxonBranch(db, 'treatments', lookup, lang),
      ...LISTED_SECTIONS.map((section) => probeBranch(db, section, lookup)),
    ),
  ).execute({ ...first, probe });
  const of = (section: SearchPageSection) => rows.filter((r) => r.section === section);
  const listed = await Promise.all(
    LISTED_SECTIONS.map(async (section) => {
      const found = of(section);
      const page =
        found.length < probe ? inListOrder(found).slice(0, first.limit) : await walkedPage(db, section, lookup, first);
      return page.map((row) => toItem(section, row));
    }),
  );
  const cut = <T>(items: T[]) => ({
    items: items.slice(0, SEARCH_OVERVIEW_SIZE),
    hasMore: items.length > SEARCH_OVERVIEW_SIZE,
  });
  const [clinics, doctors, events, reviews] = listed.map(cut);
  return {
    specialties: cut(of('specialties').map(({ id, text }) => ({ id, name: text }))),
    treatments: cut(of('treatments').map(({ id, text, specialtyId }) => ({ id, name: text, specialtyId }))),
    clinics: clinics as SearchOverview['clinics'],
    doctors: doctors as SearchOverview['doctors'],
    events: events as SearchOverview['events'],
    reviews: reviews as SearchOverview['reviews'],
  };
}
