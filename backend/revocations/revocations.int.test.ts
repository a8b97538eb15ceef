import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  claimsOf,
  closedPort,
  openKit,
  PROVIDERS,
  setEnv,
  signIn,
  type Kit,
  type Provider,
} from '../routes/auth/auth-test-kit';
import { createMember } from '../routes/members/member-test-kit';
import { openProviderToken, sealProviderToken } from './provider-token';
import { enqueueRevocation, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from './revocations.repository';
import { DELETION_WAIT_MS, sweepRevocations } from './revocations';
import { captureLogs } from '../test/log-capture';

// Account deletion revokes the member's link at the provider (docs/privacy-data.md), against the fake
// provider server (e2e/fixtures/fake-oauth-server.ts). This suite is the only writer of provider_revocations.

let kit: Kit;
let n = 0;

beforeAll(async () => {
  kit = await openKit();
});
afterAll(async () => {
  await kit.t.query('delete from provider_revocations');
  await kit.close();
});
afterEach(async () => {
  kit.fake.clearFaults();
  kit.fake.clearRevocations();
  kit.restoreEnv();
  jest.restoreAllMocks();
  await kit.t.query('delete from provider_revocations');
});

interface Outbox {
  id: number;
  provider: string;
  token: string;
  token_type: string;
  attempts: number;
  last_error: string | null;
  /** Seconds from now to next_attempt_at. */
  due_in: number;
}
const outbox = () =>
  kit.t.query<Outbox>(
    'select id, provider, token, token_type, attempts, last_error, extract(epoch from next_attempt_at - now())::float as due_in from provider_revocations order by id',
  );
/** Makes every outbox row due now, as if its retry delay had passed. */
const makeDue = () => kit.t.query("update provider_revocations set next_attempt_at = now() - interval '1 second'");

/** A member signed in through the fake `provider` as a fresh test user. */
async function member(provider: Provider) {
  const hint = `revoke-${provider}-${++n}-${Date.now()}`;
  const tokens = await signIn(kit, provider, hint);
  return { hint, id: claimsOf(tokens.token).id as number, api: kit.t.as(tokens.token) };
}

const deleteAccount = async (m: { api: Kit['t']['client'] }) => (await m.api.member.me.$delete()).status;

// What each provider is sent: the token kept at login, or (Kakao, Naver) an access token refreshed from it.
const EXPECTED: Record<
  Provider,
  { kept: 'refresh_token' | 'access_token'; sent: 'refresh_token' | 'access_token'; field: string }
> = {
  google: { kept: 'refresh_token', sent: 'refresh_token', field: 'token' },
  apple: { kept: 'refresh_token', sent: 'refresh_token', field: 'token' },
  line: { kept: 'access_token', sent: 'access_token', field: 'access_token' },
  kakao: { kept: 'refresh_token', sent: 'access_token', field: '' },
  naver: { kept: 'refresh_token', sent: 'access_token', field: 'access_token' },
};

describe('DELETE /member/me revokes the link at the provider', () => {
  it.each(PROVIDERS)(
    '%s: the token kept at login is sealed, and the provider gets exactly one revocation with it',
    async (provider) => {
      const m = await member(provider);
      const issued = kit.fake.issued(provider, m.hint);
      const expected = EXPECTED[provider];
      const keptToken = expected.kept === 'refresh_token' ? issued.refreshTokens[0] : issued.accessTokens[0];
      expect(keptToken).toBeTruthy();

      // Stored sealed: no issued token appears in the raw row, and it opens to the one kept.
      const [raw] = await kit.t.query<{ provider_token: string; provider_token_type: string }>(
        'select provider_token, provider_token_type from members where id = $1',
        [m.id],
      );
      expect(raw.provider_token_type).toBe(expected.kept);
      for (const t of [...issued.accessTokens, ...issued.refreshTokens]) expect(raw.provider_token).not.toContain(t);
      expect(openProviderToken(provider, { token: raw.provider_token, type: raw.provider_token_type })).toEqual({
        type: expected.kept,
        token: keptToken,
      });

      expect(await deleteAccount(m)).toBe(204);

      const calls = kit.fake.revocations();
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ provider, user: m.hint, tokenType: expected.sent, clientOk: true, status: 200 });
      // Kakao and Naver get an access token refreshed from the kept one: one the fake issued after the login.
      const sent = provider === 'kakao' ? undefined : calls[0].params[expected.field];
      if (expected.sent === expected.kept) expect(sent).toBe(keptToken);
      else if (sent)
        expect(kit.fake.issued(provider, m.hint).accessTokens.slice(issued.accessTokens.length)).toContain(sent);
      if (provider === 'apple')
        expect(calls[0].params).toMatchObject({ client_id: expect.any(String), token_type_hint: 'refresh_token' });
      if (provider === 'naver')
        expect(calls[0].params).toMatchObject({ grant_type: 'delete', service_provider: 'NAVER' });
      // Done: nothing is left in the outbox, and the member row (with its token) is gone.
      expect(await outbox()).toEqual([]);
      expect(await kit.t.query('select 1 from members where id = $1', [m.id])).toEqual([]);
    },
  );

  it('sends nothing for a member whose provider has no revocation (no token kept)', async () => {
    const m = await createMember(kit.t);
    expect(await deleteAccount(m)).toBe(204);
    expect(kit.fake.revocations()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('keeps a Google refresh token when a later login brings only an access token (no new consent)', async () => {
    const m = await member('google');
    const [first] = await kit.t.query<{ provider_token: string }>('select provider_token from members where id = $1', [
      m.id,
    ]);
    // The same user again: Google gives a refresh token only on the first consent, so this login brings an access token.
    await signIn(kit, 'google', m.hint);
    expect(kit.fake.issued('google', m.hint)).toMatchObject({
      accessTokens: [expect.any(String), expect.any(String)],
      refreshTokens: [expect.any(String)],
    });
    const [again] = await kit.t.query<{ provider_token: string; provider_token_type: string }>(
      'select provider_token, provider_token_type from members where id = $1',
      [m.id],
    );
    expect(again).toEqual({ provider_token: first.provider_token, provider_token_type: 'refresh_token' });
  });

  it('keeps the access token of a Google login without a refresh token, and revokes with it', async () => {
    const m = await member('google');
    await kit.t.query('update members set provider_token = null, provider_token_type = null where id = $1', [m.id]);
    await signIn(kit, 'google', m.hint); // no refresh token this time
    const access = kit.fake.issued('google', m.hint).accessTokens[1];
    expect(await deleteAccount(m)).toBe(204);
    expect(kit.fake.revocations()).toMatchObject([
      { provider: 'google', user: m.hint, tokenType: 'access_token', status: 200, params: { token: access } },
    ]);
  });

  it('deletes the outbox row when the provider says the token is no longer valid (Google invalid_token)', async () => {
    const m = await member('google');
    // The user revoked the app at Google already.
    const refresh = kit.fake.issued('google', m.hint).refreshTokens[0];
    expect(
      (await fetch(`${kit.fake.url}/google/revoke`, { method: 'POST', body: new URLSearchParams({ token: refresh }) }))
        .status,
    ).toBe(200);
    kit.fake.clearRevocations();
    expect(await deleteAccount(m)).toBe(204);
    expect(kit.fake.revocations()).toMatchObject([{ provider: 'google', tokenType: 'unknown', status: 400 }]);
    expect(await outbox()).toEqual([]);
  });
});

describe('retries', () => {
  it('a provider failure leaves the row (attempts 1, due in a minute, the error without the token); a later sweep revokes it', async () => {
    const logs = captureLogs();
    const m = await member('google');
    const refresh = kit.fake.issued('google', m.hint).refreshTokens[0];
    kit.fake.fault('/google/revoke', { status: 500 });
    expect(await deleteAccount(m)).toBe(204);

    const [row] = await outbox();
    expect(row).toMatchObject({
      provider: 'google',
      token_type: 'refresh_token',
      attempts: 1,
      last_error: 'google: HTTP 500',
    });
    expect(row.due_in).toBeGreaterThan(RETRY_DELAYS_SECONDS[0] - 10);
    expect(row.due_in).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[0]);
    expect(row.token).not.toContain(refresh);
    // Not due yet: a sweep leaves it alone.
    kit.fake.clearFaults();
    expect(await sweepRevocations(kit.t.database.db)).toEqual({ revoked: 0, invalid: 0, failed: 0, 'gave-up': 0 });
    expect(kit.fake.revocations()).toEqual([]);

    await makeDue();
    expect(await sweepRevocations(kit.t.database.db)).toMatchObject({ revoked: 1 });
    expect(kit.fake.revocations()).toMatchObject([
      { provider: 'google', user: m.hint, tokenType: 'refresh_token', status: 200 },
    ]);
    expect(kit.fake.revocations()[0].params.token).toBe(refresh);
    expect(await outbox()).toEqual([]);
    const logged = logs.text();
    expect(logged).toContain('attempt 1 of 6 failed');
    expect(logged).not.toContain(refresh);
  });

  it('waits longer after each failure (1 min, 5 min, 30 min, 2 h, 12 h) and gives up after the last attempt, deleting the row', async () => {
    const logs = captureLogs();
    const m = await member('kakao');
    kit.fake.fault('/kakao/v1/user/unlink', { status: 503 });
    expect(await deleteAccount(m)).toBe(204);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const [row] = await outbox();
      expect(row.attempts).toBe(attempt);
      expect(row.due_in).toBeGreaterThan(RETRY_DELAYS_SECONDS[attempt - 1] - 10);
      expect(row.due_in).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[attempt - 1]);
      await makeDue();
      const counts = await sweepRevocations(kit.t.database.db);
      expect(counts).toMatchObject(attempt + 1 < MAX_ATTEMPTS ? { failed: 1 } : { 'gave-up': 1 });
    }
    expect(await outbox()).toEqual([]);
    expect(logs.text()).toContain('gave up after attempt 6');
    expect(kit.fake.revocations()).toEqual([]);
  });

  it('gives up at once on a token that cannot be opened (sealed under another secret or altered)', async () => {
    captureLogs();
    const sealed = sealProviderToken('google', { type: 'refresh_token', token: 'some-token' });
    await enqueueRevocation(kit.t.database.db, 'naver', sealed); // moved to another provider: does not open
    expect(await sweepRevocations(kit.t.database.db)).toMatchObject({ 'gave-up': 1 });
    expect(await outbox()).toEqual([]);
    expect(kit.fake.revocations()).toEqual([]);
  });

  it('two sweeps at once send each revocation once', async () => {
    const members = await Promise.all([member('google'), member('google'), member('apple'), member('naver')]);
    const db = kit.t.database.db;
    for (const m of members) {
      const [row] = await kit.t.query<{
        provider: string;
        provider_token: string;
        provider_token_type: 'refresh_token';
      }>('select provider, provider_token, provider_token_type from members where id = $1', [m.id]);
      await enqueueRevocation(db, row.provider, { token: row.provider_token, type: row.provider_token_type });
    }
    // Slow answers, so the two sweeps overlap.
    kit.fake.fault('/google/revoke', { delayMs: 300 });
    kit.fake.fault('/apple/revoke', { delayMs: 300 });
    const [a, b] = await Promise.all([sweepRevocations(db, { batch: 1 }), sweepRevocations(db, { batch: 1 })]);
    expect(a.revoked + b.revoked).toBe(4);
    expect(a.revoked).toBeGreaterThan(0); // both sweeps took part
    expect(b.revoked).toBeGreaterThan(0);
    const calls = kit.fake.revocations();
    expect(calls).toHaveLength(4);
    expect(calls.map((c) => c.user).sort()).toEqual(members.map((m) => m.hint).sort());
    expect(await outbox()).toEqual([]);
  });
});

describe('the deletion answer does not wait on the provider', () => {
  it('answers 204 when the provider is unreachable, and keeps the row for the sweep', async () => {
    captureLogs();
    const m = await member('apple');
    setEnv({ OAUTH_APPLE_REVOKE_URL: `http://127.0.0.1:${await closedPort()}/apple/revoke` });
    expect(await deleteAccount(m)).toBe(204);
    expect(await outbox()).toMatchObject([{ provider: 'apple', attempts: 1, last_error: 'apple: unreachable' }]);
  });

  it('answers 204 within the bounded wait when the provider is slow; the revocation completes afterwards', async () => {
    const m = await member('line');
    kit.fake.fault('/line/revoke', { delayMs: DELETION_WAIT_MS + 1_500 });
    const started = Date.now();
    expect(await deleteAccount(m)).toBe(204);
    expect(Date.now() - started).toBeLessThan(DELETION_WAIT_MS + 1_000);
    expect(kit.fake.revocations()).toEqual([]);
    for (let i = 0; i < 50 && (await outbox()).length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await outbox()).toEqual([]);
    expect(kit.fake.revocations()).toMatchObject([{ provider: 'line', user: m.hint, status: 200 }]);
  });
});
