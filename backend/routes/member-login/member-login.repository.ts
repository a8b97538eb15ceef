import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

export interface MemberRef {
  id: number;
  sessionVersion: number;
}

const memberRef = { id: members.id, sessionVersion: members.sessionVersion };

/**
 * The member for a provider account, created on first login. Keyed on (provider, provider_user_id),
 * never on e-mail. The provider's display name becomes the nickname only when no one has it (nicknames
 * are unique); otherwise the member starts without one and the app asks for it.
 */
export async function upsertMember(db: DbOrTx, provider: string, providerUserId: string, nickname?: string): Promise<MemberRef> {
  const [existing] = await db
    .select(memberRef)
    .from(members)
    .where(and(eq(members.provider, provider), eq(members.providerUserId, providerUserId)));
  if (existing) return existing;
  if (nickname) {
    // Any unique conflict (same account created concurrently, or the nickname taken) → nothing inserted.
    const [inserted] = await db.insert(members).values({ provider, providerUserId, nickname }).onConflictDoNothing().returning(memberRef);
    if (inserted) return inserted;
  }
  const [row] = await db
    .insert(members)
    .values({ provider, providerUserId })
    .onConflictDoUpdate({ target: [members.provider, members.providerUserId], set: { provider } })
    .returning(memberRef);
  return row;
}

/** Demo members the dev provider offers (provider `dev`, seeded). */
export async function listDevMembers(db: DbOrTx): Promise<{ id: number; nickname: string | null }[]> {
  return db.select({ id: members.id, nickname: members.nickname }).from(members).where(eq(members.provider, 'dev')).orderBy(members.id);
}

export async function findDevMember(db: DbOrTx, id: number): Promise<MemberRef | undefined> {
  const [row] = await db
    .select(memberRef)
    .from(members)
    .where(and(eq(members.id, id), eq(members.provider, 'dev')));
  return row;
}
