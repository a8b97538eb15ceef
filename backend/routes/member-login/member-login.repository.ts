import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, oauthUsedLogins } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { SealedProviderToken } from '../../revocations/provider-token';

export interface MemberRef {
  id: number;
  sessionVersion: number;
}

const memberRef = { id: members.id, sessionVersion: members.sessionVersion };

/**
 * The member for a provider account, created on first login. Keyed on (provider, provider_user_id),
 * never on e-mail. The provider's display name becomes the nickname only when no one has it (nicknames
 * are unique); otherwise the member starts without one and the app asks for it.
 * `token` (sealed) is what account deletion revokes at the provider: each login keeps the newest, except
 * that an access token does not replace a kept refresh token (Google gives one only on a first consent).
 */
export async function upsertMember(
  db: DbOrTx,
  provider: string,
  providerUserId: string,
  nickname?: string,
  token?: SealedProviderToken,
): Promise<MemberRef> {
  const kept = token && { providerToken: token.token, providerTokenType: token.type };
  const [existing] = await db
    .select(memberRef)
    .from(members)
    .where(and(eq(members.provider, provider), eq(members.providerUserId, providerUserId)));
  if (existing) {
    if (kept) await keepToken(db, existing.id, kept);
    return existing;
  }
  if (nickname) {
    // Any unique conflict (same account created concurrently, or the nickname taken) → nothing inserted.
    const [inserted] = await db
      .insert(members)
      .values({ provider, providerUserId, nickname, ...kept })
      .onConflictDoNothing()
      .returning(memberRef);
    if (inserted) return inserted;
  }
  const [row] = await db
    .insert(members)
    .values({ provider, providerUserId, ...kept })
    .onConflictDoUpdate({ target: [members.provider, members.providerUserId], set: { provider } })
    .returning(memberRef);
  if (kept) await keepToken(db, row.id, kept);
  return row;
}

async function keepToken(
  db: DbOrTx,
  memberId: number,
  kept: { providerToken: string; providerTokenType: string },
): Promise<void> {
  const replaces =
    kept.providerTokenType === 'refresh_token'
      ? undefined
      : or(
          isNull(members.providerToken),
          ne(members.providerTokenType, 'refresh_token'),
          isNull(members.providerTokenType),
        );
  await db
    .update(members)
    .set(kept)
    .where(and(eq(members.id, memberId), replaces));
}

/** Demo members the dev provider offers (provider `dev`, seeded). */
export async function listDevMembers(db: DbOrTx): Promise<{ id: number; nickname: string | null }[]> {
  return db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(eq(members.provider, 'dev'))
    .orderBy(members.id);
}

export async function findDevMember(db: DbOrTx, id: number): Promise<MemberRef | undefined> {
  const [row] = await db
    .select(memberRef)
    .from(members)
    .where(and(eq(members.id, id), eq(members.provider, 'dev')));
  return row;
}

/**
 * Makes a login's authorize `state` and code single use: each is recorded (hashed, with the provider) before
 * the code is exchanged, and a login bringing one already recorded is refused with 401. So a captured callback
 * (the oauth cookie, code and state) replayed within the cookie's ten minutes signs nobody in, whatever the
 * provider does with a code it has seen. Records older than a day are dropped now and then.
 */
export async function consumeLogin(
  db: DbOrTx,
  provider: string,
  parts: { state?: string; code: string },
): Promise<void> {
  const keys = [
    ['state', parts.state],
    ['code', parts.code],
  ]
    .filter((p): p is [string, string] => Boolean(p[1]))
    .map(([kind, value]) => createHash('sha256').update(`${provider}\u0000${kind}\u0000${value}`).digest('hex'));
  if (Math.random() < 0.01)
    await db.delete(oauthUsedLogins).where(lt(oauthUsedLogins.usedAt, sql`now() - interval '1 day'`));
  const fresh = await db
    .insert(oauthUsedLogins)
    .values(keys.map((keyHash) => ({ keyHash })))
    .onConflictDoNothing()
    .returning({ keyHash: oauthUsedLogins.keyHash });
  if (fresh.length !== keys.length)
    throw new ApiError(401, 'UNAUTHORIZED', `Login with ${provider} failed: this login was already used; start again`);
}
