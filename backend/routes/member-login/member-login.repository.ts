import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow, rows } from '../../lib/sql';

export interface MemberRef {
  id: number;
  sessionVersion: number;
}

interface Row {
  id: number;
  session_version: number;
}
const toRef = (r: Row): MemberRef => ({ id: r.id, sessionVersion: r.session_version });

/**
 * The member for a provider account, created on first login. Keyed on (provider, provider_user_id),
 * never on e-mail. The provider's display name becomes the nickname only when no one has it (nicknames
 * are unique); otherwise the member starts without one and the app asks for it.
 */
export async function upsertMember(db: DbOrTx, provider: string, providerUserId: string, nickname?: string): Promise<MemberRef> {
  const existing = await firstRow<Row>(
    db,
    sql`select id, session_version from members where provider = ${provider} and provider_user_id = ${providerUserId}`,
  );
  if (existing) return toRef(existing);
  if (nickname) {
    // Any unique conflict (same account created concurrently, or the nickname taken) → nothing inserted.
    const inserted = await firstRow<Row>(
      db,
      sql`insert into members (provider, provider_user_id, nickname) values (${provider}, ${providerUserId}, ${nickname})
          on conflict do nothing returning id, session_version`,
    );
    if (inserted) return toRef(inserted);
  }
  const row = await firstRow<Row>(
    db,
    sql`insert into members (provider, provider_user_id) values (${provider}, ${providerUserId})
        on conflict (provider, provider_user_id) do update set provider = excluded.provider
        returning id, session_version`,
  );
  return toRef(row!);
}

/** Demo members the dev provider offers (provider `dev`, seeded). */
export async function listDevMembers(db: DbOrTx): Promise<{ id: number; nickname: string | null }[]> {
  return rows(db, sql`select id, nickname from members where provider = 'dev' order by id`);
}

export async function findDevMember(db: DbOrTx, id: number): Promise<MemberRef | undefined> {
  const row = await firstRow<Row>(db, sql`select id, session_version from members where id = ${id} and provider = 'dev'`);
  return row && toRef(row);
}
