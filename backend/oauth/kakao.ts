import { exchangeAuthorizationCode, fetchUserInfo, providerBadAnswer } from './http';
import { failed, keepToken, postForm, refreshAccessToken, RevocationFailed } from './revoke-http';
import { verifyIdToken } from './id-token';
import { nicknameOf, codeFlowAuthorizeUrl, type OAuthProvider } from './types';

// Kakao: state and PKCE S256. With OpenID Connect on (scope `openid`) the token answer carries an
// id_token, verified like any OIDC one (nonce included); otherwise the user-info API names the user.
// The refresh token (two months) is kept for 연결 끊기 on account deletion: unlink needs an access token,
// which lives hours, so the revocation first refreshes one.
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
      return {
        providerUserId: claims.sub,
        nickname: nicknameOf(claims.nickname),
        revocable: keepToken(tokens, 'refresh_token'),
      };
    }
    if (!c.userInfoUrl) throw providerBadAnswer('kakao', 'no user-info URL configured');
    const me = await fetchUserInfo('kakao', c.userInfoUrl, tokens.access_token);
    // Kakao member numbers are 64-bit: kept as text.
    const id = typeof me.id === 'number' || typeof me.id === 'string' ? String(me.id) : '';
    if (!id) throw providerBadAnswer('kakao', 'user info without id');
    const account = (me.kakao_account ?? {}) as { profile?: { nickname?: unknown } };
    const properties = (me.properties ?? {}) as { nickname?: unknown };
    return {
      providerUserId: id,
      nickname: nicknameOf(account.profile?.nickname ?? properties.nickname),
      revocable: keepToken(tokens, 'refresh_token'),
    };
  },
  async revoke(c, t) {
    if (!c.revokeUrl) throw new RevocationFailed('kakao: no unlink URL configured');
    const accessToken = t.type === 'refresh_token' ? await refreshAccessToken('kakao', c, t.token) : t.token;
    if (!accessToken) return 'invalid';
    const a = await postForm('kakao', c.revokeUrl, {}, { authorization: `Bearer ${accessToken}` });
    if (a.status === 200) return 'revoked';
    // -401: the token is not valid (the user already unlinked the app, or it expired).
    if (a.status === 401) return 'invalid';
    throw failed('kakao', 'unlink', a);
  },
};
