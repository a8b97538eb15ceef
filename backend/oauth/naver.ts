import { exchangeCode, fetchUserInfo, loginFailed, providerBadAnswer } from './http';
import { nicknameOf, withParams, type OAuthProvider } from './types';

// Naver Login: state only (no documented PKCE, no OIDC). The token request repeats the state; the user
// is `response.id` of the profile API (`resultcode` "00" on success).
export const naver: OAuthProvider = {
  id: 'naver',
  pkce: false,
  requiresNonce: false,
  authorizeUrl: (c, p) =>
    withParams(c.authorizeUrl, {
      response_type: 'code',
      client_id: c.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      scope: c.scope,
    }),
  async identify(c, p) {
    const tokens = await exchangeCode('naver', c.tokenUrl, {
      grant_type: 'authorization_code',
      client_id: c.clientId,
      client_secret: c.clientSecret,
      code: p.code,
      state: p.state,
    });
    if (!c.userInfoUrl) throw providerBadAnswer('naver', 'no user-info URL configured');
    const me = await fetchUserInfo('naver', c.userInfoUrl, tokens.access_token);
    if (me.resultcode !== '00') throw loginFailed('naver', `profile API result ${String(me.resultcode)}`);
    const profile = (me.response ?? {}) as { id?: unknown; nickname?: unknown };
    if (typeof profile.id !== 'string' || !profile.id) throw providerBadAnswer('naver', 'profile without id');
    return { providerUserId: profile.id, nickname: nicknameOf(profile.nickname) };
  },
};
