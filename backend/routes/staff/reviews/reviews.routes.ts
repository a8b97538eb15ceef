import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { replyBody, ReviewReplySchema, ReviewSchema } from '@/contracts/reviews';
import { takedownBody } from '@/contracts/moderation';
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

export const TAKEDOWNS_PER_DAY = 10;

export const staffTakedownRoute = createRoute({
  method: 'post',
  path: '/staff/reviews/{id}/takedown',
  operationId: 'requestReviewTakedown',
  summary: '권리침해 신고: asks the operators to hide one of the clinic’s reviews (임시조치)',
  description:
    'reason: DEFAMATION, PRIVACY or FALSE_FACTS, and text (the explanation, required). The review is hidden at once for 30 days at most ' +
    '(its title, text and photos blank; it keeps its place and its rating still counts) until an operator removes or restores it; after 30 days it is restored. ' +
    "409 while a takedown of the review is open, and once one has ended (a review is hidden once). Another clinic's review is 404. " +
    `At most ${TAKEDOWNS_PER_DAY} requests a day (429). The writer is told and may object. Staff never edit, hide or delete reviews otherwise.`,
  ...staffOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: takedownBody } } } },
  responses: {
    201: ok(
      dataOf(z.object({ caseId: z.number().int(), hiddenUntil: z.string().meta({ format: 'date-time' }) })),
      'Hidden until hiddenUntil',
    ),
    ...staffErrors,
    409: {
      content: staffErrors[400].content,
      description: 'CONFLICT: a takedown is open, or this review was already restored after one',
    },
    429: { content: staffErrors[400].content, description: 'RATE_LIMITED: see Retry-After' },
  },
});
