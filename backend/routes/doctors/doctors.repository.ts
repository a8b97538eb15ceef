import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow, jsonList, nameCol, pageWithTotal, rows, whereAll } from '../../lib/sql';
import { imageOf } from '../../lib/files';
import { ratingOf, toClinicSummary, type ClinicSummaryRow } from '../../lib/dto';
import type { Doctor, NamedRef } from '../../schemas/entities';
import type { TaxonomyFilter } from '../../lib/taxonomy-filter';
import { clinicTaxonomyConditions } from '../clinics/clinics.repository';

interface DoctorRow {
  id: number;
  name: string;
  description: string | null;
  profile_image: string | null;
  average_rating: number | string;
  review_count: number;
  specialties: NamedRef[];
  clinic: ClinicSummaryRow;
}

const toDoctor = (r: DoctorRow): Doctor => ({
  id: r.id,
  name: r.name,
  description: r.description,
  profileImage: imageOf(r.profile_image),
  clinic: toClinicSummary(r.clinic),
  specialties: r.specialties,
  averageRating: ratingOf(r.average_rating),
  reviewCount: Number(r.review_count),
});

const selectDoctors = (ids: SQL, lang: Lang) => sql`
  select d.id, d.name, d.description, d.profile_image, d.average_rating, d.review_count,
    ${jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', ${nameCol('s', lang)}) order by s.id)
      from doctor_specialties ds join specialties s on s.id = ds.specialty_id where ds.doctor_id = d.id`)} as specialties,
    json_build_object('id', c.id, 'name', c.name, 'road_address', c.road_address,
      'detail_address', c.detail_address, 'profile_image', c.profile_image) as clinic
  from (${ids}) page join doctors d on d.id = page.id join clinics c on c.id = d.clinic_id
  order by d.review_count desc, d.id`;

export async function getDoctor(db: DbOrTx, id: number, lang: Lang): Promise<Doctor | undefined> {
  const row = await firstRow<DoctorRow>(db, selectDoctors(sql`select ${id}::int as id`, lang));
  return row && toDoctor(row);
}

/** Full doctors for the ids a subquery yields (column `id`), e.g. a member's bookmarks; most reviewed first. */
export async function doctorsIn(db: DbOrTx, ids: SQL, lang: Lang): Promise<Doctor[]> {
  return (await rows<DoctorRow>(db, selectDoctors(ids, lang))).map(toDoctor);
}

export async function listDoctors(
  db: DbOrTx,
  q: TaxonomyFilter & { clinicId?: number; offset: number; limit: number; lang: Lang },
): Promise<{ data: Doctor[]; total: number }> {
  // A doctor matches a specialty of their own; treatments, concerns and parts through their clinic.
  const where = whereAll([
    q.clinicId ? sql`d.clinic_id = ${q.clinicId}` : undefined,
    q.specialtyId
      ? sql`d.id in (select ds.doctor_id from doctor_specialties ds where ds.specialty_id = ${q.specialtyId})`
      : undefined,
    ...clinicTaxonomyConditions(sql`d.clinic_id`, { ...q, specialtyId: undefined }),
  ]);
  const ids = sql`select d.id
    from doctors d where ${where} order by d.review_count desc, d.id offset ${q.offset} limit ${q.limit}`;
  return pageWithTotal(db, selectDoctors(ids, q.lang), sql`select count(*) as total from doctors d where ${where}`, toDoctor);
}
