import { createRoute, z } from '@hono/zod-openapi';
import { idParams, pagingQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import {
  decisionBody,
  ModerationCaseSchema,
  ModerationCaseSummarySchema,
  ModerationHistorySchema,
} from '@/contracts/moderation';
import { CASE_KINDS } from '@/contracts/moderation-rules';
import { operatorErrors, operatorOnly } from '../../../auth/require-operator';

const listErrors = { 400: operatorErrors[400], 401: operatorErrors[401], 403: operatorErrors[403] };

export const listCasesRoute = createRoute({
  method: 'get',
  path: '/operator/cases',
  operationId: 'listModerationCases',
  summary: 'The moderation queue: open cases oldest first',
  description:
    'state OPEN (default; oldest first) or DECIDED (latest decision first); kind REPORT or TAKEDOWN. Each with its clinic, report count, ' +
    'whether the writer objected and how many advertising-wording rules the review trips.',
  ...operatorOnly,
  request: {
    query: z.object({
      state: z.enum(['OPEN', 'DECIDED'], { error: 'state must be OPEN or DECIDED' }).optional().default('OPEN'),
      kind: z.enum(CASE_KINDS, { error: 'kind must be REPORT or TAKEDOWN' }).optional(),
      ...pagingQuery(50, 200),
    }),
  },
  responses: { 200: ok(listOf(ModerationCaseSummarySchema), 'A page of cases and the total'), ...listErrors },
});

export const getCaseRoute = createRoute({
  method: 'get',
  path: '/operator/cases/{id}',
  operationId: 'getModerationCase',
  summary: 'One case with everything an operator weighs',
  description:
    "The review (or its snapshot once removed), its verification, its counsel's state history, the clinic's reply, the reports " +
    '(with reporter ids), the takedown request and the objection, the advertising-wording findings and the public log rows.',
  ...operatorOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(ModerationCaseSchema), 'The case'), ...operatorErrors },
});

export const decideCaseRoute = createRoute({
  method: 'post',
  path: '/operator/cases/{id}/decision',
  operationId: 'decideModerationCase',
  summary: 'Decide a case: REMOVE, RESTORE (a takedown) or KEEP (reports)',
  description:
    'reason from the decision’s list (REMOVE: FALSE_OR_AD, PRIVACY, ABUSE, MEDICAL_AD, INFRINGEMENT_CONFIRMED; RESTORE/KEEP: NO_VIOLATION, ' +
    'INFRINGEMENT_NOT_SHOWN, OBJECTION_ACCEPTED) and a note (2–500 characters): 400 with `error.fields` otherwise. REMOVE deletes the review ' +
    '(counts and averages recomputed; a snapshot stays for operators), RESTORE shows a hidden review again, KEEP dismisses the reports. ' +
    'A REPORT case takes REMOVE or KEEP, a TAKEDOWN case REMOVE or RESTORE (400). 409 once decided. One public log row, one audit row.',
  ...operatorOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: decisionBody } } } },
  responses: {
    200: ok(dataOf(ModerationCaseSchema), 'The case as decided'),
    ...operatorErrors,
    409: { content: { 'application/json': { schema: ErrorSchema } }, description: 'CONFLICT: already decided' },
  },
});

export const memberModerationRoute = createRoute({
  method: 'get',
  path: '/operator/members/{id}/moderation',
  operationId: 'getMemberModeration',
  summary: "A member's moderation history",
  description: 'The reports the member filed and the cases about their reviews (the latest 200 of each).',
  ...operatorOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(ModerationHistorySchema), 'The history'), ...operatorErrors },
});

export const clinicModerationRoute = createRoute({
  method: 'get',
  path: '/operator/clinics/{id}/moderation',
  operationId: 'getClinicModeration',
  summary: "A clinic's moderation history",
  description:
    "Every case about the clinic's reviews (the latest 200), its takedown requests and their outcomes among them.",
  ...operatorOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(ModerationHistorySchema), 'The history'), ...operatorErrors },
});
