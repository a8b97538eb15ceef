import { DEFAULT_ENDPOINTS } from './config';
import { exchangeAuthorizationCode, providerBadAnswer } from './http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// Google (OIDC): state, nonce, PKCE S256; the user is the verified id_token's `sub`.
export const google: OAuthProvider = {
  id: 'google',
  pkce: true,
  requiresNonce: true,
  authorizeUrl: (c, p) => codeFlowAuthorizeUrl(c, p),
  async identify(c, p) {
    const tokens = await exchangeAuthorizationCode('google', c, p);
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
