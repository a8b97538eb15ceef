import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { derivedSecret } from '@/backend/auth/secret';
import { ensureRootSecret } from '@/backend/runtime';
import { appOrigin } from '@/lib/env';
import { cookiePolicy, type CookieBase } from './cookie-policy';

/**
 * What an encrypted session cookie holds: backend tokens, never visible to page JavaScript. Members and
 * clinic staff each have their own cookie (`session`, `staff`), so one browser can be both.
 */
export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
}

/** OAuth round-trip data bound to this browser: single use, ten minutes. */
export interface OAuthData {
  provider?: string;
  state?: string;
  codeVerifier?: string;
  nonce?: string;
  redirectUri?: string;
  /** The language the login started in: the callback page and where it goes next keep it. */
  lang?: string;
  createdAt?: number;
}

const policy = (base: CookieBase, maxAge: number) => cookiePolicy(appOrigin(), base, maxAge);

// Each cookie is sealed with its own key, so a member cookie can never be replayed as a staff cookie.
const SEAL_KEY: Record<CookieBase, string> = {
  session: 'bff-session',
  oauth: 'bff-session',
  staff: 'bff-staff-session',
  operator: 'bff-operator-session',
};

const options = (base: CookieBase, maxAge: number): SessionOptions => {
  const { name, options: cookieOptions } = policy(base, maxAge);
  return { cookieName: name, password: derivedSecret(SEAL_KEY[base]), ttl: maxAge, cookieOptions };
};

const SESSION_MAX_AGE = 30 * 24 * 3600;
// Staff sign in again after a working week without use (their refresh tokens last as long as members').
const STAFF_SESSION_MAX_AGE = 7 * 24 * 3600;
// Operators sign in again after a working day (and with a second factor each time).
const OPERATOR_SESSION_MAX_AGE = 12 * 3600;
export const OAUTH_MAX_AGE = 600;

// The root secret may live in the database (no AUTH_SECRET): it is loaded before any cookie is sealed or
// read — after cookies(), so a page prerendered at build time stops there without opening a database.
export async function getSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<SessionData>(store, options('session', SESSION_MAX_AGE));
}

/** The clinic staff member's session (the partner console): STAFF tokens, in a cookie of its own. */
export async function getStaffSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<SessionData>(store, options('staff', STAFF_SESSION_MAX_AGE));
}

/** The operator's session (/admin): OPERATOR tokens, in a cookie of its own, sealed with its own key. */
export async function getOperatorSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<SessionData>(store, options('operator', OPERATOR_SESSION_MAX_AGE));
}

export async function getOAuthSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<OAuthData>(store, options('oauth', OAUTH_MAX_AGE));
}
