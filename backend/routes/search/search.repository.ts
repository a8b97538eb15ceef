import { desc, eq, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import { nameIn, qb, scalar } from '../../lib/sql';

export const SEARCH_SECTION_SIZE = 5;

export interface SearchSection<T> {
  items: T[];
  hasMore: boolean;
}

export interface SearchResult {
  specialties: SearchSection<{ id: number; name: string }>;
  treatments: SearchSection<{ id: number; name: string; specialtyId: number | null }>;
  clinics: SearchSection<{ id: number; name: string }>;
  doctors: SearchSection<{ id: number; name: string; clinicName: string }>;
  events: SearchSection<{ id: number; title: string }>;
}

// One more than shown tells whether to draw the ellipsis marker.
const LIMIT = SEARCH_SECTION_SIZE + 1;
const section = async <T>(query: PromiseLike<T[]>): Promise<SearchSection<T>> => {
  const found = await query;
  return { items: found.slice(0, SEARCH_SECTION_SIZE), hasMore: found.length > SEARCH_SECTION_SIZE };
};

// strpos, not LIKE: case-sensitive substring with no escaping of % and _.
const contains = (column: PgColumn, q: string) => sql`strpos(${column}, ${q}) > 0`;

/**
 * Spec §2 integrated search: case-sensitive substring over specialties, treatments, clinics, doctors
 * and events (by title). Each section stops after six matches.
 */
export async function search(db: DbOrTx, q: string, lang: Lang): Promise<SearchResult> {
  const firstSpecialty = qb
    .select({ id: min(treatmentSpecialties.specialtyId) })
    .from(treatmentSpecialties)
    .where(eq(treatmentSpecialties.treatmentId, treatments.id));
  const [specialtyHits, treatmentHits, clinicHits, doctorHits, eventHits] = await Promise.all([
    section(
      db
        .select({ id: specialties.id, name: nameIn(specialties, lang) })
        .from(specialties)
        .where(contains(nameIn(specialties, lang), q))
        .orderBy(specialties.id)
        .limit(LIMIT),
    ),
    section(
      db
        .select({ id: treatments.id, name: nameIn(treatments, lang), specialtyId: scalar(firstSpecialty) })
        .from(treatments)
        .where(contains(nameIn(treatments, lang), q))
        .orderBy(treatments.id)
        .limit(LIMIT),
    ),
    section(
      db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(contains(clinics.name, q)).orderBy(desc(clinics.reviewCount), clinics.id).limit(LIMIT),
    ),
    section(
      db
        .select({ id: doctors.id, name: doctors.name, clinicName: clinics.name })
        .from(doctors)
        .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(contains(doctors.name, q))
        .orderBy(desc(doctors.reviewCount), doctors.id)
        .limit(LIMIT),
    ),
    section(
      db.select({ id: events.id, title: events.title }).from(events).where(contains(events.title, q)).orderBy(desc(events.reviewCount), events.id).limit(LIMIT),
    ),
  ]);
  return { specialties: specialtyHits, treatments: treatmentHits, clinics: clinicHits, doctors: doctorHits, events: eventHits };
}
