import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewDoctors, reviewPhotos, reviews, reviewTreatments } from '../../db/schema';

export interface NewPhoto {
  path: string;
  name: string;
  type: string;
  size: number;
  hash: string;
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
}

type Rated = 'clinics' | 'doctors' | 'events';

/** Adds (or with -1, removes) one rating to the counters of the given rows. */
async function applyRating(tx: DbOrTx, table: Rated, ids: number[], rating: number, sign: 1 | -1) {
  if (ids.length === 0) return;
  await tx.execute(sql`update ${sql.identifier(table)} set
      review_count = review_count + ${sign},
      rating_sum = rating_sum + ${sign * rating},
      average_rating = case when review_count + ${sign} <= 0 then 0
        else round((rating_sum + ${sign * rating})::numeric / (review_count + ${sign}), 2) end
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Writes a review with its links and photos, and keeps averageRating/reviewCount in the same transaction. */
export async function createReview(db: DbOrTx, input: NewReview): Promise<number> {
  return db.transaction(async (tx) => {
    // The clinic's counter row is locked by this update until commit, so positions never collide.
    const counted = await tx.execute(sql`update clinics set
        review_count = review_count + 1,
        rating_sum = rating_sum + ${input.rating},
        average_rating = round((rating_sum + ${input.rating})::numeric / (review_count + 1), 2)
      where id = ${input.clinicId} returning review_count`);
    const clinic = (counted as unknown as { rows: { review_count: number }[] }).rows[0];
    if (!clinic) throw new Error(`clinic ${input.clinicId} does not exist`);
    const [row] = await tx
      .insert(reviews)
      .values({
        memberId: input.memberId,
        clinicId: input.clinicId,
        clinicSeq: clinic.review_count,
        eventId: input.eventId,
        title: input.title,
        content: input.content,
        rating: input.rating,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: reviews.id });
    const reviewId = row.id;
    const doctorIds = [...new Set(input.doctorIds)];
    const treatmentIds = [...new Set(input.treatmentIds)];
    if (doctorIds.length) await tx.insert(reviewDoctors).values(doctorIds.map((doctorId) => ({ reviewId, doctorId })));
    if (treatmentIds.length) await tx.insert(reviewTreatments).values(treatmentIds.map((treatmentId) => ({ reviewId, treatmentId })));
    const photoRows = [
      ...input.beforePhotos.map((p, position) => ({ ...p, reviewId, position, kind: 'BEFORE' as const })),
      ...input.afterPhotos.map((p, position) => ({ ...p, reviewId, position, kind: 'AFTER' as const })),
    ];
    if (photoRows.length) await tx.insert(reviewPhotos).values(photoRows);
    await applyRating(tx, 'doctors', doctorIds, input.rating, 1);
    if (input.eventId) await applyRating(tx, 'events', [input.eventId], input.rating, 1);
    return reviewId;
  });
}

/** Deletes a review and takes its rating back out of the counters, in one transaction. */
export async function deleteReview(db: DbOrTx, reviewId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.execute(sql`delete from reviews where id = ${reviewId}
      returning clinic_id, clinic_seq, event_id, rating,
        (select coalesce(array_agg(doctor_id), '{}') from review_doctors where review_id = ${reviewId}) as doctor_ids`)
      .then((r) => (r as unknown as { rows: { clinic_id: number; clinic_seq: number; event_id: number | null; rating: number; doctor_ids: number[] }[] }).rows);
    if (!gone) return false;
    // Close the gap so positions stay 1..reviewCount.
    await tx.execute(sql`update reviews set clinic_seq = clinic_seq - 1
      where clinic_id = ${gone.clinic_id} and clinic_seq > ${gone.clinic_seq}`);
    await applyRating(tx, 'clinics', [gone.clinic_id], gone.rating, -1);
    await applyRating(tx, 'doctors', gone.doctor_ids, gone.rating, -1);
    if (gone.event_id) await applyRating(tx, 'events', [gone.event_id], gone.rating, -1);
    return true;
  });
}

/** Recomputes every counter from the reviews (used after bulk seeding, never per request). */
export async function recountRatings(db: DbOrTx): Promise<void> {
  const recount = (table: Rated, key: string, from: string) =>
    db.execute(sql.raw(`update ${table} t set review_count = coalesce(a.n, 0), rating_sum = coalesce(a.s, 0),
        average_rating = coalesce(round(a.s::numeric / nullif(a.n, 0), 2), 0)
      from ${table} t2 left join (select ${key} as id, count(*) as n, sum(rating) as s from ${from} group by ${key}) a
        on a.id = t2.id
      where t.id = t2.id`));
  await recount('clinics', 'r.clinic_id', 'reviews r');
  await recount('events', 'r.event_id', 'reviews r where r.event_id is not null');
  await recount('doctors', 'rd.doctor_id', 'review_doctors rd join reviews r on r.id = rd.review_id');
}
