// Shared by the auth and member-login integration suites: HTTP helpers against the in-process backend and
// a walk through the fake OAuth server (e2e/fixtures/fake-oauth-server.ts) like a browser would.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fakeOAuthEnv, startFakeOAuthServer, type FakeOAuthServer } from '../../../e2e/fixtures/fake-oauth-server';
import type { InferRequestType } from 'hono/client';
import { resetEnvForTests } from '../../env';
import type { ProviderId } from '../../oauth/config';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked, type BackendClient } from '../../test/client';

export const APP = 'http://localhost:3000';
export type Provider = 'line' | 'google' | 'kakao' | 'naver' | 'apple';
export const PROVIDERS: Provider[] = ['line', 'google', 'kakao', 'naver', 'apple'];

export type UrlQuery = InferRequestType<BackendClient['member']['line']['url']['$get']>['query'];
export type LoginBody = InferRequestType<BackendClient['member']['line']['login']['$post']>['json'];

/** Sets (or, with undefined, removes) variables and makes env() read them again. */
export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

export interface Kit {
  t: TestBackend;
  fake: FakeOAuthServer;
  baseEnv: Record<string, string>;
  /** Back to the fake-provider configuration: drops OAUTH_*, APPLE_*, AUTH_DEV_LOGIN… a test set. */
  restoreEnv(): void;
  close(): Promise<void>;
}

/** A backend on its own database copy, a fake provider server, and env pointing one at the other. */
export async function openKit(): Promise<Kit> {
  const fake = await startFakeOAuthServer(0);
  const baseEnv = {
    ...fakeOAuthEnv(fake.url),
    AUTH_SECRET: 'integration-test-secret-integration-test-secret',
    APP_URL: APP,
    OAUTH_REDIRECT_ORIGINS: '',
    OAUTH_TIMEOUT_MS: '8000',
  };
  setEnv(baseEnv);
  const t = await openTestBackend();
  const restoreEnv = () => {
    for (const k of Object.keys(process.env)) {
      if (/^(OAUTH_|APPLE_|AUTH_DEV_LOGIN$|REFRESH_|ACCESS_TOKEN_)/.test(k)) delete process.env[k];
    }
    setEnv(baseEnv);
  };
  restoreEnv();
  return {
    t,
    fake,
    baseEnv,
    restoreEnv,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const random = () => randomBytes(16).toString('base64url');

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescapeHtml(m[1]),
      unescapeHtml(m[2]),
    ]),
  );

export interface Callback {
  /** The query of the redirect (or Apple's form_post fields). */
  params: Record<string, string>;
  /** Where the browser is sent back to (the redirect URI, without the query). */
  target: string;
}

/**
 * What a browser does with the authorize URL: opens the consent page, approves as `hint` (extra form
 * fields allowed), follows the redirect or Apple's auto-submitting form_post page.
 */
export async function approveAt(
  authorizeUrl: string,
  hint: string,
  extra: Record<string, string> = {},
): Promise<Callback> {
  const consent = await fetch(authorizeUrl);
  const html = await consent.text();
  if (consent.status !== 200 || !html.includes('Approve')) throw new Error(`consent page ${consent.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const form = new URLSearchParams({ ...formFields(html), login_hint: hint, action: 'approve', ...extra });
  const res = await fetch(new URL(action, authorizeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (res.status === 302) {
    const location = new URL(res.headers.get('location')!);
    return { params: Object.fromEntries(location.searchParams), target: `${location.origin}${location.pathname}` };
  }
  const post = await res.text();
  const postAction = /<form method="post" action="([^"]+)"/.exec(post);
  if (res.status !== 200 || !postAction || !post.includes('document.forms[0].submit()'))
    throw new Error(`approve answered ${res.status}: ${post}`);
  return { params: formFields(post), target: unescapeHtml(postAction[1]) };
}

export interface LoginAttempt {
  url: string;
  callback: Callback;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

/** GET /member/{p}/url with fresh state, PKCE and nonce, then approval at the fake provider. */
export async function authorize(
  kit: Kit,
  provider: Provider,
  hint: string,
  extra: Record<string, string> = {},
): Promise<LoginAttempt> {
  const { verifier, challenge } = pkce();
  const state = random();
  const nonce = random();
  const redirectUri = `${APP}/oauth/${provider}`;
  const { data } = await expectJson(
    authorizeUrl(kit, provider, { state, codeChallenge: challenge, nonce, redirectUri }),
    200,
  );
  const callback = await approveAt(data.url, hint, extra);
  return { url: data.url, callback, state, nonce, verifier, redirectUri };
}

/** GET /member/{provider}/url. */
export const authorizeUrl = (kit: Kit, provider: ProviderId, query: UrlQuery) =>
  kit.t.client.member[provider].url.$get({ query });

/** POST /member/{provider}/login. */
export const login = (kit: Kit, provider: ProviderId, json: LoginBody) =>
  kit.t.client.member[provider].login.$post({ json });

/** The BFF's POST /member/{p}/login for an attempt; `override` may send what the types forbid. */
export function postLogin(kit: Kit, provider: Provider, a: LoginAttempt, override: Record<string, unknown> = {}) {
  const body = {
    code: a.callback.params.code,
    redirectUri: a.redirectUri,
    codeVerifier: a.verifier,
    nonce: a.nonce,
    state: a.state,
    ...override,
  };
  return login(kit, provider, unchecked(body));
}

/** A full login through the fake provider: the backend's tokens. */
export async function signIn(kit: Kit, provider: Provider, hint: string) {
  return (await expectJson(postLogin(kit, provider, await authorize(kit, provider, hint)), 200)).data;
}

/** A localhost port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The claims of a JWT, unverified (for assertions). */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
