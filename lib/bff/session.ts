import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { derivedSecret } from '@/backend/auth/secret';

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
  createdAt?: number;
}

const secure = () => (process.env.APP_URL ?? '').startsWith('https://');

// __Host- needs Secure (https); the embedded default serves plain http on localhost.
export const sessionCookieName = () => (secure() ? '__Host-session' : 'session');

const options = (name: string, maxAge: number): SessionOptions => ({
  cookieName: name,
  password: derivedSecret('bff-session'),
  ttl: maxAge,
  cookieOptions: { httpOnly: true, secure: secure(), sameSite: 'lax', path: '/', maxAge },
});

const SESSION_MAX_AGE = 30 * 24 * 3600;
export const OAUTH_MAX_AGE = 600;

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), options(sessionCookieName(), SESSION_MAX_AGE));
}

export async function getOAuthSession() {
  return getIronSession<OAuthData>(await cookies(), options(secure() ? '__Host-oauth' : 'oauth', OAUTH_MAX_AGE));
}
