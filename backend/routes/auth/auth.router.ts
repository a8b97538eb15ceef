import { createRouter } from '../../lib/create-router';
import { memberInfoOf } from '../../schemas/member';
import { ApiError } from '../../lib/errors';
import { authMyInfoRoute, logoutRoute, refreshRoute, resetPasswordRoute, staffLoginRoute } from './auth.routes';
import { endMemberSessions, endStaffSessions, issueTokens, rotateRefreshToken } from './sessions.repository';
import { checkStaffCredentials, setStaffPassword } from './staff.repository';

const WRONG_CREDENTIALS = 'The user id or password is wrong';

export const authRouter = createRouter()
  .openapi(authMyInfoRoute, (c) => c.json({ data: memberInfoOf(c.var.member) }, 200))
  .openapi(logoutRoute, async (c) => {
    await endMemberSessions(c.var.db, c.var.member.id);
    return c.body(null, 204);
  })
  .openapi(refreshRoute, async (c) => c.json({ data: await rotateRefreshToken(c.var.db, c.req.valid('json').refreshToken) }, 200))
  .openapi(staffLoginRoute, async (c) => {
    const { user_id, password } = c.req.valid('json');
    const id = await checkStaffCredentials(c.var.db, user_id, password);
    if (id === null) throw new ApiError(401, 'UNAUTHORIZED', WRONG_CREDENTIALS);
    return c.json({ data: await issueTokens(c.var.db, { type: 'STAFF', id, sessionVersion: 0 }) }, 200);
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { user_id, new_password } = c.req.valid('json');
    const { staff } = c.var;
    if (staff.user_id !== user_id) throw new ApiError(403, 'FORBIDDEN', 'A staff account can only reset its own password');
    await setStaffPassword(c.var.db, staff.id, new_password);
    await endStaffSessions(c.var.db, staff.id);
    return c.body(null, 204);
  });
