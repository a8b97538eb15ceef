import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { env } from '../../env';
import { attemptLimiter, type AttemptLimiter } from '../../lib/rate-limit';

// Staff sign-ins are limited three ways within STAFF_LOGIN_WINDOW_SECONDS, by the user id as typed (unknown ids
// are limited the same way, so a 429 tells nothing about whether an id exists):
// - per account and address, tightly: one address guessing an account is stopped after a few tries, and
//   cannot lock that account out for the clinic's own staff elsewhere;
// - per account, loosely: many addresses guessing one account are stopped too;
// - per address: one address trying many accounts (password spraying) is stopped.
// Every attempt is taken from all three before its password is checked, so parallel guesses cannot slip
// through between the check and the count; an attempt that signs in is given back.

type Scope = 'pair' | 'account' | 'address';
let limits: Record<Scope, AttemptLimiter> | undefined;
const get = () => {
  const e = env();
  return (limits ??= {
    pair: attemptLimiter('staff-login:pair', e.STAFF_LOGIN_MAX_FAILURES, e.STAFF_LOGIN_WINDOW_SECONDS),
    account: attemptLimiter(
      'staff-login:account',
      e.STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT,
      e.STAFF_LOGIN_WINDOW_SECONDS,
    ),
    address: attemptLimiter(
      'staff-login:address',
      e.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS,
      e.STAFF_LOGIN_WINDOW_SECONDS,
    ),
  });
};

const keysOf = (userId: string, address: string): Record<Scope, string> => ({
  pair: `${userId}|${address}`, // neither a user id nor an address holds "|"
  account: userId,
  address,
});

export type StaffLoginAttempt =
  /** Refused before the password was looked at: `wait` seconds until the next try. */
  | { refused: true; wait: number }
  /** Go ahead; a wrong password now answers 429 with `wait` when this was the last try of a limit (`wait` > 0). */
  | { refused: false; waitIfWrong: number; succeeded(): Promise<void> };

/** Takes one sign-in attempt from every limit, before the password is checked. */
export async function takeStaffLoginAttempt(db: Db, userId: string, address: string): Promise<StaffLoginAttempt> {
  const limiters = get();
  const keys = keysOf(userId, address);
  const taken: Scope[] = [];
  let waitIfWrong = 0;
  for (const scope of ['pair', 'account', 'address'] as const) {
    const res = await limiters[scope].take(keys[scope], db);
    if (!res.allowed) {
      // Not tried: what the other limits lent this attempt goes back.
      await Promise.all(taken.map((s) => limiters[s].giveBack(keys[s], db)));
      return { refused: true, wait: res.wait };
    }
    taken.push(scope);
    if (res.last) waitIfWrong = Math.max(waitIfWrong, res.wait);
  }
  return {
    refused: false,
    waitIfWrong,
    // A sign-in is not a failure: the account's and the address's attempts go back, and this address's own
    // earlier typos on the account are forgotten. Failures from elsewhere still count against the account.
    async succeeded() {
      await Promise.all([
        limiters.pair.reset(keys.pair, db),
        limiters.account.giveBack(keys.account, db),
        limiters.address.giveBack(keys.address, db),
      ]);
    },
  };
}

/**
 * Tests change the limits through env: forget the limiters built from the old values, and the counts kept in `db`
 * (on PostgreSQL the suites share one database, and a count lives for the whole window).
 */
export async function resetStaffLoginLimitsForTests(db: Db): Promise<void> {
  limits = undefined;
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'rl:staff-login:%'));
}
