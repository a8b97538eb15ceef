import { exchangeCode, fetchUserInfo, loginFailed, providerBadAnswer } from './http';
import { failed, keepToken, postForm, refreshAccessToken } from './revoke-http';
import { nicknameOf, withParams, type OAuthProvider } from './types';

// Naver Login: state only (no documented PKCE, no OIDC). The token request repeats the state; the user
// is `response.id` of the profile API (`resultcode` "00" on success). The refresh token (a year) is kept to
// delete the grant on account deletion: `grant_type=delete` at the token URL takes an access token (an hour).
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
    return {
      providerUserId: profile.id,
      nickname: nicknameOf(profile.nickname),
      revocable: keepToken(tokens, 'refresh_token'),
    };
  },
  async revoke(c, t) {
    const accessToken = t.type === 'refresh_token' ? await refreshAccessToken('naver', c, t.token) : t.token;
    if (!accessToken) return 'invalid';
    // Form-encoded in the body (as the code exchange), so the token is not in a URL any proxy might log.
    const a = await postForm('naver', c.tokenUrl, {
      grant_type: 'delete',
      client_id: c.clientId,
      client_secret: c.clientSecret,
      access_token: accessToken,
      service_provider: 'NAVER',
    });
    if (a.status === 200 && a.body.result === 'success') return 'revoked';
    throw failed('naver', 'the token delete', a);
  },
};
