import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reviewReplies, reviews } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { toIso } from '../../../lib/sql';
import type { Review } from '@/contracts/reviews';

type Reply = NonNullable<Review['reply']>;

/** Whether the review is the clinic's (about it), locked so a reply and the review's deletion are serialized. */
async function lockClinicReview(tx: DbOrTx, clinicId: number, reviewId: number): Promise<void> {
  const [row] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.clinicId, clinicId)))
    .for('share');
  if (!row) throw notFound('Review');
}

/** Writes (or rewrites) the clinic's one public reply to one of its reviews. The review itself is never touched. */
export async function putReply(
  tx: DbOrTx,
  clinicId: number,
  staffId: number,
  reviewId: number,
  content: string,
): Promise<Reply> {
  await lockClinicReview(tx, clinicId, reviewId);
  const [row] = await tx
    .insert(reviewReplies)
    .values({ reviewId, clinicId, staffId, content })
    .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { content, staffId, updatedAt: sql`now()` } })
    .returning({
      content: reviewReplies.content,
      createdAt: reviewReplies.createdAt,
      updatedAt: reviewReplies.updatedAt,
    });
  // Written just now: it answers the review as it stands.
  return {
    content: row.content,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
    answersEarlierVersion: false,
  };
}

/** Takes the clinic's reply down (the review stays as it is). Answers whether there was one. */
export async function deleteReply(tx: DbOrTx, clinicId: number, reviewId: number): Promise<boolean> {
  await lockClinicReview(tx, clinicId, reviewId);
  const gone = await tx
    .delete(reviewReplies)
    .where(eq(reviewReplies.reviewId, reviewId))
    .returning({ id: reviewReplies.reviewId });
  return gone.length > 0;
}
