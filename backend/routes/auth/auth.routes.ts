import { ErrorSchema } from '@/contracts/errors';
import { createRoute, z } from '@hono/zod-openapi';
import { requireMember } from '../../auth/require-member';
import { requireStaff } from '../../auth/require-staff';
import { AuthResultSchema, MemberInfoSchema } from '@/contracts/members';
import { resetPasswordBody, staffLoginBody } from '@/contracts/staff';
import { setupPasswordBody } from '@/contracts/partner-applications';
import { limitPerAddress } from '../../lib/rate-limit';
import { bearerSecurity, errors, json } from './auth.schemas';

const memberInfoResponse = { 200: json(z.object({ data: MemberInfoSchema }), 'The signed-in member') };
const authResult = (description: string) => ({ 200: json(z.object({ data: AuthResultSchema }), description) });

export const authMyInfoRoute = createRoute({
  method: 'get',
  path: '/auth/my-info',
  operationId: 'getAuthMyInfo',
  tags: ['auth'],
  summary: 'The member of the bearer token: nickname and token {id, type}',
  description:
    'Answers the member the bearer token belongs to. 401 for a missing, invalid or expired token or an ended session; 403 for a STAFF token.',
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: { ...memberInfoResponse, 401: errors[401], 403: errors[403] },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  operationId: 'logout',
  tags: ['auth'],
  summary: 'Ends every session of the member: revokes the refresh tokens and invalidates issued access tokens',
  description:
    'Revokes every refresh token of the member and moves the session version on, so access tokens already issued stop working at once (on every device).',
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: { 204: { description: 'Logged out' }, 401: errors[401], 403: errors[403] },
});

export const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  operationId: 'refreshTokens',
  tags: ['auth'],
  summary: 'Rotates a refresh token: a new access token and refresh token in the same family',
  security: [],
  description:
    'The presented refresh token is marked rotated. Presenting it again within REFRESH_REUSE_GRACE_SECONDS (parallel requests) ' +
    'answers a fresh pair; later it counts as reuse: the whole family is revoked and the answer is 401.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            refreshToken: z
              .string({ error: 'refreshToken is required' })
              .min(1, 'refreshToken is required')
              .max(200, 'refreshToken is too long'),
          }),
        },
      },
    },
  },
  responses: { ...authResult('New tokens'), 400: errors[400], 401: errors[401] },
});

export const staffLoginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  operationId: 'staffLogin',
  tags: ['auth'],
  summary: 'Staff login: user_id and the SHA-256 hex of the password → STAFF tokens',
  description:
    'Checks a staff account: the client sends the SHA-256 hex of the password, the server compares it with its slow hash. ' +
    'The user id is lower-cased (letters, digits, `.` and `_`). A wrong password and an unknown user id get the same 401. ' +
    'Attempts are counted before the password is checked, within STAFF_LOGIN_WINDOW_SECONDS (default 900): per user id and client address ' +
    '(STAFF_LOGIN_MAX_FAILURES, default 5), per user id from all addresses (STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT, default 50) and per client address ' +
    '(STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS, default 20); a successful sign-in is given back. The wrong password that reaches a limit, and every attempt ' +
    'after it until the window ends (the right password included, without being checked), answer 429 with Retry-After. Wrong passwords for an ' +
    'existing account are also counted on it: GET /staff/me tells its staff (failedSignIns).',
  security: [],
  request: { body: { required: true, content: { 'application/json': { schema: staffLoginBody } } } },
  responses: {
    ...authResult('STAFF tokens'),
    400: errors[400],
    401: errors[401],
    403: json(ErrorSchema, 'ACCOUNT_SUSPENDED: an operator has suspended this staff account'),
    429: errors[429],
  },
});

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  operationId: 'resetStaffPassword',
  tags: ['auth'],
  summary: "Sets a staff account's password (the SHA-256 hex); needs that account's own STAFF token",
  description:
    'Replaces the password of the account the STAFF token belongs to (`user_id` must be that account) and ends all its sessions: its refresh tokens are revoked and ' +
    'every access token issued before stops working. The caller signs in again with the new password (POST /auth/login).',
  middleware: [requireStaff] as const,
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: resetPasswordBody } } } },
  responses: {
    204: { description: 'Password changed; every session of the account has ended' },
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

/** Password-setup attempts per client address within 15 minutes. */
export const SETUP_ATTEMPTS = 10;

export const setupPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/staff/setup-password',
  operationId: 'setupStaffPassword',
  tags: ['auth'],
  summary: "Sets a new staff account's first password through its one-time link",
  description:
    'The token of the link an approved partner application sent (valid 24 hours, once) and the SHA-256 hex of the ' +
    'new password. 400 for an unknown token, 410 LINK_EXPIRED for a used or expired one. Answers the user id to sign in with. ' +
    `At most ${SETUP_ATTEMPTS} attempts per client address within 15 minutes (429).`,
  security: [],
  middleware: [limitPerAddress('staff-setup-password', () => SETUP_ATTEMPTS, 900, { security: true })] as const,
  request: { body: { required: true, content: { 'application/json': { schema: setupPasswordBody } } } },
  responses: {
    200: json(z.object({ data: z.object({ user_id: z.string() }) }), 'Password set; sign in with it'),
    400: errors[400],
    410: errors[410],
    429: errors[429],
  },
});

export const checkSetupLinkRoute = createRoute({
  method: 'post',
  path: '/auth/staff/setup-password/check',
  operationId: 'checkStaffSetupLink',
  tags: ['auth'],
  summary: 'Whether a one-time password-setup link still works (the page asks before showing its form)',
  description: `204 when it does, 400 for an unknown token, 410 LINK_EXPIRED for a used or expired one. Counted with the setup attempts (${SETUP_ATTEMPTS} per address within 15 minutes).`,
  security: [],
  middleware: [limitPerAddress('staff-setup-password', () => SETUP_ATTEMPTS, 900, { security: true })] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: setupPasswordBody.pick({ token: true }) } } },
  },
  responses: { 204: { description: 'The link works' }, 400: errors[400], 410: errors[410], 429: errors[429] },
});
