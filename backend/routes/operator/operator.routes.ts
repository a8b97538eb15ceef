import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { AuthResultSchema } from '@/contracts/members';
import {
  OperatorAuditEntrySchema,
  OperatorMeSchema,
  OperatorSummarySchema,
  operatorLoginBody,
  RecoveryCodesSchema,
} from '@/contracts/operators';
import { operatorErrors, operatorOnly } from '../../auth/require-operator';
import { errors } from '../auth/auth.schemas';

export const operatorLoginRoute = createRoute({
  method: 'post',
  path: '/operator/auth/login',
  operationId: 'operatorLogin',
  tags: ['operator'],
  summary: 'Operator sign-in: user id, password and a second factor',
  description:
    'The password is sent as its SHA-256 hex (as staff). The second factor is required: `code`, the 6 digits of the authenticator app ' +
    '(TOTP, RFC 6238, 30 s; each code is accepted once), or `recovery_code`, one of the ten one-time recovery codes. Without either the ' +
    'answer is 400; a wrong password or factor is 401 (the same answer for an unknown id). Limited like the staff sign-in (429 with Retry-After).',
  security: [],
  request: { body: { required: true, content: { 'application/json': { schema: operatorLoginBody } } } },
  responses: {
    200: ok(dataOf(AuthResultSchema), 'Signed in: an OPERATOR access token and a refresh token for POST /auth/refresh'),
    400: errors[400],
    401: errors[401],
    429: errors[429],
  },
});

export const operatorMeRoute = createRoute({
  method: 'get',
  path: '/operator/me',
  operationId: 'getOperatorMe',
  summary: 'The signed-in operator',
  description: 'The operator account of the OPERATOR token (issued only after the second factor).',
  ...operatorOnly,
  responses: { 200: ok(dataOf(OperatorMeSchema), 'The operator'), 401: operatorErrors[401], 403: operatorErrors[403] },
});

export const operatorLogoutRoute = createRoute({
  method: 'post',
  path: '/operator/logout',
  operationId: 'operatorLogout',
  summary: 'Ends every session of the operator',
  description:
    'Revokes the refresh tokens and moves the session version on: issued access tokens stop working at once.',
  ...operatorOnly,
  responses: { 204: { description: 'Signed out' }, 401: operatorErrors[401], 403: operatorErrors[403] },
});

export const operatorRecoveryCodesRoute = createRoute({
  method: 'post',
  path: '/operator/me/recovery-codes',
  operationId: 'replaceOperatorRecoveryCodes',
  summary: 'New recovery codes for the signed-in operator (the old ones stop working)',
  description: 'Answers ten new one-time recovery codes, once; only their hashes are kept. Written to the audit log.',
  ...operatorOnly,
  responses: {
    200: ok(dataOf(RecoveryCodesSchema), 'The new codes'),
    401: operatorErrors[401],
    403: operatorErrors[403],
  },
});

export const operatorAuditRoute = createRoute({
  method: 'get',
  path: '/operator/audit',
  operationId: 'listOperatorAudit',
  summary: 'The operator audit log, newest first',
  description:
    'Every operator action with the operator, time, target and reason. Filter by target (`targetType` and `targetId`); page with `before` (an entry id).',
  ...operatorOnly,
  request: {
    query: z.object({
      targetType: z
        .enum(['REVIEW', 'MEMBER', 'STAFF', 'CLINIC', 'EVENT', 'APPLICATION', 'CASE', 'OPERATOR'])
        .optional(),
      targetId: z.coerce.number().int().positive().optional(),
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
  },
  responses: {
    200: ok(z.object({ data: z.array(OperatorAuditEntrySchema) }), 'Entries, newest first'),
    400: operatorErrors[400],
    401: operatorErrors[401],
    403: operatorErrors[403],
  },
});

export const operatorSummaryRoute = createRoute({
  method: 'get',
  path: '/operator/summary',
  operationId: 'getOperatorSummary',
  summary: 'What waits for the operators',
  description:
    'Counts of open moderation cases (and of those with an objection), pending partner applications and open wording reviews.',
  ...operatorOnly,
  responses: {
    200: ok(dataOf(OperatorSummarySchema), 'The counts'),
    401: operatorErrors[401],
    403: operatorErrors[403],
  },
});
