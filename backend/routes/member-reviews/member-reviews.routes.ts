import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, listOf, ReviewSchema } from '../../schemas/entities';
import { memberErrors, memberListErrors, memberOnly } from '../members/member-route';

// POST and PATCH /member/reviews (writing and editing) come with the review editor.

export const listMemberReviewsRoute = createRoute({
  method: 'get',
  path: '/member/reviews',
  operationId: 'listMyReviews',
  tags: ['member'],
  summary: "The caller's reviews, newest first (offset 0, limit 100)",
  description: 'Pages through the reviews the caller wrote, newest first, in the same shape as the public reviews.',
  ...memberOnly,
  request: { query: z.object({ ...pagingQuery(100, 100), lang: langQuery }) },
  responses: { 200: ok(listOf(ReviewSchema), "A page of the caller's reviews and their total"), ...memberListErrors },
});

export const getMemberReviewRoute = createRoute({
  method: 'get',
  path: '/member/reviews/{id}',
  operationId: 'getMyReview',
  tags: ['member'],
  summary: "One of the caller's reviews",
  description: "One review the caller wrote. Another member's review or an anonymous one answers 404, like an unknown id.",
  ...memberOnly,
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...memberErrors },
});
