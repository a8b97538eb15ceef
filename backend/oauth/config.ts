import { env, type Env } from '../env';

import { PROVIDER_IDS, type ProviderId, REAL_PROVIDERS, type RealProviderId } from '@/contracts/login-providers';

export { PROVIDER_IDS, REAL_PROVIDERS, type ProviderId, type RealProviderId };

export interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl?: string;
  jwksUrl?: string;
  issuer?: string;
  /** Where the member's link is revoked on account deletion (Naver uses its token URL instead). */
  revokeUrl?: string;
  scope: string;
}

export interface ProviderConfig extends Endpoints {
  clientId: string;
  clientSecret?: string;
}

/**
 * The real endpoints (checked against each provider's documentation); every one can be overridden by
 * OAUTH_<P>_AUTHORIZE_URL / _TOKEN_URL / _USERINFO_URL / _JWKS_URL / _ISSUER / _REVOKE_URL / _SCOPE.
 */
export const DEFAULT_ENDPOINTS: Record<RealProviderId, Endpoints> = {
  // LINE Login v2.1 (OIDC): state, nonce, PKCE S256.
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    jwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
    issuer: 'https://access.line.me',
    // Invalidates the access token (LINE's "log out"); it does not withdraw the user's consent.
    revokeUrl: 'https://api.line.me/oauth2/v2.1/revoke',
    scope: 'openid profile',
  },
  // Google (OIDC): state, nonce, PKCE S256.
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuer: 'https://accounts.google.com',
    // Revokes the grant (a refresh or access token); invalid_token when it already is.
    revokeUrl: 'https://oauth2.googleapis.com/revoke',
    scope: 'openid profile',
  },
  // Kakao: state, PKCE S256, nonce; an id_token only when OpenID Connect is on for the app and the
  // scope asks for `openid` (OAUTH_KAKAO_SCOPE="openid profile_nickname"), else the user-info API.
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userInfoUrl: 'https://kapi.kakao.com/v2/user/me',
    jwksUrl: 'https://kauth.kakao.com/.well-known/jwks.json',
    issuer: 'https://kauth.kakao.com',
    // 연결 끊기 (unlink) with the user's access token.
    revokeUrl: 'https://kapi.kakao.com/v1/user/unlink',
    scope: 'profile_nickname',
  },
  // Naver: state only (no documented PKCE or OIDC); the user comes from the profile API. Naver takes
  // no scope parameter (consent items are set in the developer console), so none is sent.
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userInfoUrl: 'https://openapi.naver.com/v1/nid/me',
    scope: '',
  },
  // Sign in with Apple: state, nonce, response_mode=form_post (required when name/email are asked for).
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    issuer: 'https://appleid.apple.com',
    revokeUrl: 'https://appleid.apple.com/auth/revoke',
    scope: 'name email',
  },
};

type Key = 'LINE' | 'GOOGLE' | 'KAKAO' | 'NAVER' | 'APPLE';
const keyOf = (p: RealProviderId) => p.toUpperCase() as Key;

/** The provider's configuration from env, or null when it has no client id (the provider is off). */
export function providerConfig(provider: RealProviderId, e: Env = env()): ProviderConfig | null {
  const k = keyOf(provider);
  const clientId = e[`OAUTH_${k}_CLIENT_ID`];
  if (!clientId) return null;
  const d = DEFAULT_ENDPOINTS[provider];
  return {
    clientId,
    clientSecret: e[`OAUTH_${k}_CLIENT_SECRET`],
    authorizeUrl: e[`OAUTH_${k}_AUTHORIZE_URL`] ?? d.authorizeUrl,
    tokenUrl: e[`OAUTH_${k}_TOKEN_URL`] ?? d.tokenUrl,
    userInfoUrl: e[`OAUTH_${k}_USERINFO_URL`] ?? d.userInfoUrl,
    jwksUrl: e[`OAUTH_${k}_JWKS_URL`] ?? d.jwksUrl,
    issuer: e[`OAUTH_${k}_ISSUER`] ?? d.issuer,
    revokeUrl: e[`OAUTH_${k}_REVOKE_URL`] ?? d.revokeUrl,
    scope: e[`OAUTH_${k}_SCOPE`] ?? d.scope,
  };
}

/** Origins OAuth redirect URIs may point at: APP_URL's origin plus OAUTH_REDIRECT_ORIGINS. */
export function allowedRedirectOrigins(e: Env = env()): Set<string> {
  const origins = new Set([new URL(e.APP_URL).origin]);
  for (const raw of e.OAUTH_REDIRECT_ORIGINS.split(',')) {
    const value = raw.trim();
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}
