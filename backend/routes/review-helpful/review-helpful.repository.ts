import { pageTag } from '@/backend/page-cache/tags';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewHelpful, reviews } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { touchPages } from '../../lib/page-invalidation';

export interface HelpfulState {
  marked: boolean;
  helpfulCount: number;
}

/** Whether the member marked the review, and its count; undefined for an unknown review. */
export async function helpfulState(db: DbOrTx, memberId: number, reviewId: number): Promise<HelpfulState | undefined> {
  const [row] = await db
    .select({
      helpfulCount: reviews.helpfulCount,
      marked: sql<boolean>`exists (select 1 from ${reviewHelpful} where ${reviewHelpful.reviewId} = ${reviews.id} and ${reviewHelpful.memberId} = ${memberId})`,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row && { marked: Boolean(row.marked), helpfulCount: row.helpfulCount };
}

/**
 * Marks (or unmarks) the review as helpful for the member, at most once: the review row is locked, so the
 * count moves with the mark, exactly, under any number of parallel taps. Undefined for an unknown review;
 * 409 for the member's own review.
 */
export async function setHelpful(
  db: DbOrTx,
  memberId: number,
  reviewId: number,
  marked: boolean,
): Promise<HelpfulState | undefined> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ memberId: reviews.memberId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) return undefined;
    if (marked && review.memberId === memberId)
      throw new ApiError(409, 'CONFLICT', 'Members cannot mark their own review helpful');
    const changed = marked
      ? await tx
          .insert(reviewHelpful)
          .values({ reviewId, memberId })
          .onConflictDoNothing()
          .returning({ reviewId: reviewHelpful.reviewId })
      : await tx
          .delete(reviewHelpful)
          .where(and(eq(reviewHelpful.reviewId, reviewId), eq(reviewHelpful.memberId, memberId)))
          .returning({ reviewId: reviewHelpful.reviewId });
    const delta = changed.length ? (marked ? 1 : -1) : 0;
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${delta}` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    // Only the review's own page shows the count (cards do not), so one vote refreshes that page alone.
    if (delta) touchPages(pageTag.reviewPage(reviewId));
    return { marked, helpfulCount: row.helpfulCount };
  });
}
