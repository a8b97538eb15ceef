import { createRoute, z } from '@hono/zod-openapi';
import { idString } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { checkinBody, checkinDayParam, ReviewCheckinsSchema } from '@/contracts/recovery';
import { conflictError, memberErrors, memberOnly } from '../members/member-route';

const WINDOW =
  'Day d (3, 7, 14, 30, 90) is open from treated_on + d days (Korean date) until the next check-in day (exclusive; day 90 until day 120).';

export const listCheckinsRoute = createRoute({
  method: 'get',
  path: '/member/reviews/{id}/checkins',
  operationId: 'listMyCheckins',
  tags: ['member'],
  summary: "A review's recovery check-ins and which day is open now",
  description: `The caller's own review only (another member's review or an unknown id is a 404). ${WINDOW} A review without a treatment date answers 409 CHECKIN_CLOSED.`,
  ...memberOnly,
  request: { params: z.object({ id: idString('id').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: ok(dataOf(ReviewCheckinsSchema), 'Each day with its window and check-in'),
    ...memberErrors,
    ...conflictError('CHECKIN_CLOSED: the review has no treatment date'),
  },
});

export const putCheckinRoute = createRoute({
  method: 'put',
  path: '/member/reviews/{id}/checkins/{day}',
  operationId: 'putMyCheckin',
  tags: ['member'],
  summary: 'Write (or replace) the recovery check-in of one day',
  description:
    `Swelling, bruising, pain and satisfaction 0–10 (400 naming each bad field) and optionally complications from the fixed list, which replace the check-in's earlier ones. ${WINDOW} ` +
    "Out of its window: 409 CHECKIN_CLOSED. The review must be the caller's (404) and have a treatment date (409 CHECKIN_CLOSED). Photos are not taken here yet.",
  ...memberOnly,
  request: {
    params: z.object({
      id: idString('id').openapi({ param: { name: 'id', in: 'path' } }),
      day: checkinDayParam.openapi({ param: { name: 'day', in: 'path' }, example: 7 }),
    }),
    body: { content: { 'application/json': { schema: checkinBody } }, required: true },
  },
  responses: {
    200: ok(dataOf(ReviewCheckinsSchema), "The review's check-ins, this day written"),
    ...memberErrors,
    ...conflictError('CHECKIN_CLOSED: the day is not open, or the review has no treatment date'),
  },
});
