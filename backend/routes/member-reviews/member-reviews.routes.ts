import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, listOf, ReviewSchema } from '../../schemas/entities';
import { memberErrors, memberListErrors, memberOnly } from '../members/member-route';

// POST and PATCH /member/reviews (writing and editing) come with the review editor.

export const listMemberReviewsRoute = createRoute({
  method: 'get',
  path: '/member/reviews',
  tags: ['member'],
  summary: "The caller's reviews, newest first (spec: offset 0, limit 100)",
  ...memberOnly,
  request: { query: z.object({ ...pagingQuery(100, 100), lang: langQuery }) },
  responses: { 200: ok(listOf(ReviewSchema), 'A page of the caller\'s reviews and their total'), ...memberListErrors },
});

export const getMemberReviewRoute = createRoute({
  method: 'get',
  path: '/member/reviews/{id}',
  tags: ['member'],
  summary: "One of the caller's reviews",
  ...memberOnly,
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...memberErrors },
});
