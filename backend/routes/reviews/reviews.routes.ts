import { createRoute, z } from '@hono/zod-openapi';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { dataOf, listOf, sortQuery } from '@/contracts/common';
import { REVIEW_SORTS, ReviewSchema } from '@/contracts/reviews';

export const listReviewsRoute = createRoute({
  method: 'get',
  path: '/public/reviews',
  operationId: 'listReviews',
  tags: ['reviews'],
  summary: 'Reviews, newest first, filtered by doctor, clinic, event or the explore taxonomy',
  description:
    'Pages through reviews, newest first unless `sort` says otherwise, with their before and after photos. `doctorId`, `clinicId` and `eventId` keep the reviews of one doctor, clinic or event; `sort=popular` keeps well-rated reviews that show both before and after photos, `sort=photos` those with any photo.',
  security: [],
  request: {
    query: z.object({
      doctorId: idString('doctorId').optional(),
      clinicId: idString('clinicId').optional(),
      eventId: idString('eventId').optional(),
      sort: sortQuery(
        REVIEW_SORTS,
        'latest (default): newest first; popular: rated 4+ with before and after photos, verified visits first (treated, then consulted, then booked), newest first within each; rating_desc / rating_asc: highest / lowest rating first, newest first within a rating; photos: only reviews with a before or after photo, newest first.',
      ),
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
  operationId: 'getReview',
  tags: ['reviews'],
  summary: 'One review',
  description: 'The review with its photos, treatments, event, clinic summary and doctors. An unknown id is a 404.',
  security: [],
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...readErrors },
});
