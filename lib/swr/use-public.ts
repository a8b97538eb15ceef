'use client';

import useSWR from 'swr';
import type { Answer, BffClient } from '@/lib/client/bff-client';

/** A public read through the typed client, imported on first use so the pages' first load does not carry it. */
async function publicCall<P extends Promise<unknown>>(send: (api: BffClient) => P): Promise<Answer<P>> {
  const { publicApi } = await import('@/lib/client/public-api');
  const res = (await send(publicApi)) as Response;
  if (!res.ok) throw new Error(`public read answered ${res.status}`);
  return (await res.json()) as Answer<P>;
}

/**
 * A public read through the BFF (`/api/public/...`) for client components: `name` names it and its inputs
 * (the cache key; null = nothing to fetch), `send` makes the typed call.
 */
export const usePublic = <P extends Promise<unknown>>(name: string | null, send: (api: BffClient) => P) =>
  useSWR(name ? ['public', name] : null, () => publicCall(send), { revalidateOnFocus: false });
