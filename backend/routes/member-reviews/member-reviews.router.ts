import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { getMemberReview, listMemberReviews } from './member-reviews.repository';
import { getMemberReviewRoute, listMemberReviewsRoute } from './member-reviews.routes';

export const memberReviewsRouter = createRouter()
  .openapi(listMemberReviewsRoute, async (c) => c.json(await listMemberReviews(c.var.db, c.var.member.id, c.req.valid('query')), 200))
  .openapi(getMemberReviewRoute, async (c) => {
    const review = await getMemberReview(c.var.db, c.var.member.id, c.req.valid('param').id, c.req.valid('query').lang);
    if (!review) throw notFound('Review');
    return c.json({ data: review }, 200);
  });
