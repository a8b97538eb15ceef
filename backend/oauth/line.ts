import { exchangeAuthorizationCode, providerBadAnswer } from './http';
import { failed, keepToken, postForm, RevocationFailed } from './revoke-http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// LINE Login v2.1: OIDC with state, nonce and PKCE S256. Web-login ID tokens are HS256 signed with the
// channel secret; SDK/LIFF ones ES256 with the JWKS: both are accepted. The access token (30 days) is kept
// and revoked on account deletion, which logs the user out of the app at LINE; withdrawing the consent itself
// (LINE's deauthorize API) needs a channel access token this app does not have.
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
    return {
      providerUserId: claims.sub,
      nickname: nicknameOf(claims.name),
      revocable: keepToken(tokens, 'access_token'),
    };
  },
  async revoke(c, t) {
    if (!c.revokeUrl) throw new RevocationFailed('line: no revoke URL configured');
    if (t.type !== 'access_token') throw new RevocationFailed('line: only an access token can be revoked');
    const a = await postForm('line', c.revokeUrl, {
      access_token: t.token,
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    if (a.status === 200) return 'revoked';
    throw failed('line', 'revoke', a);
  },
};
