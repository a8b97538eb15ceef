import { DEFAULT_ENDPOINTS } from './config';
import { exchangeCode, providerBadAnswer } from './http';
import { verifyIdToken } from './id-token';
import { nicknameOf, withParams, type OAuthProvider } from './types';

// Google (OIDC): state, nonce, PKCE S256; the user is the verified id_token's `sub`.
export const google: OAuthProvider = {
  id: 'google',
  pkce: true,
  requiresNonce: true,
  authorizeUrl: (c, p) =>
    withParams(c.authorizeUrl, {
      response_type: 'code',
      client_id: c.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      scope: c.scope,
      nonce: p.nonce,
      code_challenge: p.codeChallenge,
      code_challenge_method: p.codeChallenge ? 'S256' : undefined,
    }),
  async identify(c, p) {
    const tokens = await exchangeCode('google', c.tokenUrl, {
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      client_id: c.clientId,
      client_secret: c.clientSecret,
      code_verifier: p.codeVerifier,
    });
    if (typeof tokens.id_token !== 'string') throw providerBadAnswer('google', 'no id_token (is the openid scope on?)');
    // Google documents both spellings of its issuer.
    const issuers = c.issuer === DEFAULT_ENDPOINTS.google.issuer ? [c.issuer!, 'accounts.google.com'] : [c.issuer!];
    const claims = await verifyIdToken({
      provider: 'google',
      idToken: tokens.id_token,
      jwksUrl: c.jwksUrl!,
      issuers,
      audience: c.clientId,
      nonce: p.nonce,
      algorithms: ['RS256'],
    });
    return { providerUserId: claims.sub, nickname: nicknameOf(claims.name) };
  },
};
