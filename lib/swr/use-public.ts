'use client';

import type { BffClient } from '@/lib/client/bff-client';
import { publicCall } from './public-call';
import { useResource } from './use-resource';

/**
 * A public read through the BFF (`/api/public/...`) for client components: `name` names it and its inputs
 * (the cache key; null = nothing to fetch), `send` makes the typed call.
 */
export const usePublic = <P extends Promise<unknown>>(name: string | null, send: (api: BffClient) => P) =>
  useResource(name ? ['public', name] : null, () => publicCall(send), { revalidateOnFocus: false });
