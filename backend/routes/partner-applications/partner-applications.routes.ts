import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../../lib/errors';
import { operatorErrors, operatorOnly } from '../../auth/require-operator';
import { limitPerAddress } from '../../lib/rate-limit';
import { idParams } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import {
  approveApplicationBody,
  ApprovalSchema,
  partnerApplicationBody,
  PartnerApplicationReceiptSchema,
  PartnerApplicationSchema,
  rejectApplicationBody,
} from '@/contracts/partner-applications';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });
const jsonBody = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** Applications per client address and hour: a clinic applies once; a few corrections are fine. */
export const APPLICATIONS_PER_HOUR = 5;

export const createApplicationRoute = createRoute({
  method: 'post',
  path: '/public/partner-applications',
  operationId: 'createPartnerApplication',
  tags: ['partner-applications'],
  summary: 'A clinic applies to join (입점 신청)',
  description:
    'Stores an application for the operators to review. The number is a 요양기관 번호 (8 digits) or a 사업자등록번호 ' +
    '(10 digits, check digit verified). One open application per number (409). At most ' +
    `${APPLICATIONS_PER_HOUR} per client address and hour (429 with Retry-After).`,
  security: [],
  middleware: [
    limitPerAddress('partner-applications', () => APPLICATIONS_PER_HOUR, 3600),
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body too large'), 413),
    }),
  ] as const,
  request: { body: jsonBody(partnerApplicationBody) },
  responses: {
    201: ok(dataOf(PartnerApplicationReceiptSchema), 'Received'),
    400: error('Invalid input: `error.fields` names each bad field'),
    409: error('An application for this number is already waiting for review'),
    429: error('Too many applications from this address; Retry-After says when to try again'),
  },
});

export const listApplicationsRoute = createRoute({
  method: 'get',
  path: '/operator/partner-applications',
  operationId: 'listPartnerApplications',
  summary: 'The partner applications: open ones first, oldest first',
  description: 'Every application (up to 500): PENDING first, then the decided ones, each group oldest first.',
  ...operatorOnly,
  responses: {
    200: ok(listOf(PartnerApplicationSchema), 'Applications'),
    401: operatorErrors[401],
    403: operatorErrors[403],
  },
});

export const getApplicationRoute = createRoute({
  method: 'get',
  path: '/operator/partner-applications/{id}',
  operationId: 'getPartnerApplication',
  summary: 'One partner application',
  description:
    'The application with its decision (who, when, why) and, once approved, the clinic and staff account it made.',
  ...operatorOnly,
  request: { params: idParams },
  responses: {
    200: ok(dataOf(PartnerApplicationSchema), 'The application'),
    400: operatorErrors[400],
    401: operatorErrors[401],
    403: operatorErrors[403],
    404: operatorErrors[404],
  },
});

export const approveApplicationRoute = createRoute({
  method: 'post',
  path: '/operator/partner-applications/{id}/approve',
  operationId: 'approvePartnerApplication',
  summary: 'Approves an application: an unpublished clinic, its staff account and a one-time password-setup link',
  description:
    'In one transaction: the clinic (unpublished until its profile is complete), a staff account (user id given or ' +
    '`clinic_<number>`) whose password nobody knows, and a one-time setup link valid 24 hours, emailed to the ' +
    'applicant when email is configured and answered here once. 409 when the application was decided already or the user id is taken.',
  ...operatorOnly,
  request: { params: idParams, body: jsonBody(approveApplicationBody) },
  responses: {
    200: ok(dataOf(ApprovalSchema), 'Approved'),
    ...operatorErrors,
    409: error('Decided already, or the user id is taken'),
  },
});

export const rejectApplicationRoute = createRoute({
  method: 'post',
  path: '/operator/partner-applications/{id}/reject',
  operationId: 'rejectPartnerApplication',
  summary: 'Rejects an application, with a reason',
  description:
    'The reason (2–500 characters) is required (400 without) and goes to the operator audit log. 409 when decided already.',
  ...operatorOnly,
  request: { params: idParams, body: jsonBody(rejectApplicationBody) },
  responses: {
    200: ok(dataOf(PartnerApplicationSchema), 'Rejected'),
    ...operatorErrors,
    409: error('Decided already'),
  },
});
