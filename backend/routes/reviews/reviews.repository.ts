import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow, jsonList, nameCol, pageWithTotal, rows, toIso, whereAll } from '../../lib/sql';
import { toClinicSummary, toPhotos, type ClinicSummaryRow, type PhotoRow } from '../../lib/dto';
import type { NamedRef, Review } from '../../schemas/entities';
import { treatmentLinkConditions, type TaxonomyFilter } from '../../lib/taxonomy-filter';

interface ReviewRow {
  id: number;
  title: string;
  content: string;
  rating: number;
  created_at: Date | string;
  treatments: NamedRef[];
  before_photos: PhotoRow[];
  after_photos: PhotoRow[];
  event: { id: number; title: string } | null;
  clinic: ClinicSummaryRow;
  doctors: NamedRef[];
}

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  title: r.title,
  content: r.content,
  rating: Number(r.rating),
  created_at: toIso(r.created_at)!,
  treatments: r.treatments,
  beforePhotos: toPhotos(r.before_photos),
  afterPhotos: toPhotos(r.after_photos),
  event: r.event,
  clinic: toClinicSummary(r.clinic),
  doctors: r.doctors,
});

const photos = (kind: 'BEFORE' | 'AFTER') =>
  jsonList(sql`select json_agg(json_build_object('path', p.path, 'name', p.name, 'type', p.type, 'size', p.size,
    'hash', p.hash) order by p.position, p.id) from review_photos p where p.review_id = r.id and p.kind = ${kind}`);

const selectReviews = (ids: SQL, lang: Lang) => sql`
  select r.id, r.title, r.content, r.rating, r.created_at,
    ${jsonList(sql`select json_agg(json_build_object('id', t.id, 'name', ${nameCol('t', lang)}) order by t.id)
      from review_treatments rt join treatments t on t.id = rt.treatment_id where rt.review_id = r.id`)} as treatments,
    ${photos('BEFORE')} as before_photos,
    ${photos('AFTER')} as after_photos,
    case when e.id is null then null else json_build_object('id', e.id, 'title', e.title) end as event,
    json_build_object('id', c.id, 'name', c.name, 'road_address', c.road_address,
      'detail_address', c.detail_address, 'profile_image', c.profile_image) as clinic,
    ${jsonList(sql`select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.id)
      from review_doctors rd join doctors d on d.id = rd.doctor_id where rd.review_id = r.id`)} as doctors
  from (${ids}) page join reviews r on r.id = page.id
    join clinics c on c.id = r.clinic_id left join events e on e.id = r.event_id
  order by r.id desc`;

export async function getReview(db: DbOrTx, id: number, lang: Lang): Promise<Review | undefined> {
  const row = await firstRow<ReviewRow>(db, selectReviews(sql`select ${id}::int as id`, lang));
  return row && toReview(row);
}

/** Full reviews for the ids a subquery yields (column `id`), newest first: a member's own or bookmarked reviews. */
export async function reviewsIn(db: DbOrTx, ids: SQL, lang: Lang): Promise<Review[]> {
  return (await rows<ReviewRow>(db, selectReviews(ids, lang))).map(toReview);
}

export type ReviewFilter = TaxonomyFilter & { clinicId?: number; doctorId?: number; eventId?: number; popular?: boolean };

/**
 * "Popular" (home page): well rated (4 or 5) and showing both before and after photos, newest first.
 * A partial index on (id desc) where rating >= 4 keeps it a short index walk.
 */
const POPULAR = sql`r.rating >= 4 and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'BEFORE')
  and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'AFTER')`;

function reviewConditions(f: ReviewFilter): (SQL | undefined)[] {
  return [
    f.popular ? POPULAR : undefined,
    f.clinicId ? sql`r.clinic_id = ${f.clinicId}` : undefined,
    f.eventId ? sql`r.event_id = ${f.eventId}` : undefined,
    f.doctorId ? sql`r.id in (select rd.review_id from review_doctors rd where rd.doctor_id = ${f.doctorId})` : undefined,
    ...treatmentLinkConditions(sql`r.id`, 'review_treatments', 'review_id', f),
  ];
}

/**
 * The total for a filter. With one owner filter (or none) it reads the counters kept by the review
 * writer instead of counting millions of rows.
 */
function countQuery(f: ReviewFilter, where: SQL): SQL {
  const given = Object.entries(f).filter(([, v]) => v !== undefined && v !== false).map(([k]) => k);
  if (given.length === 0) return sql`select coalesce(sum(review_count), 0) as total from clinics`;
  if (given.length === 1 && f.clinicId) return sql`select coalesce(sum(review_count), 0) as total from clinics where id = ${f.clinicId}`;
  if (given.length === 1 && f.doctorId) return sql`select coalesce(sum(review_count), 0) as total from doctors where id = ${f.doctorId}`;
  if (given.length === 1 && f.eventId) return sql`select coalesce(sum(review_count), 0) as total from events where id = ${f.eventId}`;
  return sql`select count(*) as total from reviews r where ${where}`;
}

export async function listReviews(
  db: DbOrTx,
  q: ReviewFilter & { offset: number; limit: number; lang: Lang },
): Promise<{ data: Review[]; total: number }> {
  const { offset, limit, lang, ...filter } = q;
  const where = whereAll(reviewConditions(filter));
  const onlyClinic = filter.clinicId !== undefined && Object.values({ ...filter, clinicId: undefined }).every((v) => v === undefined || v === false);
  // Newest first (ids grow with creation time). A clinic's pages are ranges of its review positions,
  // so page 1000 costs what page 1 costs; other filters walk (owner, id desc) indexes.
  const ids = onlyClinic
    ? sql`select r.id from reviews r where r.clinic_id = ${filter.clinicId}
        and r.clinic_seq <= (select c.review_count from clinics c where c.id = ${filter.clinicId}) - ${offset}
        order by r.clinic_seq desc limit ${limit}`
    : sql`select r.id from reviews r where ${where} order by r.id desc offset ${offset} limit ${limit}`;
  return pageWithTotal(db, selectReviews(ids, lang), countQuery(filter, where), toReview);
}
