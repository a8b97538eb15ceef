import { createRouter } from '../../lib/create-router';
import { clientAddress } from '../../lib/client-address';
import { ApiError, errorBody } from '../../lib/errors';
import { operatorAudit } from '../../auth/require-operator';
import { endOperatorSessions, issueTokens } from '../auth/sessions.repository';
import { takeStaffLoginAttempt } from '../auth/staff-login-limits';
import {
  operatorAuditRoute,
  operatorLoginRoute,
  operatorLogoutRoute,
  operatorMeRoute,
  operatorRecoveryCodesRoute,
  operatorSummaryRoute,
} from './operator.routes';
import {
  checkOperatorSignIn,
  listOperatorAudit,
  operatorSummary,
  recoveryCodesLeft,
  replaceRecoveryCodes,
} from './operators.repository';

// /operator/*: the operator console's calls. Every route but the sign-in spreads `operatorOnly`
// (backend/auth/require-operator.ts) and writes what it does to the operator audit log (operatorAudit).

const WRONG = 'The user id, password or code is wrong';
const TOO_MANY_FAILURES = 'Too many failed sign-ins: try again later';

export const operatorRouter = createRouter()
  .openapi(operatorLoginRoute, async (c) => {
    const body = c.req.valid('json');
    // The staff sign-in's limits, on ids of their own (an operator id never shares a count with a staff id).
    const attempt = await takeStaffLoginAttempt(c.var.db, `operator:${body.user_id}`, clientAddress(c.req.raw.headers));
    if (attempt.refused)
      return c.json(errorBody('RATE_LIMITED', TOO_MANY_FAILURES), 429, { 'retry-after': String(attempt.wait) });
    const factor = body.code ? { code: body.code } : { recoveryCode: body.recovery_code ?? '' };
    const outcome = await checkOperatorSignIn(c.var.db, body.user_id, body.password, factor);
    if (!outcome.ok) {
      // The right password with a wrong second factor is written down: someone holds the password.
      if (outcome.operator)
        await operatorAudit(
          c.var.db,
          { id: outcome.operator.id, user_id: outcome.operator.userId },
          {
            action: 'SIGN_IN_SECOND_FACTOR_FAILED',
            targetType: 'OPERATOR',
            targetId: outcome.operator.id,
            reason: null,
            detail: { method: 'code' in factor ? 'totp' : 'recovery' },
          },
        );
      if (attempt.waitIfWrong)
        return c.json(errorBody('RATE_LIMITED', TOO_MANY_FAILURES), 429, {
          'retry-after': String(attempt.waitIfWrong),
        });
      throw new ApiError(401, 'UNAUTHORIZED', WRONG);
    }
    await attempt.succeeded();
    const tokens = await c.var.db.transaction(async (tx) => {
      await operatorAudit(
        tx,
        { id: outcome.id, user_id: outcome.userId },
        {
          action: 'SIGN_IN',
          targetType: 'OPERATOR',
          targetId: outcome.id,
          reason: null,
          detail: { method: outcome.method },
        },
      );
      return issueTokens(tx, { type: 'OPERATOR', id: outcome.id, sessionVersion: outcome.sessionVersion });
    });
    return c.json({ data: tokens }, 200);
  })
  .openapi(operatorMeRoute, async (c) =>
    c.json(
      { data: { ...c.var.operator, recoveryCodesLeft: await recoveryCodesLeft(c.var.db, c.var.operator.id) } },
      200,
    ),
  )
  .openapi(operatorLogoutRoute, async (c) => {
    await c.var.db.transaction(async (tx) => {
      await endOperatorSessions(tx, c.var.operator.id);
      await operatorAudit(tx, c.var.operator, {
        action: 'SIGN_OUT',
        targetType: 'OPERATOR',
        targetId: c.var.operator.id,
        reason: null,
      });
    });
    return c.body(null, 204);
  })
  .openapi(operatorRecoveryCodesRoute, async (c) => {
    const codes = await c.var.db.transaction(async (tx) => {
      const fresh = await replaceRecoveryCodes(tx, c.var.operator.id);
      await operatorAudit(tx, c.var.operator, {
        action: 'RECOVERY_CODES_REPLACED',
        targetType: 'OPERATOR',
        targetId: c.var.operator.id,
        reason: null,
      });
      return fresh;
    });
    return c.json({ data: { codes } }, 200);
  })
  .openapi(operatorSummaryRoute, async (c) => c.json({ data: await operatorSummary(c.var.db) }, 200))
  .openapi(operatorAuditRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await listOperatorAudit(c.var.db, q) }, 200);
  });
