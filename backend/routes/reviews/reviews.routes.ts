import { createRoute, z } from '@hono/zod-openapi';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { ReviewSchema, dataOf, listOf } from '../../schemas/entities';

export const listReviewsRoute = createRoute({
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

export const getReviewRoute = createRoute({
  method: 'get',
  path: '/public/reviews/{id}',
  tags: ['reviews'],
  summary: 'One review',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...readErrors },
});
