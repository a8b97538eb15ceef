import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { replyBody, ReviewReplySchema, ReviewSchema } from '@/contracts/reviews';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

export const listStaffReviewsRoute = createRoute({
  method: 'get',
  path: '/staff/reviews',
  operationId: 'listStaffReviews',
  summary: 'Reviews of the clinic, newest first, with its replies',
  description: 'Read-only: staff reply to reviews (PUT /staff/reviews/{id}/reply) but never edit, hide or delete them.',
  ...staffOnly,
  request: { query: z.object({ ...pagingQuery(10, 50), lang: langQuery }) },
  responses: { 200: ok(listOf(ReviewSchema), 'A page of reviews and the total'), ...staffListErrors },
});

export const putStaffReplyRoute = createRoute({
  method: 'put',
  path: '/staff/reviews/{id}/reply',
  operationId: 'putStaffReviewReply',
  summary: "Writes the clinic's public reply to one of its reviews",
  description:
    "One reply per review, shown under it as '병원 답변': a second PUT replaces the text. content: 1 to 1000 characters. " +
    "Another clinic's review answers 404. Recorded in the audit trail.",
  ...staffOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: replyBody } } } },
  responses: { 200: ok(dataOf(ReviewReplySchema), 'The reply as shown'), ...staffErrors },
});

export const deleteStaffReplyRoute = createRoute({
  method: 'delete',
  path: '/staff/reviews/{id}/reply',
  operationId: 'deleteStaffReviewReply',
  summary: "Takes the clinic's reply down",
  description: "The review stays exactly as it is. 404 for another clinic's review or when there is no reply.",
  ...staffOnly,
  request: { params: idParams },
  responses: { 204: { description: 'The reply is gone' }, ...staffErrors },
});
