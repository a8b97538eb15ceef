'use client';

import useSWR from 'swr';
import { memberFetch } from './member-fetch';
import { useMember } from './use-member';

/**
 * Member data from /api/member/*; the key includes the member id, so it is re-fetched whenever the
 * member changes (docs/product.md#states) and never shown to another member.
 */
export function useMemberData<T>(path: string | null) {
  const { member } = useMember();
  const key = member && path ? [path, member.token.id] : null;
  return useSWR(key, ([url]: [string, number]) => memberFetch<T>(url), { revalidateOnFocus: false });
}
