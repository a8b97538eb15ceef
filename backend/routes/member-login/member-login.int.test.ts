import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
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
  authorizeUrl,
  login,
  type Kit,
  type UrlQuery,
} from '../auth/auth-test-kit';
import type { ProviderId } from '../../oauth/config';
import { expectJson, unchecked } from '../../test/client';

let kit: Kit;

beforeAll(async () => {
  kit = await openKit();
});
afterAll(() => kit.close());
afterEach(() => {
  kit.fake.clearFaults();
  kit.restoreEnv();
});

/** GET /member/{provider}/url with state, a PKCE challenge, nonce and the right redirectUri; `over` replaces or (undefined) drops some. */
const url = (provider: ProviderId, over: Partial<Record<keyof UrlQuery, string | undefined>> = {}) =>
  authorizeUrl(
    kit,
    provider,
    unchecked({
      state: 'st4te',
      codeChallenge: pkce().challenge,
      nonce: 'n0nce',
      redirectUri: `${APP}/oauth/${provider}`,
      ...over,
    }),
  );

const myInfo = (token: string) => expectJson(kit.t.as(token).member['my-info'].$get(), 200);
const dev = () => kit.t.client.member.dev;

describe('GET /auth/providers', () => {
  const ids = async () => (await expectJson(kit.t.client.auth.providers.$get(), 200)).data.map((p) => p.id);

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
    const { data } = await expectJson(url(provider, { codeChallenge: challenge }), 200);
    const authorize = new URL(data.url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kit.fake.url}/${provider}/authorize`);
    const q = authorize.searchParams;
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
    const line = await expectJson(url('line'), 200);
    expect(line.data.url.startsWith('https://access.line.me/oauth2/v2.1/authorize?')).toBe(true);
    const apple = await expectJson(url('apple'), 200);
    expect(apple.data.url.startsWith('https://appleid.apple.com/auth/authorize?')).toBe(true);
  });

  it('answers 404 NOT_FOUND for a provider without a client id', async () => {
    setEnv({ OAUTH_NAVER_CLIENT_ID: undefined });
    const { error } = await expectJson(url('naver'), 404);
    expect(error.code).toBe('NOT_FOUND');
    expect((await login(kit, 'naver', { code: 'x', redirectUri: `${APP}/oauth/naver` })).status).toBe(404);
  });

  it('answers 404 for Apple without its signing key or a client secret', async () => {
    setEnv({ APPLE_PRIVATE_KEY: undefined });
    expect((await url('apple')).status).toBe(404);
  });

  it.each([
    ['another origin', 'https://evil.example/oauth/google'],
    ['another path', `${APP}/oauth/line`],
    ['a relative URL', '/oauth/google'],
    ['a query', `${APP}/oauth/google?next=/x`],
    ['a non-http scheme', 'javascript:alert(1)//oauth/google'],
  ])('refuses a redirectUri with %s (400 naming redirectUri)', async (_, redirectUri) => {
    const { error } = await expectJson(url('google', { redirectUri }), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toEqual(['redirectUri']);
  });

  it('accepts origins from OAUTH_REDIRECT_ORIGINS', async () => {
    const redirectUri = 'http://localhost:3210/oauth/google';
    expect((await url('google', { redirectUri })).status).toBe(400);
    setEnv({ OAUTH_REDIRECT_ORIGINS: 'https://beauty.example, http://localhost:3210' });
    expect((await url('google', { redirectUri })).status).toBe(200);
  });

  it('names missing state, PKCE challenge and nonce', async () => {
    const noState = await expectJson(url('kakao', { state: undefined }), 400);
    expect(noState.error.fields).toHaveProperty('state');
    const noChallenge = await expectJson(url('line', { codeChallenge: undefined }), 400);
    expect(noChallenge.error.fields).toEqual({ codeChallenge: expect.any(String) });
    const badChallenge = await expectJson(url('line', { codeChallenge: 'short' }), 400);
    expect(badChallenge.error.fields).toHaveProperty('codeChallenge');
    const noNonce = await expectJson(url('apple', { nonce: undefined }), 400);
    expect(noNonce.error.fields).toEqual({ nonce: expect.any(String) });
    // Naver has neither PKCE nor OIDC.
    expect((await url('naver', { codeChallenge: undefined, nonce: undefined })).status).toBe(200);
  });
});

describe('POST /member/{provider}/login through the fake providers', () => {
  it.each(PROVIDERS)(
    '%s: url → consent → callback → tokens for a new member, the same member the second time',
    async (provider) => {
      const hint = `login-${provider}`;
      const attempt = await authorize(kit, provider, hint);
      expect(attempt.callback.target).toBe(`${APP}/oauth/${provider}`);
      expect(attempt.callback.params.state).toBe(attempt.state);
      if (provider === 'apple') {
        // form_post: id_token and, the first time, the user JSON come with the code.
        expect(claimsOf(attempt.callback.params.id_token).nonce).toBe(attempt.nonce);
        expect(JSON.parse(attempt.callback.params.user)).toHaveProperty('email');
      }
      const first = await expectJson(postLogin(kit, provider, attempt), 200);
      expect(Object.keys(first.data).sort()).toEqual(['refreshToken', 'token']);
      const claims = claimsOf(first.data.token);
      expect(claims).toMatchObject({ type: 'MEMBER', id: expect.any(Number) });
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);

      const info = await myInfo(first.data.token);
      expect(info.data.token).toEqual({ id: claims.id, type: 'MEMBER' });
      // Apple gives no display name through the token; the others suggest one.
      expect(info.data.nickname).toBe(provider === 'apple' ? null : `${hint}_${provider}`);

      const [row] = await kit.t.query<{ provider: string; provider_user_id: string }>(
        'select provider, provider_user_id from members where id = $1',
        [claims.id],
      );
      expect(row.provider).toBe(provider);
      const [stored] = await kit.t.query<{ n: number; family_id: string; token_hash: string }>(
        "select count(*)::int as n, min(family_id) as family_id, min(token_hash) as token_hash from refresh_tokens where subject_type = 'MEMBER' and subject_id = $1",
        [claims.id],
      );
      expect(stored.n).toBe(1);
      expect(stored.family_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.token_hash).not.toContain(first.data.refreshToken);

      const again = await signIn(kit, provider, hint);
      expect(claimsOf(again.token).id).toBe(claims.id);
      const other = await signIn(kit, provider, `${hint}-other`);
      expect(claimsOf(other.token).id).not.toBe(claims.id);
    },
  );

  it('a captured callback replayed (same state and code) signs nobody in; a new state with the same code neither', async () => {
    const attempt = await authorize(kit, 'kakao', 'replay');
    expect((await postLogin(kit, 'kakao', attempt)).status).toBe(200);
    const replay = await expectJson(postLogin(kit, 'kakao', attempt), 401);
    expect(replay.error.message).toMatch(/already used/);
    expect((await postLogin(kit, 'kakao', attempt, { state: 'another-state' })).status).toBe(401);
    // The next login, with its own state and code, goes through.
    expect((await postLogin(kit, 'kakao', await authorize(kit, 'kakao', 'replay'))).status).toBe(200);
  });

  it("accepts LINE's body field line_code", async () => {
    const a = await authorize(kit, 'line', 'line-code-field');
    expect((await postLogin(kit, 'line', a, { code: undefined, line_code: a.callback.params.code })).status).toBe(200);
  });

  it('verifies LINE web-login ID tokens signed with HS256 and the channel secret', async () => {
    const a = await authorize(kit, 'line', 'line-hs256', { id_token_alg: 'HS256' });
    expect((await postLogin(kit, 'line', a)).status).toBe(200);
  });

  it('uses the Kakao id_token instead of the user-info API when the scope has openid', async () => {
    setEnv({
      OAUTH_KAKAO_SCOPE: 'openid profile_nickname',
      OAUTH_KAKAO_USERINFO_URL: `http://127.0.0.1:${await closedPort()}/me`,
    });
    const a = await authorize(kit, 'kakao', 'kakao-oidc');
    expect((await postLogin(kit, 'kakao', a)).status).toBe(200);
    expect(
      (await postLogin(kit, 'kakao', await authorize(kit, 'kakao', 'kakao-oidc'), { nonce: 'other' })).status,
    ).toBe(401);
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
    expect((await myInfo(second.token)).data.nickname).toBeNull();
  });

  it.each(['line', 'google', 'apple'] as const)('%s: a nonce other than the authorize one → 401', async (provider) => {
    const a = await authorize(kit, provider, `nonce-${provider}`);
    const { error } = await expectJson(postLogin(kit, provider, a, { nonce: random() }), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toMatch(/nonce/);
  });

  it.each(['line', 'google', 'kakao'] as const)('%s: a wrong PKCE verifier → 401', async (provider) => {
    const a = await authorize(kit, provider, `pkce-${provider}`);
    const { error } = await expectJson(postLogin(kit, provider, a, { codeVerifier: pkce().verifier }), 401);
    expect(error.code).toBe('UNAUTHORIZED');
  });

  it('a used or made-up code → 401, also for Naver (which reports errors with HTTP 200)', async () => {
    const a = await authorize(kit, 'google', 'code-reuse');
    expect((await postLogin(kit, 'google', a)).status).toBe(200);
    expect((await postLogin(kit, 'google', a)).status).toBe(401);
    const n = await authorize(kit, 'naver', 'naver-bad');
    const { error } = await expectJson(postLogin(kit, 'naver', n, { code: 'made-up' }), 401);
    expect(error.message).toMatch(/naver/);
  });

  it('a redirectUri other than the authorized one → 401 from the provider; a foreign one → 400', async () => {
    setEnv({ OAUTH_REDIRECT_ORIGINS: 'http://localhost:3210' });
    const a = await authorize(kit, 'kakao', 'redirect-mismatch');
    expect((await postLogin(kit, 'kakao', a, { redirectUri: 'http://localhost:3210/oauth/kakao' })).status).toBe(401);
    const { error } = await expectJson(
      postLogin(kit, 'kakao', a, { redirectUri: 'https://evil.example/oauth/kakao' }),
      400,
    );
    expect(error.fields).toHaveProperty('redirectUri');
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
      const { error } = await expectJson(postLogin(kit, 'apple', b), 401);
      expect(error.message).toMatch(/id_token/);
    } finally {
      await other.close();
    }
  });

  it('names the fields of a bad body (400)', async () => {
    const none = await expectJson(login(kit, 'google', {}), 400);
    expect(none.error.fields).toHaveProperty('code');
    const bad = await expectJson(
      login(
        kit,
        'google',
        unchecked({ code: 'c', redirectUri: `${APP}/oauth/google`, codeVerifier: 'short', nonce: 5 }),
      ),
      400,
    );
    expect(Object.keys(bad.error.fields ?? {}).sort()).toEqual(['codeVerifier', 'nonce']);
    const noNonce = await expectJson(login(kit, 'apple', { code: 'c', redirectUri: `${APP}/oauth/apple` }), 400);
    expect(noNonce.error.fields).toEqual({ nonce: expect.any(String) });
    const noRedirect = await expectJson(login(kit, 'naver', { code: 'c' }), 400);
    expect(noRedirect.error.fields).toEqual({ redirectUri: expect.any(String) });
    // Raw on purpose: the typed client only sends well-formed JSON.
    const notJson = await kit.t.app.request('/member/naver/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code":',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('provider failures are 502/503, never 500 or 401', () => {
  it('token endpoint unreachable → 503', async () => {
    const a = await authorize(kit, 'google', 'down');
    setEnv({ OAUTH_GOOGLE_TOKEN_URL: `http://127.0.0.1:${await closedPort()}/token` });
    const { error } = await expectJson(postLogin(kit, 'google', a), 503);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
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
    const res = await postLogin(kit, 'naver', a);
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
    expect((await dev().members.$get()).status).toBe(404);
    expect((await dev().code.$post({ json: { memberId: 1 } })).status).toBe(404);
    expect((await url('dev')).status).toBe(404);
    expect((await login(kit, 'dev', { code: 'x' })).status).toBe(404);
  });

  it.each(['https://beauty.example.com', 'http://192.168.0.10:3000', 'http://0.0.0.0:3000'])(
    'is 404 everywhere, also with AUTH_DEV_LOGIN=1, when APP_URL is %s (not loopback)',
    async (appUrl) => {
      setEnv({ AUTH_DEV_LOGIN: '1', APP_URL: appUrl, OAUTH_REDIRECT_ORIGINS: APP });
      const members = await expectJson(dev().members.$get(), 404);
      expect(members.error.message).toContain('not a loopback address');
      expect((await dev().code.$post({ json: { memberId: 1 } })).status).toBe(404);
      expect((await url('dev', { codeChallenge: undefined, nonce: undefined })).status).toBe(404);
      // A code signed while the dev login was on is not redeemed once it is off.
      setEnv({ APP_URL: APP });
      const signed = await expectJson(dev().code.$post({ json: { memberId: 1 } }), 200);
      setEnv({ APP_URL: appUrl });
      expect((await login(kit, 'dev', { code: signed.data.code })).status).toBe(404);
    },
  );

  it('lists the demo members, gives a same-origin consent URL, and signs a demo member in with a code', async () => {
    setEnv({ AUTH_DEV_LOGIN: '1' });
    const members = await expectJson(dev().members.$get(), 200);
    const [{ n }] = await kit.t.query<{ n: number }>("select count(*)::int as n from members where provider = 'dev'");
    expect(members.data).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    const consent = await expectJson(url('dev', { codeChallenge: undefined, nonce: undefined }), 200);
    expect(consent.data.url).toBe(
      `/oauth/dev/consent?state=st4te&redirectUri=${encodeURIComponent(`${APP}/oauth/dev`)}`,
    );

    const demo = members.data[1];
    const code = await expectJson(dev().code.$post({ json: { memberId: demo.id } }), 200);
    const tokens = await expectJson(login(kit, 'dev', { code: code.data.code }), 200);
    const info = await myInfo(tokens.data.token);
    expect(info.data).toEqual({
      nickname: demo.nickname,
      token: { id: demo.id, type: 'MEMBER' },
      healthConsent: false,
    });
    // A dev code works once: the same code again (a replayed callback) is refused.
    expect((await login(kit, 'dev', { code: code.data.code })).status).toBe(401);
  });

  it('two approvals of one member in the same second give two different codes, each signing in once', async () => {
    setEnv({ AUTH_DEV_LOGIN: '1' });
    const demo = (await expectJson(dev().members.$get(), 200)).data[2];
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    let codes: string[];
    try {
      codes = await Promise.all(
        [1, 2].map(async () => (await expectJson(dev().code.$post({ json: { memberId: demo.id } }), 200)).data.code),
      );
    } finally {
      now.mockRestore();
    }
    expect(codes[0]).not.toBe(codes[1]);
    for (const code of codes) {
      const tokens = await expectJson(login(kit, 'dev', { code }), 200);
      expect((await myInfo(tokens.data.token)).data.token).toEqual({ id: demo.id, type: 'MEMBER' });
      expect((await login(kit, 'dev', { code })).status).toBe(401);
    }
  });

  it('refuses unknown members, forged and expired codes', async () => {
    setEnv({ AUTH_DEV_LOGIN: '1' });
    expect((await dev().code.$post({ json: { memberId: 999_999 } })).status).toBe(404);
    const bad = await expectJson(dev().code.$post({ json: { memberId: unchecked('one') } }), 400);
    expect(bad.error.fields).toHaveProperty('memberId');
    const { data } = await expectJson(dev().code.$post({ json: { memberId: 1 } }), 200);
    const [h, p, s] = data.code.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), mid: 2 }),
    ).toString('base64url');
    expect((await login(kit, 'dev', { code: `${h}.${forged}.${s}` })).status).toBe(401);
    const expired = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), exp: 1 }),
    ).toString('base64url');
    expect((await login(kit, 'dev', { code: `${h}.${expired}.${s}` })).status).toBe(401);
    // An access token is not a dev code.
    const tokens = await expectJson(login(kit, 'dev', { code: data.code }), 200);
    expect((await login(kit, 'dev', { code: tokens.data.token })).status).toBe(401);
  });
});

describe('the fake provider itself', () => {
  it('sends Deny back as access_denied with the state', async () => {
    const q = new URLSearchParams({
      client_id: FAKE_CLIENTS.google.id,
      response_type: 'code',
      redirect_uri: `${APP}/oauth/google`,
      state: 's1',
    });
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
    await expect(
      approveAt(`${kit.fake.url}/line/authorize?client_id=nope&response_type=code&redirect_uri=${APP}/oauth/line`, 'x'),
    ).rejects.toThrow(/unknown client_id/);
  });

  it('sends Apple’s user JSON only on the first authorization', async () => {
    const first = await authorize(kit, 'apple', 'apple-once');
    const second = await authorize(kit, 'apple', 'apple-once');
    expect(first.callback.params.user).toBeDefined();
    expect(second.callback.params.user).toBeUndefined();
  });
});

describe('login attempts per client address (LOGIN_ATTEMPTS_PER_MINUTE)', () => {
  it('answers 429 with Retry-After past the limit, for starts and callbacks from that address only', async () => {
    setEnv({ LOGIN_ATTEMPTS_PER_MINUTE: '2' });
    try {
      const query = new URLSearchParams({
        state: random(),
        codeChallenge: pkce().challenge,
        nonce: random(),
        redirectUri: `${APP}/oauth/line`,
      });
      const start = (address: string) =>
        kit.t.app.request(`/member/line/url?${query}`, { headers: { 'x-forwarded-for': address } });
      expect((await start('203.0.113.77')).status).toBe(200);
      expect((await start('203.0.113.77')).status).toBe(200);
      const limited = await start('203.0.113.77');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The callback from that address is limited too; another address is not.
      const callback = await kit.t.app.request('/member/line/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({
          code: 'x',
          redirectUri: `${APP}/oauth/line`,
          state: 's',
          codeVerifier: 'v',
          nonce: 'n',
        }),
      });
      expect(callback.status).toBe(429);
      expect((await start('198.51.100.9')).status).toBe(200);
    } finally {
      setEnv({ LOGIN_ATTEMPTS_PER_MINUTE: undefined });
    }
  });
});
