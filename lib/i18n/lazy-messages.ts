// Messages a lazily loaded part of a page fetches with its code (clientOnly/deferred with `messages`), instead
// of every page carrying them in its RSC payload: the booking sheet's, the login sheet's, the search dialog's.
// GET /i18n/<locale>?ns=A,B&v=<version> answers those namespaces of the locale's catalogue,
// precompiled as the pages' are; `v` (a hash of the catalogues, fixed at build) makes the answer immutable.
import { messagesVersion } from '@/lib/process-env';
import { isLocale, type Locale } from './config';

/** The catalogues' version, fixed at build (next.config.ts): the URL changes whenever a message does. */
export const MESSAGES_VERSION = messagesVersion();

/** The one URL for a set of namespaces (sorted, so that every part asking for the same set shares the answer). */
export function messagesUrl(locale: Locale, names: readonly string[]): string {
  return `/i18n/${locale}?ns=${[...new Set(names)].sort().join(',')}&v=${MESSAGES_VERSION}`;
}

export type Catalogue = Record<string, unknown>;

const fetched = new Map<string, Promise<Catalogue>>();

/**
 * A locale's namespaces, fetched once per page session: every part asking for the same set shares one request.
 * A failed fetch is forgotten, so the next ask tries again.
 */
export function fetchMessages(locale: Locale, names: readonly string[]): Promise<Catalogue> {
  const url = messagesUrl(locale, names);
  let answer = fetched.get(url);
  if (!answer) {
    answer = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`messages: ${res.status}`);
      return (await res.json()) as Catalogue;
    });
    answer.catch(() => fetched.delete(url));
    fetched.set(url, answer);
  }
  return answer;
}

/** `?ns=` parsed and checked against what may be fetched; field messages for a 400 otherwise. */
export function parseMessagesQuery(
  locale: string,
  ns: string | null,
  fetchable: readonly string[],
): { locale: Locale; names: string[] } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  if (!isLocale(locale)) fields.locale = 'Must be ko, ja or en';
  const names = (ns ?? '').split(',').filter(Boolean);
  if (names.length === 0) fields.ns = 'Name at least one namespace';
  else if (names.length > 20) fields.ns = 'At most 20 namespaces';
  else {
    const unknown = names.filter((n) => !fetchable.includes(n));
    if (unknown.length) fields.ns = `Unknown namespace: ${unknown.slice(0, 5).join(', ').slice(0, 200)}`;
  }
  if (Object.keys(fields).length) return { fields };
  return { locale: locale as Locale, names };
}
