import type { ProviderConfig, RealProviderId } from './config';

/** What GET /member/{provider}/url was given (validated by the route). */
export interface AuthorizeParams {
  redirectUri: string;
  state: string;
  /** BASE64URL(SHA-256(code_verifier)); sent as code_challenge (S256) where the provider supports PKCE. */
  codeChallenge?: string;
  nonce?: string;
}

/** What POST /member/{provider}/login was given (validated by the route). */
export interface LoginParams {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  nonce?: string;
  /** Naver's token request repeats the state of the authorize request. */
  state?: string;
}

/** Who the provider says the user is: keyed on (provider, providerUserId), never on e-mail. */
export interface Identity {
  providerUserId: string;
  /** A display name to suggest as nickname (used only when free). */
  nickname?: string;
  /** The token to revoke the member's link with on account deletion (providers with `revoke` only). */
  revocable?: ProviderToken;
}

export const PROVIDER_TOKEN_TYPES = ['refresh_token', 'access_token'] as const;
export type ProviderTokenType = (typeof PROVIDER_TOKEN_TYPES)[number];

/** A provider's own token for the member, kept sealed (backend/auth/sealed.ts) for revocation only. */
export interface ProviderToken {
  type: ProviderTokenType;
  token: string;
}

/**
 * How a revocation ended: `revoked`, or `invalid` when the provider says the token no longer works (expired,
 * revoked already, or the user unlinked the app themselves): nothing is left to revoke either way. Any other
 * outcome is thrown (an Error whose message never contains the token) and retried later.
 */
export type RevokeOutcome = 'revoked' | 'invalid';

export interface OAuthProvider {
  id: RealProviderId;
  /** Supports PKCE (S256): the url call needs codeChallenge. */
  pkce: boolean;
  /** Identifies the user by an OIDC id_token: the url and login calls need the nonce. */
  requiresNonce: boolean;
  /** Extra configuration check beyond a client id (Apple needs its key or a client secret). */
  isConfigured?(config: ProviderConfig): boolean;
  authorizeUrl(config: ProviderConfig, params: AuthorizeParams): string;
  identify(config: ProviderConfig, params: LoginParams): Promise<Identity>;
  /** Ends the member's link at the provider with the token `identify` kept (account deletion, PIPA Art. 21). */
  revoke?(config: ProviderConfig, token: ProviderToken): Promise<RevokeOutcome>;
}

/** `base` with the given query parameters set (empty ones left out); keeps any query already on `base`. */
export function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return url.toString();
}

/** A provider's display name as a nickname, by the same rule as a chosen one (contracts/members.ts). */
export { nicknameFromProvider as nicknameOf } from '@/contracts/members';

/** The authorization-code request every provider shares (PKCE and nonce are left out when not given). */
export function codeFlowAuthorizeUrl(
  c: ProviderConfig,
  p: AuthorizeParams,
  extra: Record<string, string | undefined> = {},
): string {
  return withParams(c.authorizeUrl, {
    response_type: 'code',
    client_id: c.clientId,
    redirect_uri: p.redirectUri,
    state: p.state,
    scope: c.scope,
    nonce: p.nonce,
    code_challenge: p.codeChallenge,
    code_challenge_method: p.codeChallenge ? 'S256' : undefined,
    ...extra,
  });
}
