import { inArray } from 'drizzle-orm';
import { loadRootSecret } from '../../auth/secret';
import type { DbOrTx } from '../client';
import { operators } from '../schema';
import { createOperatorAccount } from '../../routes/operator/operators.repository';
import { DEMO_OPERATORS } from './demo-accounts';
import { passwordSha256 } from './demo-staff';

/** Adds the demo operators (DEMO_OPERATORS) that do not exist yet. Answers how many were added. */
export async function seedDemoOperator(db: DbOrTx): Promise<number> {
  const ids = DEMO_OPERATORS.map((o) => o.userId);
  const existing = await db.select({ userId: operators.userId }).from(operators).where(inArray(operators.userId, ids));
  const missing = DEMO_OPERATORS.filter((o) => !existing.some((e) => e.userId === o.userId));
  if (!missing.length) return 0;
  // The TOTP secrets are sealed under the root secret (AUTH_SECRET, else the database's own, made here if new).
  await loadRootSecret(db);
  for (const o of missing)
    await createOperatorAccount(db, {
      userId: o.userId,
      passwordSha256: passwordSha256(o.password),
      totpSecret: o.totpSecret,
      recoveryCodes: [...o.recoveryCodes],
    });
  return missing.length;
}
