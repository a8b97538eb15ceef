import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { DbOrTx } from '../db/client';
import { operatorAuditLog, operators } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { AppEnv, OperatorContext } from '../lib/types';
import { ErrorSchema } from '@/contracts/errors';
import { verifyAccessToken } from './tokens';

/**
 * Every /operator route (except the sign-in itself): a valid OPERATOR access token of an existing operator whose
 * session version has not moved on. Member and staff tokens get 403 and no token 401, before any validator runs, so
 * nobody else learns anything of an operator route's input or of which ids exist. An OPERATOR token is only ever
 * issued after the second factor (backend/routes/operator/auth), so this check is also the 2FA check.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(header.slice(7).trim()) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid operator access token is required');
  if (claims.type !== 'OPERATOR') throw new ApiError(403, 'FORBIDDEN', 'Operator token required');
  const [operator] = await c.var.db
    .select({ id: operators.id, userId: operators.userId, sessionVersion: operators.sessionVersion })
    .from(operators)
    .where(eq(operators.id, claims.id));
  if (!operator || operator.sessionVersion !== claims.sv) throw new ApiError(401, 'UNAUTHORIZED', 'Session has ended');
  c.set('operator', { id: operator.id, user_id: operator.userId });
  await next();
});

/** Spread into createRoute for every operator route: the check above, its OpenAPI security and tag. */
export const operatorOnly = { middleware: [requireOperator], security: [{ bearer: [] }], tags: ['operator'] };

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

export const operatorErrors = {
  400: error('Invalid input (a decision without a reason, among others): `error.fields` names each bad field'),
  401: error('No valid operator access token, or the session has ended'),
  403: error('The token is valid but not an OPERATOR token (members and clinic staff)'),
  404: error('Unknown id'),
};

export type OperatorTarget = 'REVIEW' | 'MEMBER' | 'STAFF' | 'CLINIC' | 'EVENT' | 'APPLICATION' | 'CASE' | 'OPERATOR';

/**
 * One row of the operator audit log: who did what to which target, and why. Write it in the transaction of the
 * action it records, so an action and its row commit (or fail) together.
 */
export async function operatorAudit(
  db: DbOrTx,
  operator: OperatorContext,
  entry: {
    action: string;
    targetType: OperatorTarget;
    targetId: number | null;
    reason: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(operatorAuditLog).values({
    operatorId: operator.id,
    operatorUserId: operator.user_id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    detail: entry.detail ?? {},
  });
}
