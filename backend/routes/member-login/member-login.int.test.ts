import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { FAKE_CLIENTS, startFakeOAuthServer } from '../../../e2e/fixtures/fake-oauth-server';
import {
  APP,
  approveAt,
  authorize,
  claimsOf,
  closedPort,
  openKit,
  pkce,
  postLogin,
  PROVIDERS,
  random,
  setEnv,
  signIn,
  type Err,
  type Kit,
  type Tokens,
} from '../auth/auth-test-kit';

type Info = { data: { nickname: string | null; token: { id: number; type: string } } };
let kit: Kit;

beforeAll(async () => {
  kit = await openKit();
});
afterAll(() => kit.close());
afterEach(() => {
  kit.fake.clearFaults();
  kit.restoreEnv();
});

const urlQuery = (provider: string, over: Record<string, string | undefined> = {}) => {
  const base: Record<string, string | undefined> = { state: 'st4te', codeChallenge: pkce().challenge, nonce: 'n0nce', redirectUri: `${APP}/oauth/${provider}`, ...over };
  return new URLSearchParams(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined)).toString();
};

const myInfo = (token: string) => kit.call<Info>('GET', '/member/my-info', { token });

describe('GET /auth/providers', () => {
  const ids = async () => (await kit.call<{ data: { id: string }[] }>('GET', '/auth/providers')).body.data.map((p) => p.id);

  it('lists every configured provider in display order, and dev only when the dev login is on', async () => {
    expect(await ids()).toEqual(['line', 'google', 'kakao', 'naver', 'apple']);
    setEnv({ AUTH_DEV_LOGIN: '1' });
    expect(await ids()).toEqual(['line', 'google', 'kakao', 'naver', 'apple', 'dev']);
  });

  it('leaves out a provider without a client id (the default setup offers none of the real ones)', async () => {
    setEnv({ OAUTH_GOOGLE_CLIENT_ID: undefined, OAUTH_KAKAO_CLIENT_ID: undefined });
    expect(await ids()).toEqual(['line', 'naver', 'apple']);
    for (const p of PROVIDERS) setEnv({ [`OAUTH_${p.toUpperCase()}_CLIENT_ID`]: undefined });
    setEnv({ AUTH_DEV_LOGIN: '1' });
    expect(await ids()).toEqual(['dev']);
  });
});

describe('GET /member/{provider}/url', () => {
  it.each([
    ['line', { pkce: true, nonce: true, scope: 'openid profile' }],
    ['google', { pkce: true, nonce: true, scope: 'openid profile' }],
    ['kakao', { pkce: true, nonce: true, scope: 'profile_nickname' }],
    ['naver', { pkce: false, nonce: false, scope: null }],
    ['apple', { pkce: false, nonce: true, scope: 'name email' }],
  ] as const)('%s: the authorize URL with client id, redirect, state%s', async (provider, expected) => {
    const { challenge } = pkce();
    const res = await kit.call<{ data: { url: string } }>('GET', `/member/${provider}/url?${urlQuery(provider, { codeChallenge: challenge })}`);
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.fake.url}/${provider}/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(FAKE_CLIENTS[provider].id);
    expect(q.get('redirect_uri')).toBe(`${APP}/oauth/${provider}`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('state')).toBe('st4te');
    expect(q.get('scope')).toBe(expected.scope);
    expect(q.get('code_challenge')).toBe(expected.pkce ? challenge : null);
    expect(q.get('code_challenge_method')).toBe(expected.pkce ? 'S256' : null);
    expect(q.get('nonce')).toBe(expected.nonce ? 'n0nce' : null);
    expect(q.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null);
  });

  it('uses the real provider endpoints when none are overridden', async () => {
    setEnv({ OAUTH_LINE_AUTHORIZE_URL: undefined, OAUTH_APPLE_AUTHORIZE_URL: undefined });
    const line = await kit.call<{ data: { url: string } }>('GET', `/member/line/url?${urlQuery('line')}`);
    expect(line.body.data.url.startsWith('https://access.line.me/oauth2/v2.1/authorize?')).toBe(true);
    const apple = await kit.call<{ data: { url: string } }>('GET', `/member/apple/url?${urlQuery('apple')}`);
    expect(apple.body.data.url.startsWith('https://appleid.apple.com/auth/authorize?')).toBe(true);
  });

  it('answers 404 NOT_FOUND for a provider without a client id', async () => {
    setEnv({ OAUTH_NAVER_CLIENT_ID: undefined });
    const res = await kit.call<Err>('GET', `/member/naver/url?${urlQuery('naver')}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const login = await kit.call<Err>('POST', '/member/naver/login', { body: { code: 'x', redirectUri: `${APP}/oauth/naver` } });
    expect(login.status).toBe(404);
  });

  it('answers 404 for Apple without its signing key or a client secret', async () => {
    setEnv({ APPLE_PRIVATE_KEY: undefined });
    expect((await kit.call('GET', `/member/apple/url?${urlQuery('apple')}`)).status).toBe(404);
  });

  it.each([
    ['another origin', 'https://evil.example/oauth/google'],
    ['another path', `${APP}/oauth/line`],
    ['a relative URL', '/oauth/google'],
    ['a query', `${APP}/oauth/google?next=/x`],
    ['a non-http scheme', 'javascript:alert(1)//oauth/google'],
  ])('refuses a redirectUri with %s (400 naming redirectUri)', async (_, redirectUri) => {
    const res = await kit.call<Err>('GET', `/member/google/url?${urlQuery('google', { redirectUri })}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['redirectUri']);
  });

  it('accepts origins from OAUTH_REDIRECT_ORIGINS', async () => {
    const redirectUri = 'http://localhost:3210/oauth/google';
    expect((await kit.call('GET', `/member/google/url?${urlQuery('google', { redirectUri })}`)).status).toBe(400);
    setEnv({ OAUTH_REDIRECT_ORIGINS: 'https://beauty.example, http://localhost:3210' });
    expect((await kit.call('GET', `/member/google/url?${urlQuery('google', { redirectUri })}`)).status).toBe(200);
  });

  it('names missing state, PKCE challenge and nonce', async () => {
    const noState = await kit.call<Err>('GET', `/member/kakao/url?${urlQuery('kakao', { state: undefined })}`);
    expect(noState.status).toBe(400);
    expect(noState.body.error.fields).toHaveProperty('state');
    const noChallenge = await kit.call<Err>('GET', `/member/line/url?${urlQuery('line', { codeChallenge: undefined })}`);
    expect(noChallenge.body.error.fields).toEqual({ codeChallenge: expect.any(String) });
    const badChallenge = await kit.call<Err>('GET', `/member/line/url?${urlQuery('line', { codeChallenge: 'short' })}`);
    expect(badChallenge.body.error.fields).toHaveProperty('codeChallenge');
    const noNonce = await kit.call<Err>('GET', `/member/apple/url?${urlQuery('apple', { nonce: undefined })}`);
    expect(noNonce.body.error.fields).toEqual({ nonce: expect.any(String) });
    // Naver has neither PKCE nor OIDC.
    expect((await kit.call('GET', `/member/naver/url?${urlQuery('naver', { codeChallenge: undefined, nonce: undefined })}`)).status).toBe(200);
  });
});

describe('POST /member/{provider}/login through the fake providers', () => {
  it.each(PROVIDERS)('%s: url → consent → callback → tokens for a new member, the same member the second time', async (provider) => {
    const hint = `login-${provider}`;
    const attempt = await authorize(kit, provider, hint);
    expect(attempt.callback.target).toBe(`${APP}/oauth/${provider}`);
    expect(attempt.callback.params.state).toBe(attempt.state);
    if (provider === 'apple') {
      // form_post: id_token and, the first time, the user JSON come with the code.
      expect(claimsOf(attempt.callback.params.id_token).nonce).toBe(attempt.nonce);
      expect(JSON.parse(attempt.callback.params.user)).toHaveProperty('email');
    }
    const first = await postLogin(kit, provider, attempt);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(['refreshToken', 'token']);
    const claims = claimsOf(first.body.data.token);
    expect(claims).toMatchObject({ type: 'MEMBER', id: expect.any(Number) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);

    const info = await myInfo(first.body.data.token);
    expect(info.status).toBe(200);
    expect(info.body.data.token).toEqual({ id: claims.id, type: 'MEMBER' });
    // Apple gives no display name through the token; the others suggest one.
    expect(info.body.data.nickname).toBe(provider === 'apple' ? null : `${hint}_${provider}`);

    const [row] = await kit.t.query<{ provider: string; provider_user_id: string }>('select provider, provider_user_id from members where id = $1', [claims.id]);
    expect(row.provider).toBe(provider);
    const [stored] = await kit.t.query<{ n: number; family_id: string; token_hash: string }>(
      "select count(*)::int as n, min(family_id) as family_id, min(token_hash) as token_hash from refresh_tokens where subject_type = 'MEMBER' and subject_id = $1",
      [claims.id],
    );
    expect(stored.n).toBe(1);
    expect(stored.family_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(first.body.data.refreshToken);

    const again = await signIn(kit, provider, hint);
    expect(claimsOf(again.token).id).toBe(claims.id);
    const other = await signIn(kit, provider, `${hint}-other`);
    expect(claimsOf(other.token).id).not.toBe(claims.id);
  });

  it('accepts the spec §7 LINE body field line_code', async () => {
    const a = await authorize(kit, 'line', 'line-code-field');
    const res = await postLogin(kit, 'line', a, { code: undefined, line_code: a.callback.params.code });
    expect(res.status).toBe(200);
  });

  it('verifies LINE web-login ID tokens signed with HS256 and the channel secret', async () => {
    const a = await authorize(kit, 'line', 'line-hs256', { id_token_alg: 'HS256' });
    expect((await postLogin(kit, 'line', a)).status).toBe(200);
  });

  it('uses the Kakao id_token instead of the user-info API when the scope has openid', async () => {
    setEnv({ OAUTH_KAKAO_SCOPE: 'openid profile_nickname', OAUTH_KAKAO_USERINFO_URL: `http://127.0.0.1:${await closedPort()}/me` });
    const a = await authorize(kit, 'kakao', 'kakao-oidc');
    const res = await postLogin(kit, 'kakao', a);
    expect(res.status).toBe(200);
    expect((await postLogin<Err>(kit, 'kakao', await authorize(kit, 'kakao', 'kakao-oidc'), { nonce: 'other' })).status).toBe(401);
  });

  it('keeps the members of different providers apart and does not key on e-mail', async () => {
    const google = claimsOf((await signIn(kit, 'google', 'same-person')).token).id;
    const apple = claimsOf((await signIn(kit, 'apple', 'same-person')).token).id;
    expect(google).not.toBe(apple);
  });

  it('leaves the nickname empty when the provider name is taken', async () => {
    const first = await signIn(kit, 'naver', 'taken');
    await kit.t.query("update members set nickname = 'taken_kakao' where id = $1", [claimsOf(first.token).id]);
    const second = await signIn(kit, 'kakao', 'taken');
    expect((await myInfo(second.token)).body.data.nickname).toBeNull();
  });

  it.each(['line', 'google', 'apple'] as const)('%s: a nonce other than the authorize one → 401', async (provider) => {
    const a = await authorize(kit, provider, `nonce-${provider}`);
    const res = await postLogin<Err>(kit, provider, a, { nonce: random() });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(res.body.error.message).toMatch(/nonce/);
  });

  it.each(['line', 'google', 'kakao'] as const)('%s: a wrong PKCE verifier → 401', async (provider) => {
    const a = await authorize(kit, provider, `pkce-${provider}`);
    const res = await postLogin<Err>(kit, provider, a, { codeVerifier: pkce().verifier });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('a used or made-up code → 401, also for Naver (which reports errors with HTTP 200)', async () => {
    const a = await authorize(kit, 'google', 'code-reuse');
    expect((await postLogin(kit, 'google', a)).status).toBe(200);
    expect((await postLogin(kit, 'google', a)).status).toBe(401);
    const n = await authorize(kit, 'naver', 'naver-bad');
    const res = await postLogin<Err>(kit, 'naver', n, { code: 'made-up' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/naver/);
  });

  it('a redirectUri other than the authorized one → 401 from the provider; a foreign one → 400', async () => {
    setEnv({ OAUTH_REDIRECT_ORIGINS: 'http://localhost:3210' });
    const a = await authorize(kit, 'kakao', 'redirect-mismatch');
    expect((await postLogin(kit, 'kakao', a, { redirectUri: 'http://localhost:3210/oauth/kakao' })).status).toBe(401);
    const res = await postLogin<Err>(kit, 'kakao', a, { redirectUri: 'https://evil.example/oauth/kakao' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('redirectUri');
  });

  it('an id_token from another issuer or signed with another key → 401', async () => {
    const a = await authorize(kit, 'google', 'issuer');
    setEnv({ OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com' });
    expect((await postLogin(kit, 'google', a)).status).toBe(401);

    const other = await startFakeOAuthServer(0);
    try {
      kit.restoreEnv();
      const b = await authorize(kit, 'apple', 'other-key');
      // Same kid, different key: the signature does not verify.
      setEnv({ OAUTH_APPLE_JWKS_URL: `${other.url}/apple/jwks` });
      const res = await postLogin<Err>(kit, 'apple', b);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/id_token/);
    } finally {
      await other.close();
    }
  });

  it('names the fields of a bad body (400)', async () => {
    const none = await kit.call<Err>('POST', '/member/google/login', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty('code');
    const bad = await kit.call<Err>('POST', '/member/google/login', { body: { code: 'c', redirectUri: `${APP}/oauth/google`, codeVerifier: 'short', nonce: 5 } });
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['codeVerifier', 'nonce']);
    const noNonce = await kit.call<Err>('POST', '/member/apple/login', { body: { code: 'c', redirectUri: `${APP}/oauth/apple` } });
    expect(noNonce.body.error.fields).toEqual({ nonce: expect.any(String) });
    const noRedirect = await kit.call<Err>('POST', '/member/naver/login', { body: { code: 'c' } });
    expect(noRedirect.body.error.fields).toEqual({ redirectUri: expect.any(String) });
    const notJson = await kit.call<Err>('POST', '/member/naver/login', { raw: '{"code":' });
    expect(notJson.status).toBe(400);
  });
});

describe('provider failures are 502/503, never 500 or 401', () => {
  it('token endpoint unreachable → 503', async () => {
    const a = await authorize(kit, 'google', 'down');
    setEnv({ OAUTH_GOOGLE_TOKEN_URL: `http://127.0.0.1:${await closedPort()}/token` });
    const res = await postLogin<Err>(kit, 'google', a);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('token endpoint answering 500 → 502', async () => {
    const a = await authorize(kit, 'line', 'five-hundred');
    kit.fake.fault('/line/token', { status: 500 });
    expect((await postLogin(kit, 'line', a)).status).toBe(502);
  });

  it('a provider slower than OAUTH_TIMEOUT_MS → 503 within the bound', async () => {
    const a = await authorize(kit, 'naver', 'slow');
    setEnv({ OAUTH_TIMEOUT_MS: '300' });
    kit.fake.fault('/naver/token', { delayMs: 3000 });
    const started = Date.now();
    const res = await postLogin<Err>(kit, 'naver', a);
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('user-info API down → 503; key set down → 503; key set broken → 502', async () => {
    const k = await authorize(kit, 'kakao', 'userinfo-down');
    setEnv({ OAUTH_KAKAO_USERINFO_URL: `http://127.0.0.1:${await closedPort()}/v2/user/me` });
    expect((await postLogin(kit, 'kakao', k)).status).toBe(503);

    kit.restoreEnv();
    const g = await authorize(kit, 'apple', 'jwks-down');
    setEnv({ OAUTH_APPLE_JWKS_URL: `http://127.0.0.1:${await closedPort()}/keys` });
    expect((await postLogin(kit, 'apple', g)).status).toBe(503);

    kit.restoreEnv();
    const l = await authorize(kit, 'line', 'jwks-broken');
    setEnv({ OAUTH_LINE_JWKS_URL: `${kit.fake.url}/line/jwks-broken` });
    expect((await postLogin(kit, 'line', l)).status).toBe(502);
  });

  it('the provider refusing our client credentials is a configuration error → 502', async () => {
    const a = await authorize(kit, 'naver', 'bad-secret');
    setEnv({ OAUTH_NAVER_CLIENT_SECRET: 'wrong' });
    expect((await postLogin(kit, 'naver', a)).status).toBe(502);
  });
});

describe('the dev provider', () => {
  it('is 404 everywhere unless AUTH_DEV_LOGIN=1', async () => {
    setEnv({ AUTH_DEV_LOGIN: undefined });
    expect((await kit.call('GET', '/member/dev/members')).status).toBe(404);
    expect((await kit.call('POST', '/member/dev/code', { body: { memberId: 1 } })).status).toBe(404);
    expect((await kit.call('GET', `/member/dev/url?${urlQuery('dev')}`)).status).toBe(404);
    expect((await kit.call('POST', '/member/dev/login', { body: { code: 'x' } })).status).toBe(404);
  });

  it.each(['https://beauty.example.com', 'http://192.168.0.10:3000', 'http://0.0.0.0:3000'])(
    'is 404 everywhere, also with AUTH_DEV_LOGIN=1, when APP_URL is %s (not loopback)',
    async (appUrl) => {
      setEnv({ AUTH_DEV_LOGIN: '1', APP_URL: appUrl, OAUTH_REDIRECT_ORIGINS: APP });
      const members = await kit.call<Err>('GET', '/member/dev/members');
      expect(members.status).toBe(404);
      expect(members.body.error.message).toContain('not a loopback address');
      const code = await kit.call('POST', '/member/dev/code', { body: { memberId: 1 } });
      expect(code.status).toBe(404);
      expect((await kit.call('GET', `/member/dev/url?${urlQuery('dev', { codeChallenge: undefined, nonce: undefined })}`)).status).toBe(404);
      // A code signed while the dev login was on is not redeemed once it is off.
      setEnv({ APP_URL: APP });
      const signed = await kit.call<{ data: { code: string } }>('POST', '/member/dev/code', { body: { memberId: 1 } });
      setEnv({ APP_URL: appUrl });
      expect((await kit.call('POST', '/member/dev/login', { body: { code: signed.body.data.code } })).status).toBe(404);
    },
  );

  it('lists the demo members, gives a same-origin consent URL, and signs a demo member in with a code', async () => {
    setEnv({ AUTH_DEV_LOGIN: '1' });
    const members = await kit.call<{ data: { id: number; nickname: string | null }[] }>('GET', '/member/dev/members');
    expect(members.status).toBe(200);
    const [{ n }] = await kit.t.query<{ n: number }>("select count(*)::int as n from members where provider = 'dev'");
    expect(members.body.data).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    const url = await kit.call<{ data: { url: string } }>('GET', `/member/dev/url?${urlQuery('dev', { codeChallenge: undefined, nonce: undefined })}`);
    expect(url.body.data.url).toBe(`/oauth/dev/consent?state=st4te&redirectUri=${encodeURIComponent(`${APP}/oauth/dev`)}`);

    const demo = members.body.data[1];
    const code = await kit.call<{ data: { code: string } }>('POST', '/member/dev/code', { body: { memberId: demo.id } });
    expect(code.status).toBe(200);
    const login = await kit.call<Tokens>('POST', '/member/dev/login', { body: { code: code.body.data.code } });
    expect(login.status).toBe(200);
    const info = await myInfo(login.body.data.token);
    expect(info.body.data).toEqual({ nickname: demo.nickname, token: { id: demo.id, type: 'MEMBER' } });
  });

  it('refuses unknown members, forged and expired codes', async () => {
    setEnv({ AUTH_DEV_LOGIN: '1' });
    expect((await kit.call('POST', '/member/dev/code', { body: { memberId: 999_999 } })).status).toBe(404);
    const bad = await kit.call<Err>('POST', '/member/dev/code', { body: { memberId: 'one' } });
    expect(bad.body.error.fields).toHaveProperty('memberId');
    const { body } = await kit.call<{ data: { code: string } }>('POST', '/member/dev/code', { body: { memberId: 1 } });
    const [h, p, s] = body.data.code.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), mid: 2 })).toString('base64url');
    expect((await kit.call('POST', '/member/dev/login', { body: { code: `${h}.${forged}.${s}` } })).status).toBe(401);
    const expired = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), exp: 1 })).toString('base64url');
    expect((await kit.call('POST', '/member/dev/login', { body: { code: `${h}.${expired}.${s}` } })).status).toBe(401);
    // An access token is not a dev code.
    const login = await kit.call<Tokens>('POST', '/member/dev/login', { body: { code: body.data.code } });
    expect((await kit.call('POST', '/member/dev/login', { body: { code: login.body.data.token } })).status).toBe(401);
  });
});

describe('the fake provider itself', () => {
  it('sends Deny back as access_denied with the state', async () => {
    const q = new URLSearchParams({ client_id: FAKE_CLIENTS.google.id, response_type: 'code', redirect_uri: `${APP}/oauth/google`, state: 's1' });
    const consent = await fetch(`${kit.fake.url}/google/authorize?${q}`);
    expect(consent.status).toBe(200);
    const res = await fetch(`${kit.fake.url}/google/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(q), action: 'deny' }).toString(),
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(`${APP}/oauth/google?error=access_denied&state=s1`);
  });

  it('refuses an unknown client at the consent page', async () => {
    await expect(approveAt(`${kit.fake.url}/line/authorize?client_id=nope&response_type=code&redirect_uri=${APP}/oauth/line`, 'x')).rejects.toThrow(/unknown client_id/);
  });

  it('sends Apple’s user JSON only on the first authorization', async () => {
    const first = await authorize(kit, 'apple', 'apple-once');
    const second = await authorize(kit, 'apple', 'apple-once');
    expect(first.callback.params.user).toBeDefined();
    expect(second.callback.params.user).toBeUndefined();
  });
});
