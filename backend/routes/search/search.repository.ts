import { eq, min, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import type { SearchResult } from '@/contracts/search';
import { preparedFor } from '../../lib/prepared';
import { jsonList, nameIn, qb, scalar } from '../../lib/sql';
import {
  clinicSection,
  contains,
  doctorSection,
  eventSection,
  LIMIT,
  listOf,
  rows,
  type Length,
} from './search.ranked';

export const SEARCH_SECTION_SIZE = LIMIT - 1;

export type { SearchResult };

/** '%q%' with LIKE's own characters (\, % and _) escaped, so they match themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/*
 * One statement answers every section: one round trip and one connection from the pool instead of eight statements
 * (five sections, three in two steps). It is named (lib/prepared.ts), so each connection parses it once and, after
 * five executions, reuses a generic plan: the plan is the same for every query by design (search.ranked.ts), and
 * planning it was a third of the statement's time (0.5 of 1.5 ms; docs/benchmarks.md, 2026-11-29, part 3).
 */

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
    .limit(rows(LIMIT))
    .as('hit');
  return jsonList(listOf(hit, { id: hit.id, name: hit.name }, hit.id));
}

function treatmentSection(lang: Lang) {
  const hit = qb
    .select({ id: treatments.id, name: nameIn(treatments, lang) })
    .from(treatments)
    .where(contains(nameIn(treatments, lang)))
    .orderBy(treatments.id)
    .limit(rows(LIMIT))
    .as('hit');
  return jsonList(listOf(hit, { id: hit.id, name: hit.name, specialtyId: scalar(firstSpecialty(hit.id)) }, hit.id));
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
