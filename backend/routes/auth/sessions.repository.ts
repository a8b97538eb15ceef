import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { hashToken, newRefreshToken, signAccessToken, type TokenType } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import { members, operators, refreshTokens, staffAccounts } from '../../db/schema';
import { env } from '../../env';
import { ApiError } from '../../lib/errors';

/** The auth result: an access token and a refresh token. */
export interface AuthTokens {
  token: string;
  refreshToken: string;
}

export interface Subject {
  type: TokenType;
  id: number;
  /** members.session_version or staff_accounts.session_version. */
  sessionVersion: number;
}

/**
 * Refresh tokens are `<session version>.<32 random bytes>`, stored only as a SHA-256 hash. The version
 * prefix is covered by the hash, so a token minted before a logout (which bumps the version) can never
 * pass again even if its row were not revoked.
 */
const refreshValue = (sessionVersion: number) => `${sessionVersion}.${newRefreshToken()}`;
const versionOf = (token: string) => {
  const m = /^(\d{1,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return m ? Number(m[1]) : null;
};

/** The family a rotated token continues: its id and when its login happened. */
interface Family {
  id: string;
  startedAt: Date;
}

/**
 * A new access token and a new refresh token row: a new family (a login) unless one is given (a rotation).
 * The refresh token expires REFRESH_TOKEN_TTL_DAYS from now, but never later than SESSION_MAX_DAYS after the
 * family's login.
 */
export async function issueTokens(db: DbOrTx, subject: Subject, family?: Family): Promise<AuthTokens> {
  // Every sign-in and refresh comes through here: a suspended account gets no session (403 ACCOUNT_SUSPENDED).
  if (await isSuspended(db, subject)) throw new ApiError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended');
  const refreshToken = refreshValue(subject.sessionVersion);
  const { REFRESH_TOKEN_TTL_DAYS: days, SESSION_MAX_DAYS: maxDays } = env();
  const startedAt = family ? sql`${family.startedAt.toISOString()}::timestamptz` : sql`now()`;
  await db.insert(refreshTokens).values({
    subjectType: subject.type,
    subjectId: subject.id,
    tokenHash: hashToken(refreshToken),
    familyId: family?.id ?? randomUUID(),
    sessionStartedAt: startedAt,
    expiresAt: sql`least(now() + ${days}::int * interval '1 day', ${startedAt} + ${maxDays}::int * interval '1 day')`,
  });
  return { token: await signAccessToken(subject), refreshToken };
}

async function isSuspended(db: DbOrTx, subject: Subject): Promise<boolean> {
  if (subject.type === 'OPERATOR') return false;
  const table = subject.type === 'MEMBER' ? members : staffAccounts;
  const [row] = await db.select({ at: table.suspendedAt }).from(table).where(eq(table.id, subject.id));
  return Boolean(row?.at);
}

const invalid = () => new ApiError(401, 'UNAUTHORIZED', 'The refresh token is invalid, expired or revoked');

/** Ends a session: every token of the family still alive is revoked. */
const revokeFamily = (db: DbOrTx, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/** The subject as it is now: a member's current session version, or a staff account; undefined when gone. */
async function currentSubject(db: DbOrTx, type: TokenType, id: number): Promise<Subject | undefined> {
  if (type === 'MEMBER') {
    const [m] = await db.select({ sessionVersion: members.sessionVersion }).from(members).where(eq(members.id, id));
    return m && { type, id, sessionVersion: m.sessionVersion };
  }
  if (type === 'OPERATOR') {
    const [o] = await db
      .select({ sessionVersion: operators.sessionVersion })
      .from(operators)
      .where(eq(operators.id, id));
    return o && { type, id, sessionVersion: o.sessionVersion };
  }
  const [s] = await db
    .select({ sessionVersion: staffAccounts.sessionVersion })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id));
  return s && { type, id, sessionVersion: s.sessionVersion };
}

/**
 * POST /auth/refresh. Rotation: the presented token gets `rotated_at` and a new one is issued in the
 * same family. The same rotated token presented again within REFRESH_REUSE_GRACE_SECONDS (parallel
 * requests that raced) gets a fresh pair in the family too; later it is reuse of a stolen token: the
 * whole family is revoked and the answer is 401. Expired, revoked and unknown tokens, a deleted
 * subject or a changed session version → 401. The row is locked, so racing requests are serialized.
 */
export async function rotateRefreshToken(db: DbOrTx, presented: string): Promise<AuthTokens> {
  const version = versionOf(presented);
  if (version === null) throw invalid();
  const grace = env().REFRESH_REUSE_GRACE_SECONDS;
  const outcome = await db.transaction(async (tx) => {
    // Compared with the database's clock, like every other token time.
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        subjectType: refreshTokens.subjectType,
        subjectId: refreshTokens.subjectId,
        familyId: refreshTokens.familyId,
        sessionStartedAt: refreshTokens.sessionStartedAt,
        tooOld: sql<boolean>`${refreshTokens.sessionStartedAt} <= now() - ${env().SESSION_MAX_DAYS}::int * interval '1 day'`,
        revoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
        rotated: sql<boolean>`${refreshTokens.rotatedAt} is not null`,
        beyondGrace: sql<boolean>`coalesce(${refreshTokens.rotatedAt} < now() - ${grace}::int * interval '1 second', false)`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!row || row.revoked) return { kind: 'invalid' as const };
    if (row.tooOld) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'too_old' as const };
    }
    if (row.expired) return { kind: 'invalid' as const };
    if (row.beyondGrace) {
      await revokeFamily(tx, row.familyId);
      return { kind: 'reuse' as const };
    }
    const subject = await currentSubject(tx, row.subjectType, row.subjectId);
    if (!subject || subject.sessionVersion !== version) return { kind: 'invalid' as const };
    if (!row.rotated)
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(eq(refreshTokens.id, row.id));
    return {
      kind: 'ok' as const,
      tokens: await issueTokens(tx, subject, { id: row.familyId, startedAt: row.sessionStartedAt }),
    };
  });
  if (outcome.kind === 'reuse')
    throw new ApiError(401, 'UNAUTHORIZED', 'The refresh token was already used: the session has been ended');
  if (outcome.kind === 'invalid') throw invalid();
  if (outcome.kind === 'too_old')
    throw new ApiError(401, 'UNAUTHORIZED', 'The session has reached its maximum age (SESSION_MAX_DAYS): log in again');
  return outcome.tokens;
}

/**
 * POST /auth/logout: every refresh token of the member is revoked and the session version bumped, so
 * copied access tokens stop working at once too (requireMember compares the version).
 */
export async function endMemberSessions(db: DbOrTx, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ sessionVersion: sql`${members.sessionVersion} + 1` })
      .where(eq(members.id, memberId));
    await revokeAll(tx, 'MEMBER', memberId);
  });
}

/**
 * Ends every session of a staff account (staff logout, and after a password change): its refresh tokens are
 * revoked and its session version moves on, so access tokens already issued stop working at once.
 */
export async function endStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ sessionVersion: sql`${staffAccounts.sessionVersion} + 1` })
      .where(eq(staffAccounts.id, staffId));
    await revokeAll(tx, 'STAFF', staffId);
  });
}

/** Ends every session of an operator (sign-out, password change): like endStaffSessions. */
export async function endOperatorSessions(db: DbOrTx, operatorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ sessionVersion: sql`${operators.sessionVersion} + 1` })
      .where(eq(operators.id, operatorId));
    await revokeAll(tx, 'OPERATOR', operatorId);
  });
}

function revokeAll(db: DbOrTx, type: TokenType, id: number) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.subjectType, type), eq(refreshTokens.subjectId, id), isNull(refreshTokens.revokedAt)));
}
