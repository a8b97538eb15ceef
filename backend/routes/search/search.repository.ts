import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { nameCol, rows } from '../../lib/sql';

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
const section = async <T>(db: DbOrTx, query: SQL): Promise<SearchSection<T>> => {
  const found = await rows<T>(db, sql`${query} limit ${SEARCH_SECTION_SIZE + 1}`);
  return { items: found.slice(0, SEARCH_SECTION_SIZE), hasMore: found.length > SEARCH_SECTION_SIZE };
};

/**
 * Spec §2 integrated search: case-sensitive substring (strpos, so no LIKE escaping) over specialties,
 * treatments, clinics, doctors and events (by title). Each section stops after six matches.
 */
export async function search(db: DbOrTx, q: string, lang: Lang): Promise<SearchResult> {
  const [specialties, treatments, clinics, doctors, events] = await Promise.all([
    section<{ id: number; name: string }>(
      db,
      sql`select s.id, ${nameCol('s', lang)} as name from specialties s where strpos(${nameCol('s', lang)}, ${q}) > 0 order by s.id`,
    ),
    section<{ id: number; name: string; specialtyId: number | null }>(
      db,
      sql`select t.id, ${nameCol('t', lang)} as name,
          (select min(ts.specialty_id) from treatment_specialties ts where ts.treatment_id = t.id) as "specialtyId"
        from treatments t where strpos(${nameCol('t', lang)}, ${q}) > 0 order by t.id`,
    ),
    section<{ id: number; name: string }>(
      db,
      sql`select c.id, c.name from clinics c where strpos(c.name, ${q}) > 0 order by c.review_count desc, c.id`,
    ),
    section<{ id: number; name: string; clinicName: string }>(
      db,
      sql`select d.id, d.name, c.name as "clinicName" from doctors d join clinics c on c.id = d.clinic_id
        where strpos(d.name, ${q}) > 0 order by d.review_count desc, d.id`,
    ),
    section<{ id: number; title: string }>(
      db,
      sql`select e.id, e.title from events e where strpos(e.title, ${q}) > 0 order by e.review_count desc, e.id`,
    ),
  ]);
  return { specialties, treatments, clinics, doctors, events };
}
