import type { DbOrTx } from '../db/client';
import { providerConfig, REAL_PROVIDERS, type RealProviderId } from '../oauth/config';
import { PROVIDERS } from '../oauth/registry';
import { openProviderToken } from './provider-token';
import {
  claimDue,
  MAX_ATTEMPTS,
  recordFailure,
  removeRevocation,
  type ClaimedRevocation,
} from './revocations.repository';
import { logger } from '../lib/logger';

// Revoking a deleted member's link at the provider (docs/privacy-data.md): best effort, from the outbox
// (provider_revocations) that account deletion fills in its transaction. Logs name the provider, the row id and
// the attempt, never a token.

export type AttemptResult = 'revoked' | 'invalid' | 'failed' | 'gave-up';

// The module's log lines, prefixed like the rest of the backend's: failures as warnings, a sweep's result as info.
const log = (message: string) => logger('revocations').warn(message);

const isRealProvider = (p: string): p is RealProviderId => (REAL_PROVIDERS as readonly string[]).includes(p);

async function callProvider(row: ClaimedRevocation): Promise<'revoked' | 'invalid'> {
  if (!isRealProvider(row.provider) || !PROVIDERS[row.provider].revoke)
    throw new Error(`${row.provider}: no revocation for this provider`);
  const token = openProviderToken(row.provider, { token: row.token, type: row.tokenType });
  // Sealed under another root secret (AUTH_SECRET changed) or altered: nothing can ever be sent.
  if (!token) throw new Unopenable();
  const config = providerConfig(row.provider);
  if (!config) throw new Error(`${row.provider}: not configured (no client id)`);
  return PROVIDERS[row.provider].revoke!(config, token);
}

class Unopenable extends Error {
  constructor() {
    super('the sealed token cannot be opened (was AUTH_SECRET changed?)');
  }
}

/** One attempt for a claimed row: the row goes on success, when the token is no longer valid, or after the last attempt. */
async function attempt(db: DbOrTx, row: ClaimedRevocation): Promise<AttemptResult> {
  try {
    const outcome = await callProvider(row);
    await removeRevocation(db, row.id);
    if (outcome === 'invalid') log(`#${row.id} ${row.provider}: the token was no longer valid; nothing left to revoke`);
    return outcome;
  } catch (err) {
    const why = err instanceof Error ? err.message : 'unknown error';
    if (err instanceof Unopenable || row.attempts >= MAX_ATTEMPTS) {
      await removeRevocation(db, row.id);
      log(`#${row.id} ${row.provider}: gave up after attempt ${row.attempts}: ${why}`);
      return 'gave-up';
    }
    await recordFailure(db, row.id, why);
    log(`#${row.id} ${row.provider}: attempt ${row.attempts} of ${MAX_ATTEMPTS} failed (${why}); retried later`);
    return 'failed';
  }
}

/** Attempts the revocation `id` now if it is due and no one else holds it (right after an account deletion). */
export async function attemptRevocation(db: DbOrTx, id: number): Promise<AttemptResult | null> {
  const [row] = await claimDue(db, { limit: 1, id });
  return row ? attempt(db, row) : null;
}

export type SweepCounts = Record<AttemptResult, number>;

/** One log line for a sweep's outcome (the sweeper's and `npm run revocations:sweep`'s). */
export const describeSweep = (c: SweepCounts) =>
  `swept: ${c.revoked} revoked, ${c.invalid} no longer valid, ${c.failed} to retry, ${c['gave-up']} given up`;

/** Attempts every due revocation, `batch` claimed at a time, until none is due (or `maxRows` were tried). */
export async function sweepRevocations(
  db: DbOrTx,
  opts: { batch?: number; maxRows?: number } = {},
): Promise<SweepCounts> {
  const { batch = 20, maxRows = 1_000 } = opts;
  const counts: SweepCounts = { revoked: 0, invalid: 0, failed: 0, 'gave-up': 0 };
  for (let tried = 0; tried < maxRows;) {
    const rows = await claimDue(db, { limit: Math.min(batch, maxRows - tried) });
    if (!rows.length) break;
    tried += rows.length;
    for (const result of await Promise.all(rows.map((row) => attempt(db, row)))) counts[result] += 1;
  }
  return counts;
}

/** How long DELETE /member/me waits for the first attempt before answering; the attempt goes on regardless. */
export const DELETION_WAIT_MS = 2_000;

/** The first attempt right after the deletion committed, waited for at most `waitMs`; never throws. */
export async function revokeAfterDeletion(db: DbOrTx, id: number, waitMs = DELETION_WAIT_MS): Promise<void> {
  const run = attemptRevocation(db, id).catch((err: unknown) => {
    // The row stays due: the next sweep tries again.
    log(`#${id}: first attempt not made (${err instanceof Error ? err.message : 'unknown error'})`);
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    timer.unref();
  });
  await Promise.race([run, waited]);
  clearTimeout(timer);
}
