'use client';

import type { Answer, BffClient } from '@/lib/client/bff-client';

/**
 * A public read through the typed client: `publicCall((api) => api.public.clinics.$get({ query }))` answers the
 * route's success body, or throws PublicCallError (lib/client/public-call-error.ts) with the status. What sends
 * it is imported on first use (lib/client/public-api.ts), so a public page's first load does not carry the client.
 */
export const publicCall = async <P extends Promise<unknown>>(send: (api: BffClient) => P) =>
  (await import('@/lib/client/public-api')).publicRead(send) as Promise<Answer<P>>;
