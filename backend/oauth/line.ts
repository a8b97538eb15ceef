import { exchangeAuthorizationCode, providerBadAnswer } from './http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// LINE Login v2.1: OIDC with state, nonce and PKCE S256. Web-login ID tokens are HS256 signed with the
// channel secret; SDK/LIFF ones ES256 with the JWKS: both are accepted.
export const line: OAuthProvider = {
  id: 'line',
  pkce: true,
  requiresNonce: true,
  authorizeUrl: (c, p) => codeFlowAuthorizeUrl(c, p),
  async identify(c, p) {
    const tokens = await exchangeAuthorizationCode('line', c, p);
    if (typeof tokens.id_token !== 'string') throw providerBadAnswer('line', 'no id_token (is the openid scope on?)');
    const claims = await verifyIdToken({
      provider: 'line',
      idToken: tokens.id_token,
      jwksUrl: c.jwksUrl!,
      issuers: [c.issuer!],
      audience: c.clientId,
      nonce: p.nonce,
      algorithms: ['ES256', 'RS256'],
      hmacSecret: c.clientSecret,
    });
    return { providerUserId: claims.sub, nickname: nicknameOf(claims.name) };
  },
};
