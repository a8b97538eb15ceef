import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts, staffPasswordSetups } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256Hex } from '../partner-applications/partner-applications.repository';
import { endStaffSessions } from './sessions.repository';
import { setStaffPassword } from './staff.repository';

/** What a link is worth before it is used: 'ok', 'unknown' (400) or 'spent' (used or expired, 410). */
export async function passwordSetupState(db: DbOrTx, token: string): Promise<'ok' | 'unknown' | 'spent'> {
  const [row] = await db
    .select({ usedAt: staffPasswordSetups.usedAt, expired: sql<boolean>`${staffPasswordSetups.expiresAt} <= now()` })
    .from(staffPasswordSetups)
    .where(eq(staffPasswordSetups.tokenHash, sha256Hex(token)));
  if (!row) return 'unknown';
  return row.usedAt || row.expired ? 'spent' : 'ok';
}

/**
 * Uses a one-time password-setup link: sets the account's password and ends its sessions. An unknown token is a
 * 400; one used already or past its expiry a 410 (the link can never work again). Answers the account's user id.
 */
export async function usePasswordSetup(tx: DbOrTx, token: string, passwordSha256Hex: string): Promise<string> {
  const [row] = await tx
    .select({
      id: staffPasswordSetups.id,
      staffAccountId: staffPasswordSetups.staffAccountId,
      usedAt: staffPasswordSetups.usedAt,
      expired: sql<boolean>`${staffPasswordSetups.expiresAt} <= now()`,
      userId: staffAccounts.userId,
    })
    .from(staffPasswordSetups)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordSetups.staffAccountId))
    .where(eq(staffPasswordSetups.tokenHash, sha256Hex(token)))
    .for('update', { of: staffPasswordSetups });
  if (!row) throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: token', { token: 'unknown token' });
  if (row.usedAt || row.expired) throw new ApiError(410, 'LINK_EXPIRED', 'This link was used already or has expired');
  await tx
    .update(staffPasswordSetups)
    .set({ usedAt: sql`now()` })
    .where(eq(staffPasswordSetups.id, row.id));
  await setStaffPassword(tx, row.staffAccountId, passwordSha256Hex);
  await endStaffSessions(tx, row.staffAccountId);
  return row.userId;
}
