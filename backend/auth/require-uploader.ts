import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import type { AppEnv } from '../lib/types';
import { requireMember } from './require-member';
import { requireStaff } from './require-staff';
import { verifyAccessToken } from './tokens';

/**
 * The upload service serves members (review photos) and clinic staff (clinic, doctor and event images):
 * a MEMBER token is checked like on /member routes (sets `c.var.member`), a STAFF token like on /staff
 * routes (sets `c.var.staff`).
 */
export const requireUploader = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7).trim()) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid member or staff access token is required');
  return claims.type === 'STAFF' ? requireStaff(c, next) : requireMember(c, next);
});
