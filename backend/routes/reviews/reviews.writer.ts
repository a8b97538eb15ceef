import { pageTag } from '@/backend/page-cache/tags';
import { touchPages } from '../../lib/page-invalidation';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, events, reviewDoctors, reviewPhotos, reviews, reviewTreatments } from '../../db/schema';
import { bumpRatingCounts, ratingCountsOf } from '../../lib/rating-counts';
import { arrayAgg, qb, scalar } from '../../lib/sql';
import { markReviewSubjects } from '../../trust/marks';
import { replaceReviewSideEffects } from '../../trust/side-effects';
import type { SideEffectEntry } from '@/contracts/trust';
import {
  recountEventTaxa,
  REVIEW_LINKS,
  taxaOfOne,
  taxaOfSet,
  treatmentSetOf,
  treatmentSetsOfAll,
} from '../../lib/taxa';

export interface NewPhoto {
  path: string;
  name: string;
  type: string;
  size: number;
  hash: string;
  takenAt?: Date | null;
}

export interface NewReview {
  memberId: number | null;
  clinicId: number;
  eventId: number | null;
  doctorIds: number[];
  treatmentIds: number[];
  title: string;
  content: string;
  rating: number;
  beforePhotos: NewPhoto[];
  afterPhotos: NewPhoto[];
  createdAt?: Date;
  verification?: 'BOOKED' | 'CONSULTED' | 'TREATED';
  pricePaid?: number | null;
  priceMatched?: 'SAME' | 'DIFFERENT' | 'NOT_SHOWN' | null;
  treatedOn?: string | null;
  incentive?: boolean | null;
  sideEffects?: SideEffectEntry[];
}

type Rated = typeof clinics | typeof doctors | typeof events;

/**
 * Adds (or with -1, removes) one rating to the counters of the given rows (count, sum, average and the 1★…5★
 * histogram). average_rating is kept exact
 * (sum/count, the key the rating sort walks); the API rounds it once from the sum (contracts/rating.ts).
 */
export async function applyRating(tx: DbOrTx, table: Rated, ids: number[], rating: number, sign: 1 | -1) {
  if (ids.length === 0) return;
  const count = sql`${table.reviewCount} + ${sign}`;
  const total = sql`${table.ratingSum} + ${sign * rating}`;
  await tx
    .update(table)
    .set({
      reviewCount: count,
      ratingSum: total,
      averageRating: sql`case when ${count} <= 0 then 0 else (${total})::float8 / (${count}) end`,
      ratingCounts: bumpRatingCounts(table.ratingCounts, rating, sign),
    })
    .where(inArray(table.id, ids));
}

// What reviews.popular of the review `r` should be now. A review a 임시조치 hides is neither popular nor with photos
// (its photos are blank), so the home and photo lists never show a placeholder; hide and restore refresh the flags.
const POPULAR_NOW = sql`(r.hidden_until is null and r.rating >= 4
  and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'BEFORE')
  and exists (select 1 from review_photos p where p.review_id = r.id and p.kind = 'AFTER'))`;
// What reviews.has_photos of the review `r` should be now.
const HAS_PHOTOS_NOW = sql`(r.hidden_until is null and exists (select 1 from review_photos p where p.review_id = r.id))`;

/**
 * Adds the chosen reviews, as they are now (treatments, photos, popularity), to review_taxon_counts and
 * review_treatment_sets, or with -1 takes them out. A write that changes what a review matches takes it out
 * before the change and adds it back after, in its transaction. Rows are written in key order (taxonomy counts
 * before sets), so concurrent writers lock them alike.
 */
export async function countReviewTaxa(tx: DbOrTx, which: { reviewId: number } | { memberId: number }, sign: 1 | -1) {
  const chosen = 'reviewId' in which ? sql`r.id = ${which.reviewId}` : sql`r.member_id = ${which.memberId}`;
  const n = sql.raw(String(sign));
  await tx.execute(sql`insert into review_taxon_counts as c (taxonomy, taxon_id, reviews, photo_reviews, popular_reviews)
    select t.taxonomy, t.taxon_id, count(*) * ${n}, count(*) filter (where r.has_photos) * ${n}, count(*) filter (where r.popular) * ${n}
    from reviews r cross join lateral ${taxaOfOne(REVIEW_LINKS, sql`r.id`)} t
    where ${chosen}
    group by t.taxonomy, t.taxon_id
    order by t.taxonomy, t.taxon_id
    on conflict (taxonomy, taxon_id) do update set reviews = c.reviews + excluded.reviews,
      photo_reviews = c.photo_reviews + excluded.photo_reviews, popular_reviews = c.popular_reviews + excluded.popular_reviews`);
  // Then their treatment sets (review_treatment_sets: the totals under combined filters), also in key order.
  await tx.execute(sql`insert into review_treatment_sets as c (treatments, reviews, photo_reviews, popular_reviews)
    select s.treatments, count(*) * ${n}, count(*) filter (where r.has_photos) * ${n}, count(*) filter (where r.popular) * ${n}
    from reviews r cross join lateral (select ${treatmentSetOf(REVIEW_LINKS, sql`r.id`)} as treatments) s
    where ${chosen} and cardinality(s.treatments) > 0
    group by s.treatments
    order by s.treatments
    on conflict (treatments) do update set reviews = c.reviews + excluded.reviews,
      photo_reviews = c.photo_reviews + excluded.photo_reviews, popular_reviews = c.popular_reviews + excluded.popular_reviews`);
}

/**
 * Recomputes the review flags the lists filter on, `popular` (rated 4+ with both before and after photos)
 * and `has_photos` (any photo), for one review or for all of a member's, and moves each clinic's
 * popular_review_count and photo_review_count by what changed. Call it inside the transaction that changed
 * the rating or the photos; the clinic rows it updates are locked until commit.
 */
export async function refreshReviewFlags(tx: DbOrTx, which: { reviewId: number } | { memberId: number }) {
  const chosen = 'reviewId' in which ? sql`r.id = ${which.reviewId}` : sql`r.member_id = ${which.memberId}`;
  // A flag that differs is flipped, so its new value says which way the clinic's counter moves.
  const flags = [
    { flag: sql.raw('popular'), now: POPULAR_NOW, counter: sql.raw('popular_review_count') },
    { flag: sql.raw('has_photos'), now: HAS_PHOTOS_NOW, counter: sql.raw('photo_review_count') },
  ];
  // Their clinics first, in id order (every review write locks its clinic before the taxonomy counts).
  await tx.execute(
    sql`select id from clinics where id in (select r.clinic_id from reviews r where ${chosen}) order by id for update`,
  );
  // The taxonomy counts hold the flags too: the reviews leave them with the old flags and come back with the new.
  await countReviewTaxa(tx, which, -1);
  for (const { flag, now, counter } of flags)
    await tx.execute(sql`with changed as (
        update reviews r set ${flag} = not r.${flag}
        where ${chosen} and r.${flag} <> ${now}
        returning r.clinic_id, r.${flag} as flag
      )
      update clinics c set ${counter} = c.${counter} + d.delta
      from (select clinic_id, sum(case when flag then 1 else -1 end)::int as delta from changed group by clinic_id) d
      where c.id = d.clinic_id`);
  await countReviewTaxa(tx, which, 1);
}

/**
 * The public pages a review's write changes: its own, its clinic's, doctors' and event's (lists, counts and
 * ratings), and every review list (home, explore) it enters or leaves.
 */
export function touchReviewPages(r: {
  reviewId: number;
  clinicId: number;
  eventId: number | null;
  doctorIds: readonly number[];
}) {
  touchPages(
    pageTag.review(r.reviewId),
    pageTag.clinic(r.clinicId),
    pageTag.list('reviews'),
    ...r.doctorIds.map(pageTag.doctor),
  );
  if (r.eventId) touchPages(pageTag.event(r.eventId));
}

/** Writes a review with its links and photos, and keeps averageRating/reviewCount in the same transaction. */
export async function createReview(db: DbOrTx, input: NewReview): Promise<number> {
  return db.transaction(async (tx) => {
    // The clinic's counter row is locked by this update until commit, so positions never collide.
    const [clinic] = await tx
      .update(clinics)
      .set({
        reviewCount: sql`${clinics.reviewCount} + 1`,
        ratingSum: sql`${clinics.ratingSum} + ${input.rating}`,
        averageRating: sql`(${clinics.ratingSum} + ${input.rating})::float8 / (${clinics.reviewCount} + 1)`,
        ratingCounts: bumpRatingCounts(clinics.ratingCounts, input.rating, 1),
      })
      .where(eq(clinics.id, input.clinicId))
      .returning({ reviewCount: clinics.reviewCount });
    if (!clinic) throw new Error(`clinic ${input.clinicId} does not exist`);
    const [row] = await tx
      .insert(reviews)
      .values({
        memberId: input.memberId,
        clinicId: input.clinicId,
        clinicSeq: clinic.reviewCount,
        eventId: input.eventId,
        title: input.title,
        content: input.content,
        rating: input.rating,
        verification: input.verification,
        pricePaid: input.pricePaid,
        priceMatched: input.priceMatched,
        treatedOn: input.treatedOn,
        incentive: input.incentive,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: reviews.id });
    const reviewId = row.id;
    const doctorIds = [...new Set(input.doctorIds)];
    const treatmentIds = [...new Set(input.treatmentIds)];
    if (doctorIds.length) await tx.insert(reviewDoctors).values(doctorIds.map((doctorId) => ({ reviewId, doctorId })));
    if (treatmentIds.length)
      await tx.insert(reviewTreatments).values(treatmentIds.map((treatmentId) => ({ reviewId, treatmentId })));
    await countReviewTaxa(tx, { reviewId }, 1);
    const photoRows = [
      ...input.beforePhotos.map((p, position) => ({ ...p, reviewId, position, kind: 'BEFORE' as const })),
      ...input.afterPhotos.map((p, position) => ({ ...p, reviewId, position, kind: 'AFTER' as const })),
    ];
    if (photoRows.length) await tx.insert(reviewPhotos).values(photoRows);
    if (photoRows.length) await refreshReviewFlags(tx, { reviewId });
    if (input.sideEffects?.length) await replaceReviewSideEffects(tx, reviewId, input.sideEffects);
    await applyRating(tx, doctors, doctorIds, input.rating, 1);
    if (input.eventId) await applyRating(tx, events, [input.eventId], input.rating, 1);
    touchReviewPages({ reviewId, clinicId: input.clinicId, eventId: input.eventId ?? null, doctorIds });
    await markReviewSubjects(tx, reviewId);
    return reviewId;
  });
}

/** Deletes a review and takes its rating back out of the counters, in one transaction. */
export async function deleteReview(db: DbOrTx, reviewId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The doctor links are read in the same statement, before the cascade removes them.
    const doctorIds = qb
      .select({ ids: arrayAgg(reviewDoctors.doctorId) })
      .from(reviewDoctors)
      .where(eq(reviewDoctors.reviewId, reviewId));
    // Its trust figures are recomputed without it (read before the cascade removes its treatments).
    await markReviewSubjects(tx, reviewId);
    // The taxonomy counts are left by the database (trigger review_taxon_counts_on_delete, migration 0020).
    const [gone] = await tx
      .delete(reviews)
      .where(eq(reviews.id, reviewId))
      .returning({
        clinicId: reviews.clinicId,
        clinicSeq: reviews.clinicSeq,
        eventId: reviews.eventId,
        rating: reviews.rating,
        popular: reviews.popular,
        hasPhotos: reviews.hasPhotos,
        doctorIds: scalar(doctorIds),
      });
    if (!gone) return false;
    if (gone.popular || gone.hasPhotos)
      await tx
        .update(clinics)
        .set({
          popularReviewCount: sql`${clinics.popularReviewCount} - ${gone.popular ? 1 : 0}`,
          photoReviewCount: sql`${clinics.photoReviewCount} - ${gone.hasPhotos ? 1 : 0}`,
        })
        .where(eq(clinics.id, gone.clinicId));
    // Close the gap so positions stay 1..reviewCount.
    await tx
      .update(reviews)
      .set({ clinicSeq: sql`${reviews.clinicSeq} - 1` })
      .where(and(eq(reviews.clinicId, gone.clinicId), gt(reviews.clinicSeq, gone.clinicSeq)));
    await applyRating(tx, clinics, [gone.clinicId], gone.rating, -1);
    await applyRating(tx, doctors, gone.doctorIds, gone.rating, -1);
    if (gone.eventId) await applyRating(tx, events, [gone.eventId], gone.rating, -1);
    touchReviewPages({ reviewId, ...gone });
    return true;
  });
}

// The average of the totals `a` (n, s) of the recount, exact (the API rounds once, contracts/rating.ts), 0 without reviews.
const average = sql`coalesce(a.s::float8 / nullif(a.n, 0), 0)`;
// … and its histogram, all zero without reviews.
const counts = sql`coalesce(a.counts, '{0,0,0,0,0}'::integer[])`;

/**
 * Recomputes every counter from the rows (after bulk seeding, never per request), set-wise and each table once:
 * the reviews' popular and has_photos flags (unless the caller wrote them right already: `reviewFlags: false`,
 * which spares rewriting every review), the treatment sets and taxonomy totals of reviews and events, then one
 * UPDATE each for clinics, events and doctors.
 */
export async function recountRatings(
  db: DbOrTx,
  { reviewFlags = true }: { reviewFlags?: boolean } = {},
): Promise<void> {
  if (reviewFlags) {
    await db.execute(sql`update reviews r set popular = not r.popular where r.popular <> ${POPULAR_NOW}`);
    await db.execute(sql`update reviews r set has_photos = not r.has_photos where r.has_photos <> ${HAS_PHOTOS_NOW}`);
  }
  await db.execute(sql`delete from review_treatment_sets`);
  await db.execute(sql`insert into review_treatment_sets (treatments, reviews, photo_reviews, popular_reviews)
    select y.treatments, count(*), count(*) filter (where r.has_photos), count(*) filter (where r.popular)
    from reviews r join ${treatmentSetsOfAll(REVIEW_LINKS)} y on y.owner_id = r.id
    group by y.treatments`);
  // A review's taxonomy values follow from its treatments alone: each value's totals are sums over the sets
  // (a few hundred rows) instead of a pass over every review's values.
  await db.execute(sql`delete from review_taxon_counts`);
  await db.execute(sql`insert into review_taxon_counts (taxonomy, taxon_id, reviews, photo_reviews, popular_reviews)
    select y.taxonomy, y.taxon_id, sum(s.reviews), sum(s.photo_reviews), sum(s.popular_reviews)
    from review_treatment_sets s cross join lateral ${taxaOfSet(sql`s.treatments`)} y
    group by y.taxonomy, y.taxon_id`);
  await recountEventTaxa(db);
  await db.execute(sql`update clinics c set review_count = coalesce(a.n, 0), rating_sum = coalesce(a.s, 0), average_rating = ${average},
      rating_counts = ${counts}, popular_review_count = coalesce(a.popular, 0), photo_review_count = coalesce(a.photos, 0),
      event_count = coalesce(e.n, 0)
    from clinics c2
      left join (select clinic_id, count(*)::int as n, sum(rating)::int as s, ${ratingCountsOf(sql`rating`)} as counts,
        count(*) filter (where popular)::int as popular, count(*) filter (where has_photos)::int as photos
        from reviews group by clinic_id) a on a.clinic_id = c2.id
      left join (select clinic_id, count(*)::int as n from events group by clinic_id) e on e.clinic_id = c2.id
    where c.id = c2.id and (c.review_count, c.rating_sum, c.average_rating, c.rating_counts, c.popular_review_count,
        c.photo_review_count, c.event_count)
      is distinct from (coalesce(a.n, 0), coalesce(a.s, 0), ${average}, ${counts}, coalesce(a.popular, 0),
        coalesce(a.photos, 0), coalesce(e.n, 0))`);
  await db.execute(sql`update events v set review_count = coalesce(a.n, 0), rating_sum = coalesce(a.s, 0), average_rating = ${average},
      rating_counts = ${counts}
    from events v2 left join (select event_id, count(*)::int as n, sum(rating)::int as s, ${ratingCountsOf(sql`rating`)} as counts
        from reviews where event_id is not null group by event_id) a on a.event_id = v2.id
    where v.id = v2.id and (v.review_count, v.rating_sum, v.average_rating, v.rating_counts)
      is distinct from (coalesce(a.n, 0), coalesce(a.s, 0), ${average}, ${counts})`);
  await db.execute(sql`update doctors d set review_count = coalesce(a.n, 0), rating_sum = coalesce(a.s, 0), average_rating = ${average},
      rating_counts = ${counts}
    from doctors d2 left join (select rd.doctor_id, count(*)::int as n, sum(r.rating)::int as s, ${ratingCountsOf(sql`r.rating`)} as counts
        from review_doctors rd join reviews r on r.id = rd.review_id group by rd.doctor_id) a on a.doctor_id = d2.id
    where d.id = d2.id and (d.review_count, d.rating_sum, d.average_rating, d.rating_counts)
      is distinct from (coalesce(a.n, 0), coalesce(a.s, 0), ${average}, ${counts})`);
}
