import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { hashToken, newRefreshToken, signAccessToken, type TokenType } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import { env } from '../../env';
import { ApiError } from '../../lib/errors';
import { firstRow } from '../../lib/sql';

/** Spec §3 "Auth result". */
export interface AuthTokens {
  token: string;
  refreshToken: string;
}

export interface Subject {
  type: TokenType;
  id: number;
  /** members.session_version; staff accounts have none (0). */
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

/** A new access token and a new refresh token row (a new family unless one is given). */
export async function issueTokens(db: DbOrTx, subject: Subject, familyId: string = randomUUID()): Promise<AuthTokens> {
  const refreshToken = refreshValue(subject.sessionVersion);
  const days = env().REFRESH_TOKEN_TTL_DAYS;
  await db.execute(sql`
    insert into refresh_tokens (subject_type, subject_id, token_hash, family_id, expires_at)
    values (${subject.type}, ${subject.id}, ${hashToken(refreshToken)}, ${familyId}, now() + ${days}::int * interval '1 day')`);
  return { token: await signAccessToken(subject), refreshToken };
}

interface PresentedRow {
  id: number;
  subject_type: TokenType;
  subject_id: number;
  family_id: string;
  revoked: boolean;
  expired: boolean;
  rotated: boolean;
  beyond_grace: boolean;
}

const invalid = () => new ApiError(401, 'UNAUTHORIZED', 'The refresh token is invalid, expired or revoked');

/** The subject as it is now: a member's current session version, or a staff account; undefined when gone. */
async function currentSubject(db: DbOrTx, type: TokenType, id: number): Promise<Subject | undefined> {
  if (type === 'MEMBER') {
    const m = await firstRow<{ session_version: number }>(db, sql`select session_version from members where id = ${id}`);
    return m && { type, id, sessionVersion: m.session_version };
  }
  const s = await firstRow<{ id: number }>(db, sql`select id from staff_accounts where id = ${id}`);
  return s && { type, id, sessionVersion: 0 };
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
    const row = await firstRow<PresentedRow>(
      tx,
      sql`select id, subject_type, subject_id, family_id,
            revoked_at is not null as revoked,
            expires_at <= now() as expired,
            rotated_at is not null as rotated,
            coalesce(rotated_at < now() - ${grace}::int * interval '1 second', false) as beyond_grace
          from refresh_tokens where token_hash = ${hashToken(presented)} for update`,
    );
    if (!row || row.revoked || row.expired) return { kind: 'invalid' as const };
    if (row.beyond_grace) {
      await tx.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${row.family_id} and revoked_at is null`);
      return { kind: 'reuse' as const };
    }
    const subject = await currentSubject(tx, row.subject_type, row.subject_id);
    if (!subject || subject.sessionVersion !== version) return { kind: 'invalid' as const };
    if (!row.rotated) await tx.execute(sql`update refresh_tokens set rotated_at = now() where id = ${row.id}`);
    return { kind: 'ok' as const, tokens: await issueTokens(tx, subject, row.family_id) };
  });
  if (outcome.kind === 'reuse') throw new ApiError(401, 'UNAUTHORIZED', 'The refresh token was already used: the session has been ended');
  if (outcome.kind === 'invalid') throw invalid();
  return outcome.tokens;
}

/**
 * POST /auth/logout: every refresh token of the member is revoked and the session version bumped, so
 * copied access tokens stop working at once too (requireMember compares the version).
 */
export async function endMemberSessions(db: DbOrTx, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update members set session_version = session_version + 1 where id = ${memberId}`);
    await tx.execute(
      sql`update refresh_tokens set revoked_at = now() where subject_type = 'MEMBER' and subject_id = ${memberId} and revoked_at is null`,
    );
  });
}

/** Revokes every refresh token of a staff account (after a password reset). */
export async function endStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db.execute(sql`update refresh_tokens set revoked_at = now() where subject_type = 'STAFF' and subject_id = ${staffId} and revoked_at is null`);
}
