'use client';

import { localeOfSearch } from '@/lib/i18n/return-to';
import { withLang } from '@/lib/i18n/with-lang';
import { bffClient, type Answer } from './bff-client';

// The operator console's typed calls: the backend's /operator/* is /api/operator/* (lib/bff/forward.ts).

/** An operator call failed: its status and the backend's error body (code, message, fields). */
export class OperatorCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null,
    readonly retryAfter: number | null = null,
  ) {
    super(`operator call answered ${status}`);
  }
}

/** Where an operator without a session goes: the sign-in page, coming back here afterwards. */
export function operatorLoginHref(): string {
  const { pathname, search } = window.location;
  const here = new URLSearchParams(search);
  here.delete('lang');
  const back = `${pathname}${here.size ? `?${here}` : ''}`;
  const query =
    back.startsWith('/admin') && !back.startsWith('/admin/login') ? `?${new URLSearchParams({ returnTo: back })}` : '';
  return withLang(`/admin/login${query}`, localeOfSearch(search));
}

/** fetch for /api/operator/*: JSON; a 401 (after the BFF's one refresh) goes to the sign-in page unless `signIn: false`. */
export async function operatorResponse(url: string, init: RequestInit & { signIn?: boolean } = {}): Promise<Response> {
  const { signIn = true, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const res = await fetch(url, { ...rest, headers, cache: 'no-store' });
  if (res.status === 401 && signIn) {
    window.location.assign(operatorLoginHref());
    throw new OperatorCallError(401, null);
  }
  return res;
}

/** The success body, or an OperatorCallError carrying the error body. */
export async function operatorBody(res: Response): Promise<unknown> {
  const body: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const retry = Number(res.headers.get('retry-after'));
    throw new OperatorCallError(
      res.status,
      body as OperatorCallError['body'],
      Number.isFinite(retry) && retry > 0 ? retry : null,
    );
  }
  return body;
}

/** The typed client with the console's fetch: a 401 goes to the operator sign-in page. */
export const operatorApi = bffClient((url, init) => operatorResponse(url, init));

/** The same for asking whether anyone is signed in: there a 401 is an answer. */
export const operatorSessionApi = bffClient((url, init) => operatorResponse(url, { ...init, signIn: false }));

/** The typed client's answer: the success body, or an OperatorCallError with the backend's error body. */
export async function operatorCall<P extends Promise<unknown>>(pending: P): Promise<Answer<P>> {
  return (await operatorBody((await pending) as Response)) as Answer<P>;
}

/** A field message of a failed call (`error.fields[name]`), if the backend named that field. */
export const fieldError = (err: unknown, name: string): string | undefined =>
  err instanceof OperatorCallError ? err.body?.error?.fields?.[name] : undefined;
