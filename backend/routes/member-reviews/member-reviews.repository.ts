import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { counsels, reviews } from '../../db/schema';
import type { Lang } from '../../lib/params';
import { preparedFor } from '../../lib/prepared';
import { qb, withTotal } from '../../lib/sql';
import type { MemberReview, WriterReview } from '@/contracts/reviews';
import { ownReviewsIn, writerReviewsIn } from '../reviews/reviews.repository';
import { reviewSideEffects } from '../../trust/side-effects';

/**
 * The member's own reviews, newest first, in the public review shape (reviews_member_idx walks them), in full also
 * while a 임시조치 hides one from others, with its status.
 */
export async function listMemberReviews(
  db: DbOrTx,
  memberId: number,
  q: { offset: number; limit: number; lang: Lang },
): Promise<{ data: WriterReview[]; total: number }> {
  const ids = () =>
    qb
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.memberId, sql.placeholder('memberId')))
      .orderBy(desc(reviews.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
  const total = preparedFor(db, 'member-reviews.total', () =>
    db
      .select({ total: count() })
      .from(reviews)
      .where(eq(reviews.memberId, sql.placeholder('memberId'))),
  );
  const values = { memberId, offset: q.offset, limit: q.limit };
  return withTotal(writerReviewsIn(db, { key: 'member', query: ids, values }, q.lang), total.execute(values));
}

/** One of the member's reviews with the counsel it was written for; undefined for an unknown id and for anyone else's. */
export async function getMemberReview(
  db: DbOrTx,
  memberId: number,
  reviewId: number,
  lang: Lang,
): Promise<MemberReview | undefined> {
  const ids = () =>
    qb
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, sql.placeholder('reviewId')), eq(reviews.memberId, sql.placeholder('memberId'))));
  const [[review], [counsel], sideEffects] = await Promise.all([
    ownReviewsIn(db, { key: 'member-one', query: ids, values: { reviewId, memberId } }, lang),
    db.select({ id: counsels.id }).from(counsels).where(eq(counsels.reviewId, reviewId)),
    reviewSideEffects(db, reviewId),
  ]);
  return review && { ...review, sideEffects, counsel_id: counsel?.id ?? null };
}

/** Reviews the member wrote since `since` (the per-hour limit on POST /member/reviews). */
export async function countReviewsSince(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.memberId, memberId), gt(reviews.createdAt, since)));
  return row?.n ?? 0;
}
