'use client';

import type { BffClient } from '@/lib/client/bff-client';
import { memberCall } from './member-fetch';
import { useMember } from './use-member';
import { useResource } from './use-resource';

/** The first part of every member-data key: a write can refresh them all (`key[0] === MEMBER_DATA`). */
export const MEMBER_DATA = 'member-data';

/**
 * Member data through the typed client; `name` names the resource and its inputs (the cache key, null to wait).
 * The key includes the member id, so it is re-fetched whenever the member changes (docs/product.md#states)
 * and never shown to another member.
 */
export function useMemberData<P extends Promise<unknown>>(name: string | null, send: (api: BffClient) => P) {
  const { member } = useMember();
  const key = member && name ? [MEMBER_DATA, name, member.token.id] : null;
  return useResource(key, () => memberCall(send), { revalidateOnFocus: false });
}
