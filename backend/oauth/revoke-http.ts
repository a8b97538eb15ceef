import { env } from '../env';
import type { TokenResponse } from './http';
import type { ProviderToken, ProviderTokenType } from './types';

// The calls of a revocation (backend/revocations). Unlike a login they answer no user: a failure is an Error
// whose message names the provider and what went wrong (status, OAuth error code), never a token, because it
// is logged and kept as the outbox row's last_error.

export interface FormAnswer {
  status: number;
  /** The JSON object answered, or {} (revoke endpoints may answer an empty body). */
  body: Record<string, unknown>;
}

export class RevocationFailed extends Error {}

/** A form POST bounded by OAUTH_TIMEOUT_MS. Unreachable, timed out or a 5xx → RevocationFailed; else the answer. */
export async function postForm(
  provider: string,
  url: string,
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<FormAnswer> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') form.set(k, v);
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: form.toString(),
      signal: AbortSignal.timeout(env().OAUTH_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    throw new RevocationFailed(
      `${provider}: ${name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable'}`,
    );
  }
  if (res.status >= 500) throw new RevocationFailed(`${provider}: HTTP ${res.status}`);
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return {
    status: res.status,
    body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
  };
}

/** The OAuth error code of an answer (a short token like `invalid_grant`), for messages and decisions. */
export const oauthError = (a: FormAnswer): string | undefined =>
  typeof a.body.error === 'string' ? a.body.error.slice(0, 64) : undefined;

/** A failure to retry, described by status and OAuth error code only. */
export const failed = (provider: string, what: string, a: FormAnswer) =>
  new RevocationFailed(`${provider}: ${what} answered HTTP ${a.status}${oauthError(a) ? ` (${oauthError(a)})` : ''}`);

/**
 * A fresh access token from a kept refresh token (Kakao and Naver revoke with an access token, which lives
 * hours; their refresh tokens live months). `null` when the provider says the refresh token is no longer
 * valid (invalid_grant; Naver also answers invalid_request), so there is nothing left to revoke.
 */
export async function refreshAccessToken(
  provider: string,
  c: { tokenUrl: string; clientId: string; clientSecret?: string },
  refreshToken: string,
): Promise<string | null> {
  const a = await postForm(provider, c.tokenUrl, {
    grant_type: 'refresh_token',
    client_id: c.clientId,
    client_secret: c.clientSecret,
    refresh_token: refreshToken,
  });
  const error = oauthError(a);
  if (error === 'invalid_grant' || (provider === 'naver' && error === 'invalid_request')) return null;
  const token = (a.body as Partial<TokenResponse>).access_token;
  if (a.status >= 400 || error || typeof token !== 'string' || !token) throw failed(provider, 'the token refresh', a);
  return token;
}

/** The token to keep from a token answer: `prefer` when the provider gave one, else the other kind. */
export function keepToken(tokens: TokenResponse, prefer: ProviderTokenType): ProviderToken | undefined {
  const pick = (type: ProviderTokenType) =>
    typeof tokens[type] === 'string' && tokens[type] ? { type, token: tokens[type] as string } : undefined;
  return pick(prefer) ?? pick(prefer === 'refresh_token' ? 'access_token' : 'refresh_token');
}
