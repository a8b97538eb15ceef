'use client';

import useSWR from 'swr';

export interface Member {
  nickname: string | null;
  token: { id: number; type: string };
  /** Whether the member agreed to the processing of health information (photos in reviews). */
  healthConsent?: boolean;
}

async function fetchSession(url: string): Promise<Member | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`session answered ${res.status}`);
  return ((await res.json()) as { member: Member | null }).member;
}

export const SESSION_KEY = '/api/auth/session';

/**
 * Member session: undefined while my-info is loading (spinner), null for visitors, the member
 * otherwise. A session of another token type counts as no member.
 */
export function useMember() {
  const { data, error, isLoading, mutate } = useSWR(SESSION_KEY, fetchSession, {
    revalidateOnFocus: true,
    shouldRetryOnError: true,
  });
  const member = data && data.token.type === 'MEMBER' ? data : data === undefined ? undefined : null;
  return { member, loading: isLoading && data === undefined, error, refresh: mutate };
}
