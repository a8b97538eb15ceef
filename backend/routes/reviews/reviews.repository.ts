import { and, count, desc, eq, exists, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, reviewDoctors, reviewPhotos, reviews, reviewTreatments, treatments } from '../../db/schema';
import type { Lang } from '../../lib/params';
import { jsonAgg, jsonList, qb, scalar, sumOf, toIso, withTotal, type IdQuery } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import { clinicSummaryColumns, photoColumns, toClinicSummary, toPhotos } from '../../lib/dto';
import type { Review } from '../../schemas/entities';
import { treatmentLinkConditions, type TaxonomyFilter } from '../../lib/taxonomy-filter';

const TREATMENT_LINK = { table: reviewTreatments, owner: reviewTreatments.reviewId, target: reviewTreatments.treatmentId };

type PhotoKind = (typeof reviewPhotos.kind.enumValues)[number];

const photos = (kind: PhotoKind) =>
  jsonList(
    qb
      .select({ list: jsonAgg(photoColumns, reviewPhotos.position, reviewPhotos.id) })
      .from(reviewPhotos)
      .where(and(eq(reviewPhotos.reviewId, reviews.id), eq(reviewPhotos.kind, kind))),
  );

// A full review: its columns, its clinic and event (joined), correlated JSON lists of treatments, photos, doctors.
const reviewFields = (lang: Lang) => ({
  id: reviews.id,
  title: reviews.title,
  content: reviews.content,
  rating: reviews.rating,
  createdAt: reviews.createdAt,
  treatments: linkedNames(reviews.id, TREATMENT_LINK, treatments, lang),
  beforePhotos: photos('BEFORE'),
  afterPhotos: photos('AFTER'),
  // Left-joined: null when the review is not about an event.
  event: { id: events.id, title: events.title },
  clinic: clinicSummaryColumns,
  doctors: jsonList(
    qb
      .select({ list: jsonAgg({ id: doctors.id, name: doctors.name }, doctors.id) })
      .from(reviewDoctors)
      .innerJoin(doctors, eq(doctors.id, reviewDoctors.doctorId))
      .where(eq(reviewDoctors.reviewId, reviews.id)),
  ),
});

// Full reviews for a page of ids, newest first.
const reviewsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang) => {
  const page = ids.as('page');
  return db
    .select(reviewFields(lang))
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .orderBy(desc(reviews.id));
};

const toReview = (r: Awaited<ReturnType<typeof reviewsOfPage>>[number]): Review => ({
  id: r.id,
  title: r.title,
  content: r.content,
  rating: r.rating,
  created_at: toIso(r.createdAt),
  treatments: r.treatments,
  beforePhotos: toPhotos(r.beforePhotos),
  afterPhotos: toPhotos(r.afterPhotos),
  event: r.event,
  clinic: toClinicSummary(r.clinic),
  doctors: r.doctors,
});

export async function getReview(db: DbOrTx, id: number, lang: Lang): Promise<Review | undefined> {
  const [row] = await db
    .select(reviewFields(lang))
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .where(eq(reviews.id, id));
  return row && toReview(row);
}

/** Full reviews for the ids a subquery yields (column `id`), newest first: a page, a member's own or bookmarked reviews. */
export async function reviewsIn(db: DbOrTx, ids: IdQuery, lang: Lang): Promise<Review[]> {
  return (await reviewsOfPage(db, ids, lang)).map(toReview);
}

export type ReviewFilter = TaxonomyFilter & { clinicId?: number; doctorId?: number; eventId?: number; popular?: boolean };

// Literals, not parameters, as the partial index reviews_popular_idx is declared (`rating >= 4`).
const hasPhoto = (kind: PhotoKind) =>
  exists(qb.select({ one: sql`1` }).from(reviewPhotos).where(and(eq(reviewPhotos.reviewId, reviews.id), sql`${reviewPhotos.kind} = ${sql.raw(`'${kind}'`)}`)));

/**
 * "Popular" (home page): well rated (4 or 5) and showing both before and after photos, newest first.
 * A partial index on (id desc) where rating >= 4 keeps it a short index walk.
 */
const POPULAR = sql`${reviews.rating} >= 4 and ${hasPhoto('BEFORE')} and ${hasPhoto('AFTER')}`;

function reviewConditions(f: ReviewFilter): (SQL | undefined)[] {
  return [
    f.popular ? POPULAR : undefined,
    f.clinicId ? eq(reviews.clinicId, f.clinicId) : undefined,
    f.eventId ? eq(reviews.eventId, f.eventId) : undefined,
    f.doctorId
      ? inArray(reviews.id, qb.select({ id: reviewDoctors.reviewId }).from(reviewDoctors).where(eq(reviewDoctors.doctorId, f.doctorId)))
      : undefined,
    ...treatmentLinkConditions(reviews.id, TREATMENT_LINK, f),
  ];
}

/**
 * The total for a filter. With one owner filter (or none) it reads the counters kept by the review
 * writer instead of counting millions of rows.
 */
function countQuery(db: DbOrTx, f: ReviewFilter, where: SQL | undefined) {
  const given = Object.entries(f).filter(([, v]) => v !== undefined && v !== false).map(([k]) => k);
  if (given.length === 0) return db.select({ total: sumOf(clinics.reviewCount) }).from(clinics);
  if (given.length === 1 && f.clinicId) return db.select({ total: sumOf(clinics.reviewCount) }).from(clinics).where(eq(clinics.id, f.clinicId));
  if (given.length === 1 && f.doctorId) return db.select({ total: sumOf(doctors.reviewCount) }).from(doctors).where(eq(doctors.id, f.doctorId));
  if (given.length === 1 && f.eventId) return db.select({ total: sumOf(events.reviewCount) }).from(events).where(eq(events.id, f.eventId));
  return db.select({ total: count() }).from(reviews).where(where);
}

const reviewCountOf = (clinicId: number) => scalar(qb.select({ n: clinics.reviewCount }).from(clinics).where(eq(clinics.id, clinicId)));

export async function listReviews(
  db: DbOrTx,
  q: ReviewFilter & { offset: number; limit: number; lang: Lang },
): Promise<{ data: Review[]; total: number }> {
  const { offset, limit, lang, ...filter } = q;
  const { clinicId } = filter;
  const where = and(...reviewConditions(filter));
  const onlyClinic = clinicId !== undefined && Object.values({ ...filter, clinicId: undefined }).every((v) => v === undefined || v === false);
  // Newest first (ids grow with creation time). A clinic's pages are ranges of its review positions,
  // so page 1000 costs what page 1 costs; other filters walk (owner, id desc) indexes.
  const ids = onlyClinic
    ? qb
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.clinicId, clinicId), lte(reviews.clinicSeq, sql`${reviewCountOf(clinicId)} - ${offset}`)))
        .orderBy(desc(reviews.clinicSeq))
        .limit(limit)
    : qb.select({ id: reviews.id }).from(reviews).where(where).orderBy(desc(reviews.id)).offset(offset).limit(limit);
  return withTotal(reviewsIn(db, ids, lang), countQuery(db, filter, where));
}
