import { DEFAULT_ENDPOINTS } from './config';
import { exchangeAuthorizationCode, providerBadAnswer } from './http';
import { failed, keepToken, postForm, RevocationFailed } from './revoke-http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// Google (OIDC): state, nonce, PKCE S256; the user is the verified id_token's `sub`. access_type=offline
// asks for a refresh token, kept to revoke the grant on account deletion (an access token lives an hour);
// Google gives one only on the user's first consent, so a returning user may bring only an access token.
export const google: OAuthProvider = {
  id: 'google',
  pkce: true,
  requiresNonce: true,
  authorizeUrl: (c, p) => codeFlowAuthorizeUrl(c, p, { access_type: 'offline' }),
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
    return {
      providerUserId: claims.sub,
      nickname: nicknameOf(claims.name),
      revocable: keepToken(tokens, 'refresh_token'),
    };
  },
  async revoke(c, t) {
    if (!c.revokeUrl) throw new RevocationFailed('google: no revoke URL configured');
    const a = await postForm('google', c.revokeUrl, { token: t.token });
    if (a.status === 200) return 'revoked';
    if (a.status === 400 && a.body.error === 'invalid_token') return 'invalid';
    throw failed('google', 'revoke', a);
  },
};
