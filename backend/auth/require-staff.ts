import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import type { AppEnv } from '../lib/types';
import { findStaff } from '../routes/auth/staff.repository';
import { verifyAccessToken } from './tokens';

/**
 * Every staff route: a valid STAFF access token of an existing account whose session version has not moved
 * on (a password change or a staff logout ends every session at once). Sets `c.var.staff`, whose clinicId
 * scopes everything the route reads or writes. Runs before any validator, so a request without one learns
 * nothing about its body or which ids exist.
 */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7).trim()) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid staff access token is required');
  if (claims.type !== 'STAFF') throw new ApiError(403, 'FORBIDDEN', 'Staff token required');
  const staff = await findStaff(c.var.db, claims.id);
  if (!staff || staff.sessionVersion !== claims.sv) throw new ApiError(401, 'UNAUTHORIZED', 'Session has ended');
  c.set('staff', { id: staff.id, user_id: staff.user_id, clinicId: staff.clinicId });
  await next();
});
