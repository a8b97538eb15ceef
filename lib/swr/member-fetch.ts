'use client';

import type { Answer, BffClient } from '@/lib/client/bff-client';

// The member's calls to the BFF. What sends them (the typed client, the 401 → /login rule) is imported on first
// use (lib/client/member-api.ts): most visitors of a public page never call it, and its first load stays small.

// Sign-outs in this tab. A call sent before one and answered 401 after it met the sign-out, not an expired
// session: it must not send the browser to /login (the page that signed out goes where it means to).
// A call made while a sign-out is under way is the page being left: it does not redirect either.
let signOuts = 0;
let leaving = 0;
/**
 * Call before signing out (or deleting the account): calls made before it, and calls made until the returned
 * function is called (once the page has moved on), will not redirect to /login.
 */
export const noteSignedOut = (): (() => void) => {
  signOuts += 1;
  leaving += 1;
  let done = false;
  return () => {
    if (!done) leaving -= 1;
    done = true;
  };
};
/** How many sign-outs this tab has made (lib/client/member-api compares it across a call). */
export const signOutCount = () => signOuts;
/** The count a call made now compares against: one made while a sign-out is under way never matches it. */
const signOutsNow = () => (leaving > 0 ? -1 : signOuts);

/** A member call failed in a way the user should not be told about beyond logging (docs/product.md#states). */
export class MemberCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string } } | null,
  ) {
    super(`member call answered ${status}`);
  }
}

/** A successful answer's JSON (null for 204); a failure is thrown as MemberCallError with the backend's body. */
async function memberBody(res: Response): Promise<unknown> {
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new MemberCallError(res.status, body as MemberCallError['body']);
  return body;
}

/**
 * A member call through the typed client: `memberCall((api) => api.member.counsels.$get({ query: {} }))` answers
 * the route's success body, or throws MemberCallError. A `quiet` call's 401 is thrown like any failure, without
 * sending the browser to /login: for polls, which are not something the member did.
 */
export async function memberCall<P extends Promise<unknown>>(
  send: (api: BffClient) => P,
  opts: { quiet?: boolean } = {},
): Promise<Answer<P>> {
  // Counted now, not once the client module has loaded; a quiet call (a poll) never redirects.
  const before = opts.quiet ? -1 : signOutsNow();
  const { memberApiSince } = await import('@/lib/client/member-api');
  return (await memberBody((await send(memberApiSince(before))) as Response)) as Answer<P>;
}

/** The BFF's own member routes (/api/auth/*): not backend routes, so not in the typed client. */
export async function memberFetch(url: string, init: RequestInit = {}): Promise<unknown> {
  const before = signOutsNow();
  const { memberResponse } = await import('@/lib/client/member-api');
  return memberBody(await memberResponse(url, init, before));
}
