'use client';

import { bffClient, type BffClient } from './bff-client';
import { PublicCallError } from './public-call-error';

/**
 * The typed client for public reads (`/api/public/*`, passed through by the BFF): no session, nothing to sign
 * in to. Loaded on first use (lib/swr/public-call.ts), like the member's.
 */
export const publicApi = bffClient((url, init) =>
  fetch(url, { ...init, headers: { ...init?.headers, accept: 'application/json' } }),
);

/** Makes a public read and answers its JSON; a refusal or failure is thrown as PublicCallError with its status. */
export async function publicRead(send: (api: BffClient) => Promise<unknown>): Promise<unknown> {
  const res = (await send(publicApi)) as Response;
  if (!res.ok) throw new PublicCallError(res.status);
  return res.json();
}
