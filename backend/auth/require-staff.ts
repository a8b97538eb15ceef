import { createMiddleware } from 'hono/factory';
import { ApiError } from '../lib/errors';
import type { AppEnv } from '../lib/types';
import { findStaff } from '../routes/auth/staff.repository';
import { verifyAccessToken } from './tokens';

export interface StaffContext {
  id: number;
  user_id: string;
}

type StaffEnv = { Variables: AppEnv['Variables'] & { staff: StaffContext } };

/**
 * A valid STAFF access token of an existing account; sets `c.var.staff`. Runs before the body validator,
 * so a request without one learns nothing about its body.
 */
export const requireStaff = createMiddleware<StaffEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7).trim()) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid staff access token is required');
  if (claims.type !== 'STAFF') throw new ApiError(403, 'FORBIDDEN', 'Staff token required');
  const staff = await findStaff(c.var.db, claims.id);
  if (!staff) throw new ApiError(401, 'UNAUTHORIZED', 'The staff account no longer exists');
  c.set('staff', staff);
  await next();
});
