import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idParams, langQuery, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { dataOf, listOf, ReviewSchema } from '../../schemas/entities';
import { memberErrors, memberListErrors, memberOnly } from '../members/member-route';
import { getMemberReview, listMemberReviews } from './member-reviews.repository';

// POST and PATCH /member/reviews (writing and editing) come with the review editor.

const listMemberReviewsRoute = createRoute({
  method: 'get',
  path: '/member/reviews',
  tags: ['member'],
  summary: "The caller's reviews, newest first (spec: offset 0, limit 100)",
  ...memberOnly,
  request: { query: z.object({ ...pagingQuery(100, 100), lang: langQuery }) },
  responses: { 200: ok(listOf(ReviewSchema), 'A page of the caller\'s reviews and their total'), ...memberListErrors },
});

const getMemberReviewRoute = createRoute({
  method: 'get',
  path: '/member/reviews/{id}',
  tags: ['member'],
  summary: "One of the caller's reviews",
  ...memberOnly,
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ReviewSchema), 'The review'), ...memberErrors },
});

export function registerMemberReviewRoutes(app: AppOpenAPI) {
  app.openapi(listMemberReviewsRoute, async (c) => c.json(await listMemberReviews(c.var.db, c.var.member.id, c.req.valid('query')), 200));

  app.openapi(getMemberReviewRoute, async (c) => {
    const review = await getMemberReview(c.var.db, c.var.member.id, c.req.valid('param').id, c.req.valid('query').lang);
    if (!review) throw notFound('Review');
    return c.json({ data: review }, 200);
  });
}
