'use client';

import { bffClient } from './bff-client';

/**
 * The typed client for public reads (`/api/public/*`, passed through by the BFF): no session, nothing to sign
 * in to. Loaded on first use (lib/swr/use-public.ts), like the member's.
 */
export const publicApi = bffClient((url, init) =>
  fetch(url, { ...init, headers: { ...init?.headers, accept: 'application/json' } }),
);
