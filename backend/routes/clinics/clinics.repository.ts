import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow, jsonList, nameCol, pageWithTotal, rows, whereAll } from '../../lib/sql';
import { imageOf } from '../../lib/files';
import { ratingOf, toImages } from '../../lib/dto';
import type { Clinic, NamedRef } from '../../schemas/entities';
import { treatmentLinkConditions, type TaxonomyFilter } from '../../lib/taxonomy-filter';

/**
 * Conditions matching clinics (by id expression) on the explore filters: a clinic matches its own
 * specialties, and a treatment, concern or part through the treatments it offers.
 */
export function clinicTaxonomyConditions(clinicId: SQL, f: TaxonomyFilter): (SQL | undefined)[] {
  return [
    f.specialtyId
      ? sql`${clinicId} in (select cs.clinic_id from clinic_specialties cs where cs.specialty_id = ${f.specialtyId})`
      : undefined,
    ...treatmentLinkConditions(clinicId, 'clinic_treatments', 'clinic_id', { ...f, specialtyId: undefined }),
  ];
}

interface ClinicRow {
  id: number;
  name: string;
  description: string | null;
  road_address: string | null;
  detail_address: string | null;
  profile_image: string | null;
  banner_image: string | null;
  average_rating: number | string;
  review_count: number;
  specialties: NamedRef[];
  doctors: NamedRef[];
  events: { id: number; title: string }[];
  introduction_images: string[];
}

const toClinic = (r: ClinicRow): Clinic => ({
  id: r.id,
  name: r.name,
  description: r.description,
  address: { roadAddress: r.road_address, detailAddress: r.detail_address },
  specialties: r.specialties,
  doctors: r.doctors,
  events: r.events,
  profileImage: imageOf(r.profile_image),
  bannerImage: imageOf(r.banner_image),
  introductionImages: toImages(r.introduction_images),
  averageRating: ratingOf(r.average_rating),
  reviewCount: Number(r.review_count),
});

// Selects full clinic entities for the ids produced by `ids` (a subquery yielding `id`), in list order.
const selectClinics = (ids: SQL, lang: Lang) => sql`
  select c.id, c.name, c.description, c.road_address, c.detail_address, c.profile_image, c.banner_image,
    c.average_rating, c.review_count,
    ${jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', ${nameCol('s', lang)}) order by s.id)
      from clinic_specialties cs join specialties s on s.id = cs.specialty_id where cs.clinic_id = c.id`)} as specialties,
    ${jsonList(sql`select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id)
      from doctors d where d.clinic_id = c.id`)} as doctors,
    ${jsonList(sql`select json_agg(json_build_object('id', e.id, 'title', e.title) order by e.id)
      from events e where e.clinic_id = c.id`)} as events,
    ${jsonList(sql`select json_agg(ci.path order by ci.position, ci.id) from clinic_images ci where ci.clinic_id = c.id`)}
      as introduction_images
  from (${ids}) page join clinics c on c.id = page.id
  order by c.review_count desc, c.id`;

export async function getClinic(db: DbOrTx, id: number, lang: Lang): Promise<Clinic | undefined> {
  const row = await firstRow<ClinicRow>(db, selectClinics(sql`select ${id}::int as id`, lang));
  return row && toClinic(row);
}

/** Full clinics for the ids a subquery yields (column `id`), e.g. a member's bookmarks; most reviewed first. */
export async function clinicsIn(db: DbOrTx, ids: SQL, lang: Lang): Promise<Clinic[]> {
  return (await rows<ClinicRow>(db, selectClinics(ids, lang))).map(toClinic);
}

export async function listClinics(
  db: DbOrTx,
  q: TaxonomyFilter & { offset: number; limit: number; lang: Lang },
): Promise<{ data: Clinic[]; total: number }> {
  const where = whereAll(clinicTaxonomyConditions(sql`c.id`, q));
  // Most reviewed first; the id tie-break keeps paging stable.
  const ids = sql`select c.id
    from clinics c where ${where} order by c.review_count desc, c.id offset ${q.offset} limit ${q.limit}`;
  return pageWithTotal(db, selectClinics(ids, q.lang), sql`select count(*) as total from clinics c where ${where}`, toClinic);
}
