import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { getReview, listReviews } from './reviews.repository';
import { getReviewRoute, listReviewsRoute } from './reviews.routes';

export const reviewsRouter = createRouter()
  .openapi(listReviewsRoute, async (c) => {
    const { sort, ...query } = c.req.valid('query');
    // popular keeps some reviews, verified visits first; photos keeps some, newest first; rating_desc and
    // rating_asc order them all.
    const order = sort === 'rating_desc' || sort === 'rating_asc' ? sort : sort === 'popular' ? 'verified' : 'latest';
    return c.json(
      await listReviews(c.var.db, {
        ...query,
        order,
        popular: sort === 'popular' || undefined,
        photos: sort === 'photos' || undefined,
      }),
      200,
    );
  })
  .openapi(getReviewRoute, async (c) => {
    const review = await getReview(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!review) throw notFound('Review');
    return c.json({ data: review }, 200);
  });
