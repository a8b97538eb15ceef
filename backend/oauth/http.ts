import { env } from '../env';
import { ApiError } from '../lib/errors';

/** The message the UI turns into "member info cannot be found" (docs/product.md#states). */
export const loginFailed = (provider: string, why: string) =>
  new ApiError(401, 'UNAUTHORIZED', `Login with ${provider} failed: ${why}`);

/** The provider could not be reached or timed out: 503, never a 401 (the user is not sent to /login). */
export const providerUnavailable = (provider: string, why: string) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', `The ${provider} login service is unavailable (${why}); try again later`);

/** The provider answered, but with a server error or something that is not what its API returns. */
export const providerBadAnswer = (provider: string, why: string) =>
  new ApiError(
    502,
    'SERVICE_UNAVAILABLE',
    `The ${provider} login service answered unexpectedly (${why}); try again later`,
  );

export interface ProviderResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One call to a provider, bounded by OAUTH_TIMEOUT_MS. Network failures and timeouts → 503; a 5xx or a
 * body that is not a JSON object → 502. 2xx-4xx JSON bodies are returned for the caller to judge.
 */
export async function providerFetch(provider: string, url: string, init: RequestInit = {}): Promise<ProviderResponse> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(env().OAUTH_TIMEOUT_MS),
    });
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    throw providerUnavailable(provider, name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable');
  }
  if (res.status >= 500) {
    await res.body?.cancel().catch(() => {});
    throw providerBadAnswer(provider, `HTTP ${res.status}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw providerUnavailable(provider, 'timeout');
    throw providerBadAnswer(provider, `HTTP ${res.status} without a JSON body`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw providerBadAnswer(provider, `HTTP ${res.status} without a JSON object`);
  return { status: res.status, body: body as Record<string, unknown> };
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  [key: string]: unknown;
}

/**
 * The authorization-code exchange (RFC 6749 §4.1.3), form-encoded. An OAuth error (bad or used code,
 * wrong PKCE verifier, redirect mismatch) → 401; the provider refusing our own client credentials is a
 * configuration problem → 502. Naver reports errors with HTTP 200 and an `error` field: same handling.
 */
export async function exchangeCode(
  provider: string,
  tokenUrl: string,
  params: Record<string, string | undefined>,
): Promise<TokenResponse> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') form.set(k, v);
  const { status, body } = await providerFetch(provider, tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const error = typeof body.error === 'string' ? body.error : undefined;
  if (error === 'invalid_client' || error === 'unauthorized_client')
    throw providerBadAnswer(provider, `${error}: check the client id and secret`);
  if (status >= 400 || error) throw loginFailed(provider, error ?? `token endpoint answered ${status}`);
  if (typeof body.access_token !== 'string' || !body.access_token) throw providerBadAnswer(provider, 'no access_token');
  return body as TokenResponse;
}

/** A bearer-token GET of a user-info API: 401/403 → 401; other 4xx → 502. */
export async function fetchUserInfo(
  provider: string,
  url: string,
  accessToken: string,
): Promise<Record<string, unknown>> {
  const { status, body } = await providerFetch(provider, url, { headers: { authorization: `Bearer ${accessToken}` } });
  if (status === 401 || status === 403) throw loginFailed(provider, 'the user-info API refused the access token');
  if (status >= 400) throw providerBadAnswer(provider, `user-info API answered ${status}`);
  return body;
}

/** The authorization_code grant with the client's credentials and the PKCE verifier (when there is one). */
export function exchangeAuthorizationCode(
  provider: string,
  c: { tokenUrl: string; clientId: string; clientSecret?: string },
  p: { code: string; redirectUri: string; codeVerifier?: string },
): Promise<TokenResponse> {
  return exchangeCode(provider, c.tokenUrl, {
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    client_id: c.clientId,
    client_secret: c.clientSecret,
    code_verifier: p.codeVerifier,
  });
}
