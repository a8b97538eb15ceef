import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { firstRow } from '../../lib/sql';
import { pgError, UNIQUE_VIOLATION } from './member-route';

/**
 * Sets the member's nickname. The UNIQUE index members_nickname_uq decides duplicates, so two members
 * racing for one nickname get one success and one 409, with no check-then-write window.
 */
export async function setNickname(db: DbOrTx, memberId: number, nickname: string): Promise<{ id: number; nickname: string } | undefined> {
  try {
    return await firstRow<{ id: number; nickname: string }>(
      db,
      sql`update members set nickname = ${nickname} where id = ${memberId} returning id, nickname`,
    );
  } catch (err) {
    const { code, constraint } = pgError(err);
    if (code === UNIQUE_VIOLATION && (constraint === undefined || constraint === 'members_nickname_uq')) {
      throw new ApiError(409, 'CONFLICT', 'Duplicate nickname: it is already in use', { nickname: 'Duplicate nickname' });
    }
    throw err;
  }
}

/**
 * Account deletion (PIPA Art. 21), all or nothing: bookmarks, counsels and refresh tokens are deleted,
 * reviews are kept but unlinked from the person, then the member row (nickname, provider ids) goes.
 * See docs/privacy-data.md. Returns false when the member was already gone.
 */
export async function deleteMemberAccount(db: DbOrTx, memberId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the row first, so a concurrent nickname change or second deletion waits for this one.
    const member = await firstRow<{ id: number }>(tx, sql`select id from members where id = ${memberId} for update`);
    if (!member) return false;
    await tx.execute(sql`delete from bookmarks where member_id = ${memberId}`);
    await tx.execute(sql`delete from counsels where member_id = ${memberId}`);
    // Uploads not shown in one of the member's reviews lose their row, so the orphan sweep removes the
    // stored object; photos of the kept reviews stay, without an owner. (Before anonymising: this finds
    // the member's reviews through reviews_member_idx.)
    await tx.execute(sql`delete from files f where f.owner_member_id = ${memberId} and not exists (
      select 1 from reviews r join review_photos p on p.review_id = r.id where r.member_id = ${memberId} and p.path = f.path)`);
    await tx.execute(sql`update files set owner_member_id = null where owner_member_id = ${memberId}`);
    await tx.execute(sql`update reviews set member_id = null where member_id = ${memberId}`);
    await tx.execute(sql`delete from refresh_tokens where subject_type = 'MEMBER' and subject_id = ${memberId}`);
    await tx.execute(sql`delete from members where id = ${memberId}`);
    return true;
  });
}
