import { createHash, randomUUID } from 'node:crypto';
import { generateSecret } from 'otplib';
import { seal } from '../auth/sealed';
import { signAccessToken } from '../auth/tokens';
import { operators } from '../db/schema';
import { hashStaffPassword } from '../routes/auth/staff.repository';
import type { BackendClient } from './client';
import type { TestBackend } from './backend';

// Test helper for the /operator suites: an operator account (password and TOTP secret kept as the sign-in keeps
// them) and an OPERATOR access token for it, as a finished two-factor sign-in would issue.

export interface TestOperator {
  id: number;
  userId: string;
  password: string;
  /** The TOTP secret (base32), for suites that sign in with a code. */
  totpSecret: string;
  token: string;
  api: BackendClient;
}

export async function createOperator(t: TestBackend): Promise<TestOperator> {
  const userId = `op_${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const totpSecret = generateSecret();
  const [row] = await t.database.db
    .insert(operators)
    .values({
      userId,
      passwordHash: await hashStaffPassword(createHash('sha256').update(password).digest('hex')),
      totpSecret: seal(totpSecret, `operator-totp:${userId}`),
    })
    .returning({ id: operators.id });
  const token = await signAccessToken({ id: row.id, type: 'OPERATOR', sessionVersion: 0 });
  return { id: row.id, userId, password, totpSecret, token, api: t.as(token) };
}
