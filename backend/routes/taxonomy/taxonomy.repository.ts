import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { jsonList, nameCol, rows } from '../../lib/sql';
import type { Concern, Part, Specialty, Treatment } from '../../schemas/entities';

export function listSpecialties(db: DbOrTx, lang: Lang) {
  return rows<Specialty>(db, sql`select s.id, ${nameCol('s', lang)} as name from specialties s order by s.id`);
}

export function listParts(db: DbOrTx, lang: Lang) {
  return rows<Part>(db, sql`select p.id, ${nameCol('p', lang)} as name from parts p order by p.id`);
}

export function listConcerns(db: DbOrTx, lang: Lang) {
  return rows<Concern>(
    db,
    sql`select c.id, ${nameCol('c', lang)} as name,
      ${jsonList(sql`select json_agg(json_build_object('id', p.id, 'name', ${nameCol('p', lang)}) order by p.id)
        from concern_parts cp join parts p on p.id = cp.part_id where cp.concern_id = c.id`)} as parts
    from concerns c order by c.id`,
  );
}

export function listTreatments(db: DbOrTx, lang: Lang) {
  return rows<Treatment>(
    db,
    sql`select t.id, ${nameCol('t', lang)} as name,
      ${jsonList(sql`select json_agg(json_build_object('id', c.id, 'name', ${nameCol('c', lang)}) order by c.id)
        from treatment_concerns tc join concerns c on c.id = tc.concern_id where tc.treatment_id = t.id`)} as concerns,
      ${jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', ${nameCol('s', lang)}) order by s.id)
        from treatment_specialties ts join specialties s on s.id = ts.specialty_id where ts.treatment_id = t.id`)} as specialties
    from treatments t order by t.id`,
  );
}
