import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { derivedSecret } from '@/backend/auth/secret';
import { ensureRootSecret } from '@/backend/runtime';
import { appOrigin } from '@/lib/env';
import { cookiePolicy } from './cookie-policy';

/** What the encrypted session cookie holds: the member's backend tokens, never visible to page JavaScript. */
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

const policy = (base: 'session' | 'oauth', maxAge: number) => cookiePolicy(appOrigin(), base, maxAge);

const options = (base: 'session' | 'oauth', maxAge: number): SessionOptions => {
  const { name, options: cookieOptions } = policy(base, maxAge);
  return { cookieName: name, password: derivedSecret('bff-session'), ttl: maxAge, cookieOptions };
};

const SESSION_MAX_AGE = 30 * 24 * 3600;
export const OAUTH_MAX_AGE = 600;

// The root secret may live in the database (no AUTH_SECRET): it is loaded before any cookie is sealed or
// read — after cookies(), so a page prerendered at build time stops there without opening a database.
export async function getSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<SessionData>(store, options('session', SESSION_MAX_AGE));
}

export async function getOAuthSession() {
  const store = await cookies();
  await ensureRootSecret();
  return getIronSession<OAuthData>(store, options('oauth', OAUTH_MAX_AGE));
}
