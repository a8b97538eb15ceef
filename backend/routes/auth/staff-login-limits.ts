import { env } from '../../env';
import { failureLimiter, type FailureLimiter } from '../../lib/rate-limit';

// Failed staff sign-ins are counted per account (the user id as typed, so unknown ids are limited the same
// way and a 429 tells nothing about whether an id exists) and per client address.

let limits: { account: FailureLimiter; address: FailureLimiter } | undefined;
const get = () => {
  const e = env();
  return (limits ??= {
    account: failureLimiter('staff-login:account', e.STAFF_LOGIN_MAX_FAILURES, e.STAFF_LOGIN_WINDOW_SECONDS),
    address: failureLimiter('staff-login:address', e.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS, e.STAFF_LOGIN_WINDOW_SECONDS),
  });
};

/** Seconds until this account or address may try again (0: go ahead). */
export async function staffLoginBlockedFor(userId: string, address: string): Promise<number> {
  const { account, address: perAddress } = get();
  return Math.max(await account.blockedFor(userId), await perAddress.blockedFor(address));
}

/** Records a failed sign-in; answers the seconds now blocked (0 while under both limits). */
export async function staffLoginFailed(userId: string, address: string): Promise<number> {
  const { account, address: perAddress } = get();
  return Math.max(await account.fail(userId), await perAddress.fail(address));
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export async function staffLoginSucceeded(userId: string): Promise<void> {
  await get().account.reset(userId);
}

/** Tests change the limits through env: forget the limiters built from the old values. */
export function resetStaffLoginLimitsForTests(): void {
  limits = undefined;
}
