import { createRouter } from '../../lib/create-router';
import { clientAddress } from '../../lib/client-address';
import { memberInfoOf } from '@/contracts/members';
import { ApiError, errorBody } from '../../lib/errors';
import {
  authMyInfoRoute,
  logoutRoute,
  refreshRoute,
  resetPasswordRoute,
  checkSetupLinkRoute,
  setupPasswordRoute,
  staffLoginRoute,
} from './auth.routes';
import { passwordSetupState, usePasswordSetup } from './password-setup.repository';
import { endMemberSessions, endStaffSessions, issueTokens, rotateRefreshToken } from './sessions.repository';
import { takeStaffLoginAttempt } from './staff-login-limits';
import { checkStaffCredentials, recordFailedSignIn, setStaffPassword } from './staff.repository';

const WRONG_CREDENTIALS = 'The user id or password is wrong';
const TOO_MANY_FAILURES = 'Too many failed sign-ins: try again later';

export const authRouter = createRouter()
  .openapi(authMyInfoRoute, (c) => c.json({ data: memberInfoOf(c.var.member) }, 200))
  .openapi(logoutRoute, async (c) => {
    await endMemberSessions(c.var.db, c.var.member.id);
    return c.body(null, 204);
  })
  .openapi(refreshRoute, async (c) =>
    c.json({ data: await rotateRefreshToken(c.var.db, c.req.valid('json').refreshToken) }, 200),
  )
  .openapi(staffLoginRoute, async (c) => {
    const { user_id, password } = c.req.valid('json');
    const attempt = await takeStaffLoginAttempt(c.var.db, user_id, clientAddress(c.req.raw.headers));
    if (attempt.refused)
      return c.json(errorBody('RATE_LIMITED', TOO_MANY_FAILURES), 429, { 'retry-after': String(attempt.wait) });
    const staff = await checkStaffCredentials(c.var.db, user_id, password);
    if (!staff) {
      await recordFailedSignIn(c.var.db, user_id);
      if (attempt.waitIfWrong)
        return c.json(errorBody('RATE_LIMITED', TOO_MANY_FAILURES), 429, {
          'retry-after': String(attempt.waitIfWrong),
        });
      throw new ApiError(401, 'UNAUTHORIZED', WRONG_CREDENTIALS);
    }
    await attempt.succeeded();
    return c.json(
      { data: await issueTokens(c.var.db, { type: 'STAFF', id: staff.id, sessionVersion: staff.sessionVersion }) },
      200,
    );
  })
  .openapi(resetPasswordRoute, async (c) => {
    const { user_id, new_password } = c.req.valid('json');
    const { staff } = c.var;
    if (staff.user_id !== user_id)
      throw new ApiError(403, 'FORBIDDEN', 'A staff account can only reset its own password');
    await c.var.db.transaction(async (tx) => {
      await setStaffPassword(tx, staff.id, new_password);
      await endStaffSessions(tx, staff.id);
    });
    return c.body(null, 204);
  })
  .openapi(setupPasswordRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    const user_id = await c.var.db.transaction((tx) => usePasswordSetup(tx, token, password));
    return c.json({ data: { user_id } }, 200);
  })
  .openapi(checkSetupLinkRoute, async (c) => {
    const state = await passwordSetupState(c.var.db, c.req.valid('json').token);
    if (state === 'unknown')
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: token', { token: 'unknown token' });
    if (state === 'spent') throw new ApiError(410, 'LINK_EXPIRED', 'This link was used already or has expired');
    return c.body(null, 204);
  });
