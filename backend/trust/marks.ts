import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { reviews, reviewTreatments } from '../db/schema';
import { markDirty, type SubjectRef } from './recompute';

/**
 * Marks every subject whose figures count this review: its clinic, its event and its treatments. Called by the
 * writers before a change (the subjects it leaves) and after it (the subjects it joins).
 */
export async function markReviewSubjects(db: DbOrTx, reviewId: number): Promise<void> {
  const [review] = await db
    .select({ clinicId: reviews.clinicId, eventId: reviews.eventId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) return;
  const treatments = await db
    .select({ id: reviewTreatments.treatmentId })
    .from(reviewTreatments)
    .where(eq(reviewTreatments.reviewId, reviewId));
  const subjects: SubjectRef[] = [
    { type: 'CLINIC', id: review.clinicId },
    ...(review.eventId ? [{ type: 'EVENT' as const, id: review.eventId }] : []),
    ...treatments.map((t) => ({ type: 'TREATMENT' as const, id: t.id })),
  ];
  await markDirty(db, subjects);
}
