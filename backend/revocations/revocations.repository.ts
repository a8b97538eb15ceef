import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { providerRevocations } from '../db/schema';
import type { SealedProviderToken } from './provider-token';

/** Waits after a failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h; the attempt after the last wait is the last. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 43_200] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

export interface ClaimedRevocation {
  id: number;
  provider: string;
  token: string;
  tokenType: string;
  /** This attempt's number, from 1. */
  attempts: number;
}

/** Queues a revocation (in the account deletion's transaction): due at once. */
export async function enqueueRevocation(tx: DbOrTx, provider: string, sealed: SealedProviderToken): Promise<number> {
  const [row] = await tx
    .insert(providerRevocations)
    .values({ provider, token: sealed.token, tokenType: sealed.type })
    .returning({ id: providerRevocations.id });
  return row.id;
}

const delays = sql.raw(`ARRAY[${RETRY_DELAYS_SECONDS.join(',')}]`);

/**
 * Claims due rows (all due ones up to `limit`, or the one `id` when it is due) for one attempt each: in one
 * statement their attempt count goes up and their next attempt moves to this attempt's retry delay, so the
 * claim is also the lease. FOR UPDATE SKIP LOCKED: a row another instance is claiming right now is skipped,
 * and once that claim commits the row is no longer due, so two sweeps never send one revocation twice. A
 * process that dies mid-attempt leaves the row to be retried after the delay.
 */
export async function claimDue(db: DbOrTx, opts: { limit: number; id?: number }): Promise<ClaimedRevocation[]> {
  const due = db
    .select({ id: providerRevocations.id })
    .from(providerRevocations)
    .where(
      and(
        lte(providerRevocations.nextAttemptAt, sql`now()`),
        opts.id === undefined ? undefined : eq(providerRevocations.id, opts.id),
      ),
    )
    .orderBy(providerRevocations.nextAttemptAt)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(providerRevocations)
    .set({
      attempts: sql`${providerRevocations.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => (${delays})[least(${providerRevocations.attempts} + 1, ${RETRY_DELAYS_SECONDS.length})])`,
    })
    .where(inArray(providerRevocations.id, due))
    .returning({
      id: providerRevocations.id,
      provider: providerRevocations.provider,
      token: providerRevocations.token,
      tokenType: providerRevocations.tokenType,
      attempts: providerRevocations.attempts,
    });
}

/** Done (revoked, no longer valid, or given up): the row and its token go. */
export async function removeRevocation(db: DbOrTx, id: number): Promise<void> {
  await db.delete(providerRevocations).where(eq(providerRevocations.id, id));
}

/** Keeps why the attempt failed (its next attempt was set by the claim). */
export async function recordFailure(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(providerRevocations)
    .set({ lastError: error.slice(0, 500) })
    .where(eq(providerRevocations.id, id));
}
