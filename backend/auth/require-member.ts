import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { members } from '../db/schema';
import { ApiError } from '../lib/errors';
import { preparedFor } from '../lib/prepared';
import type { AppEnv } from '../lib/types';
import { verifyAccessToken } from './tokens';

const bearer = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : null);

/**
 * Every /member route: a valid MEMBER access token whose member still exists with the same session
 * version (logout and deletion end sessions at once). Sets `c.var.member`.
 */
export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  const claims = token ? await verifyAccessToken(token) : null;
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED', 'A valid member access token is required');
  if (claims.type !== 'MEMBER') throw new ApiError(403, 'FORBIDDEN', 'Member token required');
  const db = c.var.db;
  const query = preparedFor(db, 'session-member', () =>
    db
      .select({
        id: members.id,
        nickname: members.nickname,
        sessionVersion: members.sessionVersion,
        healthConsentAt: members.healthConsentAt,
      })
      .from(members)
      .where(eq(members.id, sql.placeholder('id'))),
  );
  const [member] = await query.execute({ id: claims.id });
  if (!member || member.sessionVersion !== claims.sv) throw new ApiError(401, 'UNAUTHORIZED', 'Session has ended');
  c.set('member', { id: member.id, nickname: member.nickname, healthConsent: member.healthConsentAt !== null });
  await next();
});
