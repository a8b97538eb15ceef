import { createHash } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { clinics, staffAccounts } from '../schema';
import { hashStaffPassword } from '../../routes/auth/staff.repository';
import { DEMO_STAFF_PASSWORD, demoStaffUserId } from './demo-accounts';

// The demo's partner accounts (demo-accounts.ts): only ever created where the demo data set goes.
export { DEMO_STAFF_PASSWORD, demoStaffUserId };

/** What the browser sends for a password: its SHA-256, hex. */
export const passwordSha256 = (password: string) => createHash('sha256').update(password).digest('hex');

/** Adds the demo staff accounts when the database has clinics and no staff account yet. Answers how many. */
export async function seedDemoStaff(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(staffAccounts);
  if (n > 0) return 0;
  const rows = await db.select({ id: clinics.id }).from(clinics).orderBy(asc(clinics.id)).limit(1000);
  if (!rows.length) return 0;
  // One scrypt for all of them: same password, and the demo is not where salts matter.
  const passwordHash = await hashStaffPassword(passwordSha256(DEMO_STAFF_PASSWORD));
  await db
    .insert(staffAccounts)
    .values(rows.map((c) => ({ userId: demoStaffUserId(c.id), clinicId: c.id, passwordHash })));
  return rows.length;
}
