import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { redirect } from 'next/navigation';
import { backend } from '@/lib/api/backend-client';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/config';
import { appOrigin } from '@/lib/env';
import { withLang } from '@/lib/i18n/with-lang';
import { forwardedFor } from './forwarded-for';
import { getOAuthSession, getSession, OAUTH_MAX_AGE } from './session';
import { logger } from '@/backend/lib/logger';

export const PROVIDERS = ['line', 'google', 'kakao', 'naver', 'apple', 'dev'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const isProvider = (p: string): p is Provider => (PROVIDERS as readonly string[]).includes(p);

const random = () => randomBytes(32).toString('base64url');

/**
 * The origin of the page the login was started from, as the browser says it (Referer: proxies do not rewrite it);
 * null when the browser does not say.
 */
function pageOrigin(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Starts a login: state, PKCE verifier and nonce bound to this browser in a sealed ten-minute cookie;
 * the backend builds the provider's authorize URL from them.
 */
export async function startLogin(
  provider: Provider,
  request: Request,
  lang: Locale = defaultLocale,
): Promise<{ url: string } | { status: number; retryAfter?: string } | { wrongOrigin: string }> {
  // The provider sends the browser back to APP_URL's origin, where this browser has no pending login (its
  // cookie is on the address it came from): a login started elsewhere (127.0.0.1 for localhost) cannot finish.
  const from = pageOrigin(request);
  if (from && from !== appOrigin()) return { wrongOrigin: appOrigin() };
  const state = random();
  const codeVerifier = random();
  const nonce = random();
  const redirectUri = `${appOrigin()}/oauth/${provider}`;
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const query = { state, codeChallenge, nonce, redirectUri };
  const res = await backend.member[provider].url.$get({ query }, { headers: forwardedFor(request) });
  if (res.status === 429) return { status: 429, retryAfter: res.headers.get('retry-after') ?? '60' };
  if (!res.ok) return { status: res.status === 404 ? 404 : 502 };
  const { data } = await res.json();
  const oauth = await getOAuthSession();
  Object.assign(oauth, { provider, state, codeVerifier, nonce, redirectUri, lang, createdAt: Date.now() });
  await oauth.save();
  // The dev consent page is ours: it can speak the member's language too.
  return { url: provider === 'dev' ? withLang(data.url, lang) : data.url };
}

/**
 * The language of this browser's pending login, for the provider's callback page: the redirect URI
 * registered with the provider cannot carry `?lang=`.
 */
export async function pendingLoginLocale(): Promise<Locale | null> {
  const { lang } = await getOAuthSession();
  return isLocale(lang) ? lang : null;
}

/** On a callback page without `?lang=`: the same page again in the language the login started in. */
export async function redirectToLoginLocale(
  path: string,
  query: Record<string, string | string[] | undefined>,
): Promise<void> {
  if (query.lang) return;
  const lang = await pendingLoginLocale();
  if (!lang || lang === defaultLocale) return;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (typeof v === 'string') params.set(k, v);
  params.set('lang', lang);
  redirect(`${path}?${params}`);
}

export type FinishResult = 'ok' | 'invalid_state' | 'login_failed' | 'suspended' | 'rate_limited' | 'unavailable';

/**
 * Finishes a login: the state must match this browser's pending login (single use); the backend
 * exchanges the code and answers tokens, which go into the session cookie only.
 */
export async function finishLogin(
  request: Request,
  provider: Provider,
  code: string,
  state: string,
): Promise<FinishResult> {
  const oauth = await getOAuthSession();
  const pending = { ...oauth };
  oauth.destroy();
  const fresh = pending.createdAt && Date.now() - pending.createdAt < OAUTH_MAX_AGE * 1000;
  if (!fresh || pending.provider !== provider || !pending.state || pending.state !== state) return 'invalid_state';
  let res;
  try {
    // Naver's token request repeats the authorize state; the others ignore it.
    const json = {
      code,
      state,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
    };
    res = await backend.member[provider].login.$post({ json }, { headers: forwardedFor(request) });
  } catch (err) {
    logger('bff').error({ err }, 'login exchange failed');
    return 'unavailable';
  }
  if (res.status === 401 || res.status === 400) return 'login_failed';
  if (res.status === 429) return 'rate_limited';
  if (res.status === 403) return 'suspended';
  if (!res.ok) return 'unavailable';
  const { data } = await res.json();
  const session = await getSession();
  session.accessToken = data.token;
  session.refreshToken = data.refreshToken;
  await session.save();
  return 'ok';
}
