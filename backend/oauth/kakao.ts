import { exchangeAuthorizationCode, fetchUserInfo, providerBadAnswer } from './http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// Kakao: state and PKCE S256. With OpenID Connect on (scope `openid`) the token answer carries an
// id_token, verified like any OIDC one (nonce included); otherwise the user-info API names the user.
export const kakao: OAuthProvider = {
  id: 'kakao',
  pkce: true,
  requiresNonce: false,
  authorizeUrl: (c, p) => codeFlowAuthorizeUrl(c, p),
  async identify(c, p) {
    const tokens = await exchangeAuthorizationCode('kakao', c, p);
    if (typeof tokens.id_token === 'string' && c.jwksUrl && c.issuer) {
      const claims = await verifyIdToken({
        provider: 'kakao',
        idToken: tokens.id_token,
        jwksUrl: c.jwksUrl,
        issuers: [c.issuer],
        audience: c.clientId,
        nonce: p.nonce,
        algorithms: ['RS256'],
      });
      return { providerUserId: claims.sub, nickname: nicknameOf(claims.nickname) };
    }
    if (!c.userInfoUrl) throw providerBadAnswer('kakao', 'no user-info URL configured');
    const me = await fetchUserInfo('kakao', c.userInfoUrl, tokens.access_token);
    // Kakao member numbers are 64-bit: kept as text.
    const id = typeof me.id === 'number' || typeof me.id === 'string' ? String(me.id) : '';
    if (!id) throw providerBadAnswer('kakao', 'user info without id');
    const account = (me.kakao_account ?? {}) as { profile?: { nickname?: unknown } };
    const properties = (me.properties ?? {}) as { nickname?: unknown };
    return { providerUserId: id, nickname: nicknameOf(account.profile?.nickname ?? properties.nickname) };
  },
};
