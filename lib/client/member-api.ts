'use client';

import { localeOfSearch, loginHref } from '@/lib/i18n/return-to';
import { MemberCallError, signOutCount } from '@/lib/swr/member-fetch';
import { bffClient } from './bff-client';

// Loaded on first use (lib/swr/member-fetch.ts), so public pages that may call it (a bookmark, '도움이 돼요')
// do not carry the client in their first load.

/**
 * fetch for /api/member/* and /api/auth/*: asks for JSON. A 401 (after the BFF's one refresh) sends the browser
 * to /login (docs/product.md#login) in the page's language, with the page to come back to; a 5xx or a network
 * error never does — it is passed on for the caller to log.
 */
export async function memberResponse(url: string, init: RequestInit = {}, signOutsBefore: number): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const res = await fetch(url, { ...init, headers, cache: 'no-store' });
  // Unless the tab signed out since the call was made (or is signing out): then the 401 is that sign-out's, and
  // the page has gone on.
  if (res.status === 401 && signOutCount() === signOutsBefore) {
    const { pathname, search, hash } = window.location;
    window.location.assign(loginHref(localeOfSearch(search), `${pathname}${search}${hash}`));
  }
  if (res.status === 401) throw new MemberCallError(401, null);
  return res;
}

/**
 * The typed client for one call made when the tab had signed out `signOutsBefore` times: the count is taken when
 * the call is made, not when this module has loaded (its first load can come after a sign-out began).
 */
export const memberApiSince = (signOutsBefore: number) =>
  bffClient((url, init) => memberResponse(url, init, signOutsBefore));
