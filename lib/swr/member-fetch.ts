'use client';

import type { Answer, BffClient } from '@/lib/client/bff-client';

// The member's calls to the BFF. What sends them (the typed client, the 401 → /login rule) is imported on first
// use (lib/client/member-api.ts): most visitors of a public page never call it, and its first load stays small.

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
 * the route's success body, or throws MemberCallError.
 */
export async function memberCall<P extends Promise<unknown>>(send: (api: BffClient) => P): Promise<Answer<P>> {
  const { memberApi } = await import('@/lib/client/member-api');
  return (await memberBody((await send(memberApi)) as Response)) as Answer<P>;
}

/** The BFF's own member routes (/api/auth/*): not backend routes, so not in the typed client. */
export async function memberFetch(url: string, init: RequestInit = {}): Promise<unknown> {
  const { memberResponse } = await import('@/lib/client/member-api');
  return memberBody(await memberResponse(url, init));
}
