import { createRoute, z } from '@hono/zod-openapi';
import { requireMember } from '../../auth/require-member';
import { idempotencyKeyHeaders, idempotent } from '../../lib/idempotency';
import { idParams, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { CounselDetailSchema, CounselSchema, createCounselBody, linkReviewBody } from '@/contracts/counsels';
import { ErrorSchema } from '@/contracts/errors';
import { conflictError, idempotencyErrors, memberErrors, memberListErrors, memberOnly } from '../members/member-route';

export const createCounselRoute = createRoute({
  method: 'post',
  path: '/member/counsels',
  operationId: 'createCounsel',
  tags: ['member'],
  summary: 'Book a consultation with a clinic, from the clinic itself or one of its doctors, events or reviews',
  description:
    "Books a consultation for the caller. `sourceType`/`sourceId` name where it was booked from: the clinic itself (sourceId = clinic_id) or one of the clinic's doctors, events or reviews. `content` (at most 2000 characters) may be empty. " +
    'With an Idempotency-Key header a retried request (a double tap, a lost answer) books once and gets the first answer again.',
  ...memberOnly,
  middleware: [requireMember, idempotent('POST /member/counsels')],
  request: {
    headers: idempotencyKeyHeaders('booking'),
    body: {
      content: {
        'application/json': {
          schema: createCounselBody,
        },
      },
      required: true,
    },
  },
  responses: {
    201: ok(dataOf(CounselSchema), 'Booked, state AWAITING_CLINIC_CONFIRMATION'),
    ...memberErrors,
    ...idempotencyErrors,
    429: {
      content: { 'application/json': { schema: ErrorSchema } },
      description:
        'RATE_LIMITED: the member booked COUNSEL_POSTS_PER_HOUR consultations in the last hour; see Retry-After',
    },
  },
});

export const listCounselsRoute = createRoute({
  method: 'get',
  path: '/member/counsels',
  operationId: 'listCounsels',
  tags: ['member'],
  summary: "The caller's counsels, newest first",
  description:
    "Pages through the caller's counsels, newest first, each with its clinic and the name or title of its source.",
  ...memberOnly,
  request: { query: z.object(pagingQuery(1_000, 1_000)) },
  responses: { 200: ok(listOf(CounselSchema), 'A page of counsels and the total'), ...memberListErrors },
});

export const getCounselRoute = createRoute({
  method: 'get',
  path: '/member/counsels/{id}',
  operationId: 'getCounsel',
  tags: ['member'],
  summary: "One of the caller's counsels",
  description:
    "One counsel of the caller, with its current appointment (`appointment_at`) and every move (`history`, oldest first: the new state, who moved it — the clinic, the member or the system, never a staff name — and when). Another member's counsel answers 404, like an unknown id.",
  ...memberOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(CounselDetailSchema), 'The counsel and its history'), ...memberErrors },
});

export const getCounselAppointmentRoute = createRoute({
  method: 'get',
  path: '/member/counsels/{id}/appointment.ics',
  operationId: 'getCounselAppointmentIcs',
  tags: ['member'],
  summary: "The counsel's current appointment as an iCalendar (.ics) file",
  description:
    'For adding the appointment to a calendar: one event titled with the clinic and the kind of appointment (상담 예약, 시술 예약), never the treatment, ' +
    "starting at `appointment_at` (written in UTC, so it shows at the right Korea time in any calendar). 404 when the counsel is not the caller's, " +
    'or has no current appointment.',
  ...memberOnly,
  request: { params: idParams },
  responses: {
    200: {
      content: {
        'text/calendar': { schema: z.string().meta({ description: 'An iCalendar VCALENDAR with one VEVENT' }) },
      },
      description: 'The appointment, as an attachment',
    },
    ...memberErrors,
  },
});

export const patchCounselRoute = createRoute({
  method: 'patch',
  path: '/member/counsels/{id}',
  operationId: 'linkCounselReview',
  tags: ['member'],
  summary: "Link the review written for this counsel (the caller's own review of the counsel's clinic)",
  description: 'Idempotent for the same review. Other fields (state, member_id…) are ignored.',
  ...memberOnly,
  request: {
    params: idParams,
    body: { content: { 'application/json': { schema: linkReviewBody } }, required: true },
  },
  responses: {
    200: ok(dataOf(CounselSchema), 'The counsel with review_id set'),
    ...memberErrors,
    ...conflictError('The counsel already has another review, or the review belongs to another counsel'),
  },
});

export const cancelCounselRoute = createRoute({
  method: 'post',
  path: '/member/counsels/{id}/cancel',
  operationId: 'cancelCounsel',
  tags: ['member'],
  summary: "Cancel one of the caller's counsels while it awaits the clinic",
  description:
    'Moves the counsel to CANCELED while it is AWAITING_CLINIC_CONFIRMATION. Idempotent: a counsel already canceled answers 200 as it is. ' +
    "Once the clinic has confirmed it, 409 INVALID_TRANSITION (the clinic cancels from then on). Another member's counsel answers 404.",
  ...memberOnly,
  request: { params: idParams },
  responses: {
    200: ok(dataOf(CounselSchema), 'The counsel, state CANCELED'),
    ...memberErrors,
    ...conflictError('The clinic has already confirmed the counsel (code INVALID_TRANSITION)'),
  },
});
