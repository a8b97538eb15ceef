import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow } from '../../lib/sql';
import type { Review } from '../../schemas/entities';
import { reviewsIn } from '../reviews/reviews.repository';

/** The member's own reviews, newest first, in the public review shape (reviews_member_idx walks them). */
export async function listMemberReviews(
  db: DbOrTx,
  memberId: number,
  q: { offset: number; limit: number; lang: Lang },
): Promise<{ data: Review[]; total: number }> {
  const ids = sql`select r.id from reviews r where r.member_id = ${memberId} order by r.id desc offset ${q.offset} limit ${q.limit}`;
  const [data, count] = await Promise.all([
    reviewsIn(db, ids, q.lang),
    firstRow<{ total: number | string }>(db, sql`select count(*) as total from reviews where member_id = ${memberId}`),
  ]);
  return { data, total: Number(count?.total ?? 0) };
}

/** One of the member's reviews; undefined for an unknown id and for anyone else's. */
export async function getMemberReview(db: DbOrTx, memberId: number, reviewId: number, lang: Lang): Promise<Review | undefined> {
  const [review] = await reviewsIn(db, sql`select r.id from reviews r where r.id = ${reviewId} and r.member_id = ${memberId}`, lang);
  return review;
}
