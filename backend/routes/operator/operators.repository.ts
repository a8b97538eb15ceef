import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { seal, unseal } from '../../auth/sealed';
import type { DbOrTx } from '../../db/client';
import { operatorAuditLog, operatorRecoveryCodes, operators } from '../../db/schema';
import { hashStaffPassword, staffPasswordMatches } from '../auth/staff.repository';

// Operator accounts: a password (scrypt of the client's SHA-256, as staff) and a TOTP secret (sealed at rest),
// with ten one-time recovery codes (hashes only). Created by `npm run operator:create`, never by production seed.

export const TOTP_ISSUER = 'Beauty Clinic Operator';
export const RECOVERY_CODE_COUNT = 10;

const totpAad = (userId: string) => `operator-totp:${userId}`;
const hashCode = (code: string) => createHash('sha256').update(`operator-recovery:${code}`).digest('hex');

/** A recovery code as handed out: `abcde-fghij` (10 characters of a-z0-9, read without the dash). */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const plain = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export interface NewOperator {
  id: number;
  userId: string;
  totpSecret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

/**
 * Creates an operator with a fresh TOTP secret (or the one given: the demo's, documented in the README) and ten
 * recovery codes (or the ones given). Answers everything the person needs once: secret, otpauth:// URI, codes.
 */
export async function createOperatorAccount(
  db: DbOrTx,
  input: { userId: string; passwordSha256: string; totpSecret?: string; recoveryCodes?: string[] },
): Promise<NewOperator> {
  const userId = input.userId.toLowerCase();
  const totpSecret = input.totpSecret ?? generateSecret();
  const [row] = await db
    .insert(operators)
    .values({
      userId,
      passwordHash: await hashStaffPassword(input.passwordSha256),
      totpSecret: seal(totpSecret, totpAad(userId)),
    })
    .returning({ id: operators.id });
  const recoveryCodes = await replaceRecoveryCodes(db, row.id, input.recoveryCodes);
  return {
    id: row.id,
    userId,
    totpSecret,
    otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: userId, secret: totpSecret }),
    recoveryCodes,
  };
}

/** Replaces an operator's recovery codes with new ones (or the given ones); answers them (shown once). */
export async function replaceRecoveryCodes(db: DbOrTx, operatorId: number, given?: string[]): Promise<string[]> {
  const codes = given ?? Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db
    .insert(operatorRecoveryCodes)
    .values(codes.map((c) => ({ operatorId, codeHash: hashCode(c.replace(/[\s-]+/g, '').toLowerCase()) })));
  return codes;
}

// Compared against when the user id is unknown, so both failures cost one scrypt.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashStaffPassword('0'.repeat(64)));

export type SecondFactor = { code: string } | { recoveryCode: string };

export type SignInOutcome =
  | { ok: true; id: number; userId: string; sessionVersion: number; method: 'totp' | 'recovery' }
  /** The password was right and the second factor wrong (an operator exists: the audit log says so). */
  | { ok: false; operator: { id: number; userId: string } | null };

/**
 * Checks the password, then the second factor. A TOTP code is accepted once (its time step must be later than
 * the last accepted one, within one step of clock drift); a recovery code is used up. Same work for unknown ids.
 */
export async function checkOperatorSignIn(
  db: DbOrTx,
  userId: string,
  passwordSha256: string,
  factor: SecondFactor,
): Promise<SignInOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(operators).where(eq(operators.userId, userId.toLowerCase())).for('update');
    const passwordOk = await staffPasswordMatches(row?.passwordHash ?? (await dummy()), passwordSha256);
    if (!row || !passwordOk) {
      if (row)
        await tx
          .update(operators)
          .set({ failedSignIns: sql`${operators.failedSignIns} + 1`, lastFailedSignInAt: sql`now()` })
          .where(eq(operators.id, row.id));
      return { ok: false, operator: null };
    }
    const who = { id: row.id, userId: row.userId };
    if ('code' in factor) {
      const secret = unseal(row.totpSecret, totpAad(row.userId));
      if (!secret) return { ok: false, operator: who };
      const result = verifySync({
        secret,
        token: factor.code,
        epochTolerance: 30,
        ...(row.lastTotpStep !== null ? { afterTimeStep: row.lastTotpStep } : {}),
      });
      if (!result.valid || !('epoch' in result)) return { ok: false, operator: who };
      await tx
        .update(operators)
        .set({ lastTotpStep: Math.floor(result.epoch / 30), failedSignIns: 0 })
        .where(eq(operators.id, row.id));
      return { ok: true, id: row.id, userId: row.userId, sessionVersion: row.sessionVersion, method: 'totp' };
    }
    const [used] = await tx
      .update(operatorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, row.id),
          eq(operatorRecoveryCodes.codeHash, hashCode(factor.recoveryCode)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    if (!used) return { ok: false, operator: who };
    await tx.update(operators).set({ failedSignIns: 0 }).where(eq(operators.id, row.id));
    return { ok: true, id: row.id, userId: row.userId, sessionVersion: row.sessionVersion, method: 'recovery' };
  });
}

/** How many unused recovery codes the operator has left (the console warns when few remain). */
export async function recoveryCodesLeft(db: DbOrTx, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The audit log, newest first, optionally of one target; `before` pages by id. */
export async function listOperatorAudit(
  db: DbOrTx,
  opts: { targetType?: string; targetId?: number; before?: number; limit: number },
) {
  const where = and(
    opts.targetType ? eq(operatorAuditLog.targetType, opts.targetType) : undefined,
    opts.targetId !== undefined ? eq(operatorAuditLog.targetId, opts.targetId) : undefined,
    opts.before !== undefined ? lt(operatorAuditLog.id, opts.before) : undefined,
  );
  const rows = await db
    .select()
    .from(operatorAuditLog)
    .where(where)
    .orderBy(desc(operatorAuditLog.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    operator: r.operatorUserId,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    detail: r.detail,
    created_at: r.createdAt.toISOString(),
  }));
}

/** What waits for the operators (the console's home). */
export async function operatorSummary(db: DbOrTx) {
  const res = (await db.execute(sql`select
      (select count(*)::int from moderation_cases where state = 'OPEN') as "openCases",
      (select count(*)::int from moderation_cases where state = 'OPEN' and objection_at is not null) as "objections",
      (select count(*)::int from partner_applications where state = 'PENDING') as "pendingApplications",
      (select count(*)::int from ad_wording_reviews where state = 'OPEN') as "openAdWording"`)) as unknown as {
    rows: { openCases: number; objections: number; pendingApplications: number; openAdWording: number }[];
  };
  return res.rows[0];
}
