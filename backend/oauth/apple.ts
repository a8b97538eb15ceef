import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { env } from '../env';
import { DEFAULT_ENDPOINTS, type ProviderConfig } from './config';
import { exchangeCode, providerBadAnswer } from './http';
import { failed, keepToken, postForm, RevocationFailed } from './revoke-http';
import { verifyIdToken } from './id-token';
import { withParams, type OAuthProvider } from './types';

// Sign in with Apple: state and nonce; response_mode=form_post (Apple POSTs code, state, id_token and, on
// the first authorization only, a `user` JSON to the redirect URI). No PKCE. The client secret is an
// ES256 JWT signed with the team's key (APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY); a ready-made
// one in OAUTH_APPLE_CLIENT_SECRET is used when no key is configured. Apple gives no display name
// beyond the first authorization's form post, so Apple members choose their nickname in the app. The refresh
// token is kept to revoke the authorization on account deletion (App Store guideline 5.1.1(v)).

const keys = new Map<string, Promise<CryptoKey>>();

/** PEM from env: "\n" escapes (one-line env files) become newlines. */
const pemOf = (raw: string) => raw.replace(/\\n/g, '\n').trim();

function signingKey(pem: string): Promise<CryptoKey> {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, 'ES256');
    key.catch(() => keys.delete(pem));
    keys.set(pem, key);
  }
  return key;
}

const hasSigningKey = () => {
  const e = env();
  return Boolean(e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY);
};

/** The client secret for one token request: iss team id, sub client id, aud Apple, 5-minute life. */
export async function appleClientSecret(c: ProviderConfig, now = Date.now()): Promise<string> {
  const e = env();
  if (!hasSigningKey()) {
    if (c.clientSecret) return c.clientSecret;
    throw providerBadAnswer('apple', 'no client secret: set APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY');
  }
  let key: CryptoKey;
  try {
    key = await signingKey(pemOf(e.APPLE_PRIVATE_KEY!));
  } catch {
    throw providerBadAnswer('apple', 'APPLE_PRIVATE_KEY is not a PKCS#8 P-256 key');
  }
  const iat = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: e.APPLE_KEY_ID! })
    .setIssuer(e.APPLE_TEAM_ID!)
    .setSubject(c.clientId)
    .setAudience(c.issuer ?? DEFAULT_ENDPOINTS.apple.issuer!)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(key);
}

export const apple: OAuthProvider = {
  id: 'apple',
  pkce: false,
  requiresNonce: true,
  isConfigured: (c) => hasSigningKey() || Boolean(c.clientSecret),
  authorizeUrl: (c, p) =>
    withParams(c.authorizeUrl, {
      response_type: 'code',
      response_mode: 'form_post',
      client_id: c.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      scope: c.scope,
      nonce: p.nonce,
    }),
  async identify(c, p) {
    const tokens = await exchangeCode('apple', c.tokenUrl, {
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      client_id: c.clientId,
      client_secret: await appleClientSecret(c),
    });
    if (typeof tokens.id_token !== 'string') throw providerBadAnswer('apple', 'no id_token');
    const claims = await verifyIdToken({
      provider: 'apple',
      idToken: tokens.id_token,
      jwksUrl: c.jwksUrl!,
      issuers: [c.issuer!],
      audience: c.clientId,
      nonce: p.nonce,
      algorithms: ['RS256', 'ES256'],
    });
    return { providerUserId: claims.sub, revocable: keepToken(tokens, 'refresh_token') };
  },
  async revoke(c, t) {
    if (!c.revokeUrl) throw new RevocationFailed('apple: no revoke URL configured');
    const a = await postForm('apple', c.revokeUrl, {
      client_id: c.clientId,
      client_secret: await appleClientSecret(c),
      token: t.token,
      token_type_hint: t.type,
    });
    if (a.status === 200) return 'revoked';
    if (a.status === 400 && a.body.error === 'invalid_grant') return 'invalid';
    throw failed('apple', 'revoke', a);
  },
};
