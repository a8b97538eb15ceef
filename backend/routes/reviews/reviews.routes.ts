import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { ReviewSchema, dataOf, listOf } from '../../schemas/entities';
import { getReview, listReviews } from './reviews.repository';

const listReviewsRoute = createRoute({
  method: 'get',
  path: '/public/reviews',
  tags: ['reviews'],
  summary: 'Reviews, newest first, filtered by doctor, clinic, event or the explore taxonomy',
  request: {
    query: z.object({
      doctorId: idString('doctorId').optional(),
      clinicId: idString('clinicId').optional(),
      eventId: idString('eventId').optional(),
      sort: z
        .enum(['latest', 'popular'], { message: 'sort must be latest or popular' })
        .optional()
        .openapi({ description: 'latest (default) or popular: rated 4+ with before and after photos, newest first' }),
      ...taxonomyFilterQuery,
      ...pagingQuery(10, 1_000),
      lang: langQuery,
    }),
  },
  responses: { 200: ok(listOf(ReviewSchema), 'A page of reviews and the total matching'), 400: readErrors[400] },
});

const getReviewRoute = createRoute({
  method: 'get',
  path: '/public/reviews/{id}',
  tags: ['reviews'],
  summary: 'One review',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...readErrors },
});

export function registerReviewRoutes(app: AppOpenAPI) {
  app.openapi(listReviewsRoute, async (c) => {
    const { sort, ...query } = c.req.valid('query');
    return c.json(await listReviews(c.var.db, { ...query, popular: sort === 'popular' ? true : undefined }), 200);
  });

  app.openapi(getReviewRoute, async (c) => {
    const review = await getReview(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!review) throw notFound('Review');
    return c.json({ data: review }, 200);
  });
}
