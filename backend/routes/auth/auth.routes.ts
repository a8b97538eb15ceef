import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { requireMember } from '../../auth/require-member';
import { verifyAccessToken } from '../../auth/tokens';
import { ApiError } from '../../lib/errors';
import type { AppEnv, AppOpenAPI } from '../../lib/types';
import { AuthResultSchema, bearerSecurity, errors, json, MemberInfoSchema, sha256Hex } from './auth.schemas';
import { endMemberSessions, endStaffSessions, issueTokens, rotateRefreshToken } from './sessions.repository';
import { checkStaffCredentials, findStaff, setStaffPassword } from './staff.repository';

const WRONG_CREDENTIALS = 'The user id or password is wrong';

interface StaffContext {
  id: number;
  user_id: string;
}
const staffOf = new WeakMap<Request, StaffContext>();

/**
 * A valid STAFF access token of an existing account. Runs before the body validator, so a request
 * without one learns nothing about its body.
 */
const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7).trim()) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid staff access token is required');
  if (claims.type !== 'STAFF') throw new ApiError(403, 'FORBIDDEN', 'Staff token required');
  const staff = await findStaff(c.var.db, claims.id);
  if (!staff) throw new ApiError(401, 'UNAUTHORIZED', 'The staff account no longer exists');
  staffOf.set(c.req.raw, staff);
  await next();
});

const memberInfoResponse = { 200: json(z.object({ data: MemberInfoSchema }), 'The signed-in member (spec §3 Member)') };
const authResult = (description: string) => ({ 200: json(z.object({ data: AuthResultSchema }), description) });

const authMyInfoRoute = createRoute({
  method: 'get',
  path: '/auth/my-info',
  tags: ['auth'],
  summary: 'The member of the bearer token: nickname and token {id, type}',
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: { ...memberInfoResponse, 401: errors[401], 403: errors[403] },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['auth'],
  summary: "Ends every session of the member: revokes the refresh tokens and invalidates issued access tokens",
  middleware: [requireMember] as const,
  security: bearerSecurity,
  responses: { 204: { description: 'Logged out' }, 401: errors[401], 403: errors[403] },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags: ['auth'],
  summary: 'Rotates a refresh token: a new access token and refresh token in the same family',
  description:
    'The presented refresh token is marked rotated. Presenting it again within REFRESH_REUSE_GRACE_SECONDS (parallel requests) ' +
    'answers a fresh pair; later it counts as reuse: the whole family is revoked and the answer is 401.',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ refreshToken: z.string({ error: 'refreshToken is required' }).min(1, 'refreshToken is required').max(200, 'refreshToken is too long') }) } } },
  },
  responses: { ...authResult('New tokens'), 400: errors[400], 401: errors[401] },
});

const staffLoginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['auth'],
  summary: 'Staff login (spec §7): user_id and the SHA-256 hex of the password → STAFF tokens',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            user_id: z.string({ error: 'user_id is required' }).min(1, 'user_id is required').max(64, 'user_id is too long'),
            password: sha256Hex('password'),
          }),
        },
      },
    },
  },
  responses: { ...authResult('STAFF tokens'), 400: errors[400], 401: errors[401] },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['auth'],
  summary: "Sets a staff account's password (the SHA-256 hex); needs that account's own STAFF token",
  middleware: [requireStaff] as const,
  security: bearerSecurity,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            user_id: z.string({ error: 'user_id is required' }).min(1, 'user_id is required').max(64, 'user_id is too long'),
            new_password: sha256Hex('new_password'),
          }),
        },
      },
    },
  },
  responses: { 204: { description: 'Password changed; the account’s refresh tokens are revoked' }, 400: errors[400], 401: errors[401], 403: errors[403] },
});

export function registerAuthRoutes(app: AppOpenAPI) {
  app.openapi(authMyInfoRoute, (c) => c.json({ data: { nickname: c.var.member.nickname, token: { id: c.var.member.id, type: 'MEMBER' as const } } }, 200));

  app.openapi(logoutRoute, async (c) => {
    await endMemberSessions(c.var.db, c.var.member.id);
    return c.body(null, 204);
  });

  app.openapi(refreshRoute, async (c) => c.json({ data: await rotateRefreshToken(c.var.db, c.req.valid('json').refreshToken) }, 200));

  app.openapi(staffLoginRoute, async (c) => {
    const { user_id, password } = c.req.valid('json');
    const id = await checkStaffCredentials(c.var.db, user_id, password);
    if (id === null) throw new ApiError(401, 'UNAUTHORIZED', WRONG_CREDENTIALS);
    return c.json({ data: await issueTokens(c.var.db, { type: 'STAFF', id, sessionVersion: 0 }) }, 200);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    const { user_id, new_password } = c.req.valid('json');
    const staff = staffOf.get(c.req.raw)!;
    if (staff.user_id !== user_id) throw new ApiError(403, 'FORBIDDEN', 'A staff account can only reset its own password');
    await setStaffPassword(c.var.db, staff.id, new_password);
    await endStaffSessions(c.var.db, staff.id);
    return c.body(null, 204);
  });
}
