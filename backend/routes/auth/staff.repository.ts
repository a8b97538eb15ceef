import { eq, sql } from 'drizzle-orm';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';

// Staff passwords: the client sends SHA-256(password) as hex; we store scrypt of that
// ("scrypt$N$r$p$salt$hash", base64url), so a leaked table does not give the client-side hashes.

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** The client-side SHA-256 hex, normalised (hex case does not matter). */
const normalise = (sha256Hex: string) => sha256Hex.toLowerCase();

export async function hashStaffPassword(sha256Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(normalise(sha256Hex), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a candidate against a stored hash; a malformed stored value never matches. */
export async function staffPasswordMatches(stored: string, sha256Hex: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!expected.length || ![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const actual = await scryptAsync(normalise(sha256Hex), Buffer.from(salt, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

// Compared against when the user id is unknown, so both failures cost one scrypt.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashStaffPassword('0'.repeat(64)));

/** Creates a staff account of a clinic (seed, tests, provisioning scripts). Returns its id. */
export async function createStaffAccount(
  db: DbOrTx,
  userId: string,
  passwordSha256Hex: string,
  clinicId: number,
): Promise<number> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ userId, clinicId, passwordHash: await hashStaffPassword(passwordSha256Hex) })
    .returning({ id: staffAccounts.id });
  return row.id;
}

/** The staff account when the user id and password match; null otherwise (same work either way). */
export async function checkStaffCredentials(
  db: DbOrTx,
  userId: string,
  passwordSha256Hex: string,
): Promise<{ id: number; sessionVersion: number } | null> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      passwordHash: staffAccounts.passwordHash,
      sessionVersion: staffAccounts.sessionVersion,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.userId, userId));
  const ok = await staffPasswordMatches(row?.passwordHash ?? (await dummy()), passwordSha256Hex);
  return row && ok ? { id: row.id, sessionVersion: row.sessionVersion } : null;
}

/**
 * Counts a wrong password against the account of `userId` (an unknown id changes nothing): its staff are told at
 * their next sign-in (GET /staff/me `failedSignIns`) until they confirm it.
 */
export async function recordFailedSignIn(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ failedSignIns: sql`${staffAccounts.failedSignIns} + 1`, lastFailedSignInAt: sql`now()` })
    .where(eq(staffAccounts.userId, userId));
}

export interface StaffRecord {
  id: number;
  user_id: string;
  clinicId: number;
  sessionVersion: number;
}

export async function findStaff(db: DbOrTx, id: number): Promise<StaffRecord | undefined> {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      user_id: staffAccounts.userId,
      clinicId: staffAccounts.clinicId,
      sessionVersion: staffAccounts.sessionVersion,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id));
  return row;
}

/**
 * A new password (the caller ends the account's sessions with it: endStaffSessions). The wrong passwords counted
 * against the old one are forgotten: changing it is what their warning asks for.
 */
export async function setStaffPassword(db: DbOrTx, id: number, passwordSha256Hex: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ passwordHash: await hashStaffPassword(passwordSha256Hex), failedSignIns: 0, lastFailedSignInAt: null })
    .where(eq(staffAccounts.id, id));
}
