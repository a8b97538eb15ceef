'use client';

import { localeOfSearch } from '@/lib/i18n/return-to';
import { withLang } from '@/lib/i18n/with-lang';

/** A partner call failed: its status and the backend's error body (code, message, fields). */
export class StaffCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null,
    readonly retryAfter: number | null = null,
  ) {
    super(`partner call answered ${status}`);
  }
}

/** Where a staff member without a session goes: the sign-in page, coming back here afterwards. */
export function staffLoginHref(): string {
  const { pathname, search } = window.location;
  const here = new URLSearchParams(search);
  here.delete('lang');
  const back = `${pathname}${here.size ? `?${here}` : ''}`;
  const query =
    back.startsWith('/partner') && back !== '/partner/login' ? `?${new URLSearchParams({ returnTo: back })}` : '';
  return withLang(`/partner/login${query}`, localeOfSearch(search));
}

/**
 * fetch for /api/partner/*: asks for JSON. A 401 (after the BFF's one refresh) sends the browser to the partner
 * sign-in page (unless `signIn: false`, for the sign-in call itself).
 */
export async function staffResponse(url: string, init: RequestInit & { signIn?: boolean } = {}): Promise<Response> {
  const { signIn = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const res = await fetch(url, { ...rest, headers, cache: 'no-store' });
  if (res.status === 401 && signIn) {
    window.location.assign(staffLoginHref());
    throw new StaffCallError(401, null);
  }
  return res;
}

/** A successful answer's JSON (null for 204); a failure is thrown with the backend's body, so the form can name the field. */
export async function staffBody(res: Response): Promise<unknown> {
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const retry = Number(res.headers.get('retry-after'));
    throw new StaffCallError(
      res.status,
      body as StaffCallError['body'],
      Number.isFinite(retry) && retry > 0 ? retry : null,
    );
  }
  return body;
}

/** The BFF's own console routes (sign-in, sign-out, password): not backend routes, so not in the typed client. */
export async function staffFetch(url: string, init: RequestInit & { signIn?: boolean } = {}): Promise<unknown> {
  return staffBody(await staffResponse(url, init));
}

/** A JSON request init for staffFetch. */
export const jsonInit = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown): RequestInit => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});
