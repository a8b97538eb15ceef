import { and, eq, inArray } from 'drizzle-orm';
import { todayInKorea } from '@/contracts/common';
import {
  addDays,
  checkinClosesAfter,
  openCheckinDay,
  type CheckinBody,
  type ReviewCheckins,
} from '@/contracts/recovery';
import { CHECKIN_DAYS, type CheckinDay } from '@/contracts/trust';
import type { Db, DbOrTx } from '../../db/client';
import { recoveryCheckins, reviews, reviewTreatments, sideEffectReports } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { markDirty } from '../../trust/recompute';

// Recovery check-ins (docs/trust.md#recovery): the writer of a review with a treatment date rates the recovery on
// days 3, 7, 14, 30 and 90, each day only within its window. A write marks the review's treatments, event and
// clinic for recomputation in its own transaction (the curves; check-in complications count as side effects).

const noTreatmentDate = () => new ApiError(409, 'CHECKIN_CLOSED', 'The review has no treatment date');

/** The caller's review (404 otherwise) with its treatment date (409 when there is none). */
async function writersReview(db: DbOrTx, memberId: number, reviewId: number) {
  const [review] = await db
    .select({ id: reviews.id, treatedOn: reviews.treatedOn, eventId: reviews.eventId, clinicId: reviews.clinicId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.memberId, memberId)));
  if (!review) throw notFound('Review');
  if (!review.treatedOn) throw noTreatmentDate();
  return { ...review, treatedOn: review.treatedOn };
}

export async function listCheckins(
  db: DbOrTx,
  memberId: number,
  reviewId: number,
  today = todayInKorea(),
): Promise<ReviewCheckins> {
  const review = await writersReview(db, memberId, reviewId);
  const rows = await db.select().from(recoveryCheckins).where(eq(recoveryCheckins.reviewId, reviewId));
  const effects =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(sideEffectReports)
          .where(
            inArray(
              sideEffectReports.checkinId,
              rows.map((r) => r.id),
            ),
          );
  const openDay = openCheckinDay(review.treatedOn, today);
  return {
    reviewId,
    treatedOn: review.treatedOn,
    openDay,
    days: CHECKIN_DAYS.map((day) => {
      const c = rows.find((r) => r.day === day);
      return {
        day,
        opensOn: addDays(review.treatedOn, day),
        closesOn: addDays(review.treatedOn, checkinClosesAfter(day)),
        open: openDay === day,
        checkin: c
          ? {
              day,
              swelling: c.swelling,
              bruising: c.bruising,
              pain: c.pain,
              satisfaction: c.satisfaction,
              createdAt: c.createdAt.toISOString(),
              sideEffects: effects
                .filter((e) => e.checkinId === c.id)
                .map((e) => ({ code: e.code, severity: e.severity, resolved: e.resolved, note: e.note })),
            }
          : null,
      };
    }),
  };
}

/** Creates or replaces the check-in of `day` (409 CHECKIN_CLOSED outside its window). */
export async function putCheckin(
  db: Db,
  memberId: number,
  reviewId: number,
  day: CheckinDay,
  body: CheckinBody,
  today = todayInKorea(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await writersReview(tx, memberId, reviewId);
    if (openCheckinDay(review.treatedOn, today) !== day)
      throw new ApiError(
        409,
        'CHECKIN_CLOSED',
        `The day ${day} check-in is open from ${addDays(review.treatedOn, day)} until before ${addDays(review.treatedOn, checkinClosesAfter(day))}`,
      );
    const values = {
      swelling: body.swelling,
      bruising: body.bruising,
      pain: body.pain,
      satisfaction: body.satisfaction,
    };
    const [row] = await tx
      .insert(recoveryCheckins)
      .values({ reviewId, memberId, day, ...values })
      .onConflictDoUpdate({ target: [recoveryCheckins.reviewId, recoveryCheckins.day], set: { ...values, memberId } })
      .returning({ id: recoveryCheckins.id });
    if (body.sideEffects) {
      await tx.delete(sideEffectReports).where(eq(sideEffectReports.checkinId, row.id));
      if (body.sideEffects.length > 0)
        await tx.insert(sideEffectReports).values(
          body.sideEffects.map((e) => ({
            reviewId,
            checkinId: row.id,
            code: e.code,
            severity: e.severity,
            resolved: e.resolved,
            note: e.note,
          })),
        );
    }
    const treatments = await tx
      .select({ id: reviewTreatments.treatmentId })
      .from(reviewTreatments)
      .where(eq(reviewTreatments.reviewId, reviewId));
    await markDirty(tx, [
      ...treatments.map((t) => ({ type: 'TREATMENT' as const, id: t.id })),
      ...(review.eventId ? [{ type: 'EVENT' as const, id: review.eventId }] : []),
      { type: 'CLINIC' as const, id: review.clinicId },
    ]);
  });
}
