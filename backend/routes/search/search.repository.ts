import { desc, eq, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, specialties, treatments, treatmentSpecialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import type { SearchResult } from '../../schemas/search';
import { preparedFor } from '../../lib/prepared';
import { nameIn, qb, scalar } from '../../lib/sql';

export const SEARCH_SECTION_SIZE = 5;

export type { SearchResult };

// One more than shown tells whether to draw the ellipsis marker.
const LIMIT = SEARCH_SECTION_SIZE + 1;

// strpos, not LIKE: case-sensitive substring with no escaping of % and _. `q` is a placeholder.
const contains = (column: PgColumn) => sql`strpos(${column}, ${sql.placeholder('q')}) > 0`;

const firstSpecialty = () =>
  qb
    .select({ id: min(treatmentSpecialties.specialtyId) })
    .from(treatmentSpecialties)
    .where(eq(treatmentSpecialties.treatmentId, treatments.id));

const cut = <T>(found: T[]): { items: T[]; hasMore: boolean } => ({ items: found.slice(0, SEARCH_SECTION_SIZE), hasMore: found.length > SEARCH_SECTION_SIZE });

/**
 * Integrated search: case-sensitive substring over specialties, treatments, clinics, doctors
 * and events (by title). Each section stops after six matches; its query is prepared once per language.
 */
export async function search(db: DbOrTx, q: string, lang: Lang): Promise<SearchResult> {
  const key = (section: string) => `search.${section}:${lang}`;
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
    preparedFor(db, key('clinics'), () =>
      db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(contains(clinics.name)).orderBy(desc(clinics.reviewCount), clinics.id).limit(LIMIT),
    ).execute({ q }),
    preparedFor(db, key('doctors'), () =>
      db
        .select({ id: doctors.id, name: doctors.name, clinicName: clinics.name })
        .from(doctors)
        .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(contains(doctors.name))
        .orderBy(desc(doctors.reviewCount), doctors.id)
        .limit(LIMIT),
    ).execute({ q }),
    preparedFor(db, key('events'), () =>
      db.select({ id: events.id, title: events.title }).from(events).where(contains(events.title)).orderBy(desc(events.reviewCount), events.id).limit(LIMIT),
    ).execute({ q }),
  ]);
  return { specialties: cut(specialtyHits), treatments: cut(treatmentHits), clinics: cut(clinicHits), doctors: cut(doctorHits), events: cut(eventHits) };
}
