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
 * fetch for /api/member/* and /api/auth/*: asks for JSON. A 401 (after the BFF's one refresh) sends the browser
 * to /login (docs/product.md#login) in the page's language, with the page to come back to; a 5xx or a network
 * error never does — it is thrown for the caller to log.
 */
export async function memberResponse(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const res = await fetch(url, { ...init, headers, cache: 'no-store' });
  if (res.status === 401) {
    const { pathname, search, hash } = window.location;
    window.location.assign(loginHref(localeOfSearch(search), `${pathname}${search}${hash}`));
    throw new MemberCallError(401, null);
  }
  return res;
}

/** A successful answer's JSON (null for 204); a failure is thrown as MemberCallError with the backend's body. */
export async function memberBody(res: Response): Promise<unknown> {
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new MemberCallError(res.status, body as MemberCallError['body']);
  return body;
}

/** The BFF's own member routes (/api/auth/*): not backend routes, so not in the typed client. */
export async function memberFetch(url: string, init: RequestInit = {}): Promise<unknown> {
  return memberBody(await memberResponse(url, init));
}
