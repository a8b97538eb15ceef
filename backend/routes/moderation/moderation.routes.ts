import { createRoute, z } from '@hono/zod-openapi';
import { idParams, pagingQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { ModerationLogEntrySchema, objectionBody, reportBody, TransparencyMonthSchema } from '@/contracts/moderation';
import { conflictError, memberErrors, memberOnly } from '../members/member-route';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

export const REPORTS_PER_HOUR = 10;

export const reportReviewRoute = createRoute({
  method: 'post',
  path: '/member/reviews/{id}/reports',
  operationId: 'reportReview',
  tags: ['member'],
  summary: 'Report a review to the operators',
  description:
    'reason: FALSE_OR_AD, PRIVACY, ABUSE, MEDICAL_AD or OTHER (text required). One report per member and review (409 for a second). ' +
    "The first report of a review opens its case (a REPORTED row in the clinic's public log); later ones join it. " +
    `A member cannot report their own review (403). An unknown review, or one a 임시조치 hides, is 404. At most ${REPORTS_PER_HOUR} reports an hour (429).`,
  ...memberOnly,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: reportBody } } },
  },
  responses: {
    201: ok(dataOf(z.object({ caseId: z.number().int() })), 'Reported'),
    ...memberErrors,
    403: error('Not a MEMBER token, or the review is your own'),
    ...conflictError('CONFLICT: you have already reported this review'),
    429: error('RATE_LIMITED: too many reports; see Retry-After'),
  },
});

export const objectRoute = createRoute({
  method: 'post',
  path: '/member/reviews/{id}/objection',
  operationId: 'objectToTakedown',
  tags: ['member'],
  summary: "The writer's objection (소명) to a 임시조치 on their review",
  description:
    'Only the writer (404 otherwise), only while a takedown hides the review (409), once (409). The operators read it before deciding.',
  ...memberOnly,
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: objectionBody } } },
  },
  responses: {
    204: { description: 'Sent' },
    ...memberErrors,
    ...conflictError('CONFLICT: the review is not hidden by a takedown, or you have already objected'),
  },
});

export const clinicModerationLogRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}/moderation-log',
  operationId: 'getClinicModerationLog',
  tags: ['moderation'],
  summary: "A clinic's '리뷰 관리 기록', newest first",
  description:
    'One entry per case about a review of the clinic: when, who asked (MEMBER, CLINIC), the reason category and where it stands ' +
    '(IN_REVIEW, HIDDEN until hiddenUntil, RESTORED, REMOVED, KEPT). Never the reporter, the writer or the text.',
  security: [],
  request: { params: idParams, query: z.object(pagingQuery(10, 50)) },
  responses: { 200: ok(listOf(ModerationLogEntrySchema), 'A page of entries and their total'), ...readErrors },
});

const monthQuery = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
  .optional()
  .meta({ description: 'One month (Korea time); the last 12 months without it', example: '2026-11' });

export const transparencyRoute = createRoute({
  method: 'get',
  path: '/public/transparency',
  operationId: 'getTransparency',
  tags: ['moderation'],
  summary: 'Monthly moderation figures, from the public log only',
  description:
    'Reports received (cases), takedown requests, handled within 7 days, restored (by an operator / after 30 days), removed, kept, by reason. ' +
    'Newest month first.',
  security: [],
  request: { query: z.object({ month: monthQuery }) },
  responses: { 200: ok(dataOf(z.array(TransparencyMonthSchema)), 'The months'), 400: readErrors[400] },
});
