'use client';

import { localeOfSearch, loginHref } from '@/lib/i18n/return-to';

/** A member call failed in a way the user should not be told about beyond logging (docs/product.md#states). */
export class MemberCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string } } | null,
  ) {
    super(`member call answered ${status}`);
  }
}

/**
 * fetch for /api/member/* and /api/auth/*: JSON in and out. A 401 (after the BFF's one refresh) sends the
 * browser to /login (docs/product.md#login) in the page's language, with the page to come back to; a 5xx or a
 * network error never does — it is thrown for the caller to log.
 */
export async function memberFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const res = await fetch(url, { ...init, headers, cache: 'no-store' });
  if (res.status === 401) {
    const { pathname, search, hash } = window.location;
    window.location.assign(loginHref(localeOfSearch(search), `${pathname}${search}${hash}`));
    throw new MemberCallError(401, null);
  }
  const body = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new MemberCallError(res.status, body);
  return body as T;
}
