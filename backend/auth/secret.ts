import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSecrets } from '../db/schema';
import { env } from '../env';

// The root secret signs access tokens and dev-login codes and (derived) seals the BFF session cookie.
// It is AUTH_SECRET when set (required in production and wherever there is no database, see README);
// otherwise the database generates one once and keeps it (app_secrets), so it belongs to the data: two
// instances on different databases never accept each other's tokens or cookies, and every instance on
// one database agrees.

const ROOT_SECRET = 'auth-root';
// On globalThis, not in a module variable: Next bundles route handlers separately, so this module can
// exist several times in one process, and the one that loads the secret is not always the one reading it.
const KEY = Symbol.for('clinic-directory.root-secret');
type Holder = { [KEY]?: string };

/** The database's own secret of this name: inserted if absent, then read, so concurrent starters agree. */
export async function databaseSecret(db: DbOrTx, name = ROOT_SECRET): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  // A separate statement (its own snapshot): it sees the row whichever starter inserted it.
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

/** Makes rootSecret() usable in this process: AUTH_SECRET, else this database's secret. Run when the database opens. */
export async function loadRootSecret(db: DbOrTx): Promise<void> {
  (globalThis as Holder)[KEY] = env().AUTH_SECRET ?? (await databaseSecret(db));
}

export function rootSecret(): string {
  const secret = env().AUTH_SECRET ?? (globalThis as Holder)[KEY];
  if (!secret) {
    throw new Error(
      'The auth root secret is not loaded: without AUTH_SECRET it is kept in the database, so open the backend first ' +
        '(getBackend() or loadRootSecret(db)), or set AUTH_SECRET',
    );
  }
  return secret;
}

/** A purpose-bound key derived from the root secret, so one leak (e.g. a session key) does not sign tokens. */
export const derivedSecret = (purpose: string) =>
  createHash('sha256').update(`${purpose}:${rootSecret()}`).digest('base64url');
