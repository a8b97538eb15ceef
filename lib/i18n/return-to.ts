import { localeFromParam, type Locale } from './config';
import { withLang } from './with-lang';

const BASE = 'http://return-to.invalid';
// Pages a member should never be sent back to after logging in: the login flow itself.
const NOT_A_DESTINATION = /^\/(login|oauth)(\/|$)/;

/**
 * A return address taken from the query, kept only when it is a path on this site: absolute,
 * protocol-relative ('//host', '/\host') and scheme URLs are refused, as are the login pages themselves.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_A_DESTINATION.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a 401 sends the browser (docs/product.md#login): /login in the current language, remembering the page. */
export function loginHref(locale: Locale, returnTo?: string | null): string {
  const back = safeReturnTo(returnTo);
  return withLang(back ? `/login?${new URLSearchParams({ returnTo: back })}` : '/login', locale);
}

/** The current page's language from its own `?lang=` (every internal link carries it). */
export const localeOfSearch = (search: string): Locale => localeFromParam(new URLSearchParams(search).get('lang'));
