'use client';

import { createContext, useContext } from 'react';
import { useResource } from './use-resource';

export interface Member {
  nickname: string | null;
  token: { id: number; type: string };
  /** Whether the member agreed to the processing of health information (photos in reviews). */
  healthConsent?: boolean;
}

async function fetchSession(): Promise<Member | null> {
  const res = await fetch(SESSION_KEY, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`session answered ${res.status}`);
  return ((await res.json()) as { member: Member | null }).member;
}

export const SESSION_KEY = '/api/auth/session';

/** The session the server already read (the member area's layout): shown until the browser's own answer. */
export const KnownSession = createContext<Member | null | undefined>(undefined);

/**
 * Member session, one cache entry for the whole tab (every page, the login popup's listener, logout): undefined
 * while my-info is loading (spinner), null for visitors, the member otherwise. A session of another token type
 * counts as no member. Asked again on focus and after a failure.
 */
export function useMember() {
  const { data, error, isLoading, mutate } = useResource(SESSION_KEY, fetchSession, {
    revalidateOnFocus: true,
    shouldRetryOnError: true,
    fallbackData: useContext(KnownSession),
  });
  const member = data && data.token.type === 'MEMBER' ? data : data === undefined ? undefined : null;
  return { member, loading: isLoading && data === undefined, error, refresh: mutate };
}
