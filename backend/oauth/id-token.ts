import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { env } from '../env';
import { loginFailed, providerBadAnswer, providerUnavailable } from './http';

// One remote key set per JWKS URL, kept for the process: jose caches the keys (10 min) and refetches on
// an unknown `kid` (key rotation). A cache only; nothing depends on it being shared between processes.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function remoteKeySet(url: string, timeoutMs: number) {
  const key = `${timeoutMs} ${url}`;
  let set = keySets.get(key);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs });
    keySets.set(key, set);
  }
  return set;
}

export interface IdTokenCheck {
  provider: string;
  idToken: string;
  jwksUrl: string;
  /** Accepted `iss` values. */
  issuers: string[];
  /** Our client id: `aud` must contain it. */
  audience: string;
  /** The nonce given to the authorize URL; the token's `nonce` must equal it. */
  nonce: string | undefined;
  algorithms: string[];
  /** LINE web login signs ID tokens with HS256 and the channel secret (native SDKs use ES256 + JWKS). */
  hmacSecret?: string;
}

/**
 * Verifies an OIDC ID token: signature (provider JWKS, or the client secret for HS256 where the
 * provider does that), iss, aud, exp/iat, and the nonce. Bad tokens → 401; the key set being
 * unreachable → 503, answering garbage → 502.
 */
export async function verifyIdToken(check: IdTokenCheck): Promise<JWTPayload & { sub: string }> {
  const jwks = remoteKeySet(check.jwksUrl, env().OAUTH_TIMEOUT_MS);
  const hmac = check.hmacSecret ? new TextEncoder().encode(check.hmacSecret) : undefined;
  const getKey: JWTVerifyGetKey = (header, token) => (header.alg === 'HS256' && hmac ? hmac : jwks(header, token));
  const algorithms = hmac ? [...check.algorithms, 'HS256'] : check.algorithms;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(check.idToken, getKey, {
      issuer: check.issuers,
      audience: check.audience,
      algorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (err) {
    if (err instanceof errors.JWKSTimeout) throw providerUnavailable(check.provider, 'key set timeout');
    if (err instanceof errors.JOSEError) {
      // The base class (not a subclass) is what jose throws for a key-set fetch that is not 200 / not JSON.
      if (err.code === 'ERR_JOSE_GENERIC' || err instanceof errors.JWKSInvalid)
        throw providerBadAnswer(check.provider, 'key set');
      throw loginFailed(check.provider, `invalid id_token (${err.code})`);
    }
    // fetch() itself failed: connection refused, DNS…
    throw providerUnavailable(check.provider, 'key set unreachable');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw loginFailed(check.provider, 'id_token without a subject');
  if (check.nonce !== undefined || payload.nonce !== undefined) {
    if (typeof payload.nonce !== 'string' || payload.nonce !== check.nonce)
      throw loginFailed(check.provider, 'id_token nonce does not match');
  }
  return payload as JWTPayload & { sub: string };
}
