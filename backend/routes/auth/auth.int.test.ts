import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { hashToken, signAccessToken } from '../../auth/tokens';
import { clientFor, expectJson, reply, unchecked, type BackendClient } from '../../test/client';
import { claimsOf, openKit, setEnv, signIn, type Kit } from './auth-test-kit';
import { createStaffAccount } from './staff.repository';

let kit: Kit;
/** The typed client, signed in with `token` when there is one (any string: tests send bad ones too). */
const as = (token?: string): BackendClient =>
  token === undefined ? kit.t.client : clientFor(kit.t.app, { authorization: `Bearer ${token}` });
const myInfo = (api: BackendClient, path: '/auth/my-info' | '/member/my-info') =>
  path === '/auth/my-info' ? api.auth['my-info'].$get() : api.member['my-info'].$get();
const logout = (token?: string) => as(token).auth.logout.$post();

beforeAll(async () => {
  kit = await openKit();
});
afterAll(() => kit.close());
afterEach(() => kit.restoreEnv());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const refresh = (refreshToken: string) => kit.t.client.auth.refresh.$post({ json: { refreshToken } });
/** A new pair (200). */
const refreshed = async (refreshToken: string) => (await expectJson(refresh(refreshToken), 200)).data;
const familyOf = async (refreshToken: string) =>
  (
    await kit.t.query<{ family_id: string }>('select family_id from refresh_tokens where token_hash = $1', [
      hashToken(refreshToken),
    ])
  )[0].family_id;

describe('GET /auth/my-info and /member/my-info', () => {
  it('answer the member for a valid member token', async () => {
    const { token } = await signIn(kit, 'google', 'info');
    const id = claimsOf(token).id;
    for (const path of ['/auth/my-info', '/member/my-info'] as const) {
      expect(await reply(myInfo(as(token), path))).toEqual({
        status: 200,
        body: { data: { nickname: 'info_google', token: { id, type: 'MEMBER' }, healthConsent: false } },
      });
    }
  });

  it('401 without a token, with a tampered, foreign or expired one', async () => {
    const { token } = await signIn(kit, 'line', 'tamper');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, id: claims.id + 1 })).toString('base64url');
    const expired = await signAccessToken(
      { id: claims.id, type: 'MEMBER', sessionVersion: claims.sv },
      Date.now() - 3_600_000,
    );
    // Change a whole signature byte (the last base64url characters carry padding bits and may decode alike).
    const sig = Buffer.from(s, 'base64url');
    sig[0] ^= 0xff;
    const tampered = `${h}.${p}.${sig.toString('base64url')}`;
    for (const bad of [undefined, `${h}.${forged}.${s}`, tampered, 'garbage', expired]) {
      const { error } = await expectJson(as(bad).auth['my-info'].$get(), 401);
      expect(error.code).toBe('UNAUTHORIZED');
    }
  });

  it('a STAFF token on member routes → 403', async () => {
    const id = await createStaffAccount(kit.t.database.db, 'staff_on_member', sha256('pw'), 1);
    const token = await signAccessToken({ id, type: 'STAFF', sessionVersion: 0 });
    for (const path of ['/auth/my-info', '/member/my-info'] as const) {
      const { error } = await expectJson(myInfo(as(token), path), 403);
      expect(error.code).toBe('FORBIDDEN');
    }
    expect((await logout(token)).status).toBe(403);
  });

  it('401 once the member is deleted', async () => {
    const { token, refreshToken } = await signIn(kit, 'kakao', 'deleted');
    await kit.t.query('delete from members where id = $1', [claimsOf(token).id]);
    expect((await as(token).auth['my-info'].$get()).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new pair in the same family, the old token marked rotated, the new one working', async () => {
    const first = await signIn(kit, 'naver', 'rotate');
    const next = await refreshed(first.refreshToken);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(next.token)).toMatchObject({ id: claimsOf(first.token).id, type: 'MEMBER' });
    expect(await familyOf(next.refreshToken)).toBe(await familyOf(first.refreshToken));
    const [old] = await kit.t.query<{ rotated: boolean; revoked: boolean }>(
      'select rotated_at is not null as rotated, revoked_at is not null as revoked from refresh_tokens where token_hash = $1',
      [hashToken(first.refreshToken)],
    );
    expect(old).toEqual({ rotated: true, revoked: false });
    expect((await as(next.token).auth['my-info'].$get()).status).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('tolerates the old token again within the grace window (parallel requests), in the same family', async () => {
    const first = await signIn(kit, 'google', 'grace');
    const [a, b] = await Promise.all([refreshed(first.refreshToken), refreshed(first.refreshToken)]);
    const again = await refreshed(first.refreshToken);
    const family = await familyOf(first.refreshToken);
    for (const t of [a, b, again]) expect(await familyOf(t.refreshToken)).toBe(family);
    // All successors work.
    expect((await refresh(a.refreshToken)).status).toBe(200);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('after the grace window reuse revokes the whole family → 401', async () => {
    const first = await signIn(kit, 'apple', 'reuse');
    const second = await refreshed(first.refreshToken);
    const family = await familyOf(first.refreshToken);
    // Rotated long ago (more than REFRESH_REUSE_GRACE_SECONDS).
    await kit.t.query("update refresh_tokens set rotated_at = now() - interval '10 minutes' where token_hash = $1", [
      hashToken(first.refreshToken),
    ]);
    const reuse = await expectJson(refresh(first.refreshToken), 401);
    expect(reuse.error.message).toMatch(/already used/);
    const rows = await kit.t.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from refresh_tokens where family_id = $1',
      [family],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.revoked)).toBe(true);
    // The legitimate holder's newer token is dead too; a login elsewhere is not affected.
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('honours REFRESH_REUSE_GRACE_SECONDS=0 (no tolerance)', async () => {
    setEnv({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const first = await signIn(kit, 'line', 'no-grace');
    expect((await refresh(first.refreshToken)).status).toBe(200);
    await kit.t.query("update refresh_tokens set rotated_at = now() - interval '1 second' where token_hash = $1", [
      hashToken(first.refreshToken),
    ]);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('401 for expired, revoked, unknown and malformed tokens; 400 without one', async () => {
    const expired = await signIn(kit, 'kakao', 'expired');
    await kit.t.query("update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [
      hashToken(expired.refreshToken),
    ]);
    expect((await refresh(expired.refreshToken)).status).toBe(401);
    const revoked = await signIn(kit, 'kakao', 'revoked');
    await kit.t.query('update refresh_tokens set revoked_at = now() where token_hash = $1', [
      hashToken(revoked.refreshToken),
    ]);
    expect((await refresh(revoked.refreshToken)).status).toBe(401);
    expect((await refresh(`0.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const none = await expectJson(kit.t.client.auth.refresh.$post({ json: unchecked({}) }), 400);
    expect(none.error.fields).toHaveProperty('refreshToken');
    expect((await refresh(unchecked(12))).status).toBe(400);
  });

  it('stores refresh tokens hashed with a REFRESH_TOKEN_TTL_DAYS expiry', async () => {
    const { refreshToken } = await signIn(kit, 'naver', 'ttl');
    const [row] = await kit.t.query<{ days: number }>(
      'select round(extract(epoch from (expires_at - created_at)) / 86400)::int as days from refresh_tokens where token_hash = $1',
      [hashToken(refreshToken)],
    );
    expect(row.days).toBe(30);
    const raw = await kit.t.query('select 1 from refresh_tokens where token_hash = $1', [refreshToken]);
    expect(raw).toHaveLength(0);
  });
});

describe('absolute session lifetime (SESSION_MAX_DAYS, 90 by default)', () => {
  const startedDaysAgo = (refreshToken: string, days: number) =>
    kit.t.query(
      `update refresh_tokens set session_started_at = now() - ${days} * interval '1 day' where family_id = (select family_id from refresh_tokens where token_hash = $1)`,
      [hashToken(refreshToken)],
    );

  it('a session refreshed every day still ends 90 days after its login; the member logs in again', async () => {
    const first = await signIn(kit, 'google', 'lifetime');
    const family = await familyOf(first.refreshToken);
    // Day 89: refreshing still works, and the new token expires by day 90 at the latest (not 30 days on).
    await startedDaysAgo(first.refreshToken, 89);
    const late = await refreshed(first.refreshToken);
    const [row] = await kit.t.query<{ hours: number; carried: boolean }>(
      `select round(extract(epoch from (expires_at - now())) / 3600)::int as hours,
              session_started_at < now() - interval '88 days' as carried
         from refresh_tokens where token_hash = $1`,
      [hashToken(late.refreshToken)],
    );
    expect(row.carried).toBe(true);
    expect(row.hours).toBeLessThanOrEqual(24);
    // Past day 90: 401, and the whole family is revoked.
    await startedDaysAgo(late.refreshToken, 91);
    await kit.t.query("update refresh_tokens set expires_at = now() + interval '1 day' where family_id = $1", [family]);
    const ended = await expectJson(refresh(late.refreshToken), 401);
    expect(ended.error.message).toMatch(/maximum age/);
    const alive = await kit.t.query('select 1 from refresh_tokens where family_id = $1 and revoked_at is null', [
      family,
    ]);
    expect(alive).toHaveLength(0);
    // A new login starts a new session.
    const again = await signIn(kit, 'google', 'lifetime');
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('honours SESSION_MAX_DAYS', async () => {
    setEnv({ SESSION_MAX_DAYS: '7' });
    try {
      const first = await signIn(kit, 'line', 'short-lifetime');
      await startedDaysAgo(first.refreshToken, 8);
      expect((await refresh(first.refreshToken)).status).toBe(401);
    } finally {
      setEnv({ SESSION_MAX_DAYS: undefined });
    }
  });
});

describe('POST /auth/logout', () => {
  it('revokes every refresh token and ends copied access tokens at once → 204', async () => {
    const a = await signIn(kit, 'google', 'logout');
    const b = await signIn(kit, 'google', 'logout'); // a second device
    expect((await logout(a.token)).status).toBe(204);
    for (const s of [a, b]) {
      expect((await as(s.token).auth['my-info'].$get()).status).toBe(401);
      expect((await refresh(s.refreshToken)).status).toBe(401);
    }
    expect((await logout(a.token)).status).toBe(401);
    // Logging in again works, with the new session version.
    const again = await signIn(kit, 'google', 'logout');
    expect((await as(again.token).auth['my-info'].$get()).status).toBe(200);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('401 without a token', async () => {
    expect((await logout()).status).toBe(401);
  });
});

describe('staff: POST /auth/login and /auth/reset-password', () => {
  const login = (user_id: string, password: string) => kit.t.client.auth.login.$post({ json: { user_id, password } });

  beforeAll(async () => {
    await createStaffAccount(kit.t.database.db, 'manager', sha256('correct horse'), 1);
    await createStaffAccount(kit.t.database.db, 'other_manager', sha256('battery staple'), 2);
  });

  it('stores scrypt of the client-side SHA-256, not the SHA-256 itself', async () => {
    const [row] = await kit.t.query<{ password_hash: string }>(
      "select password_hash from staff_accounts where user_id = 'manager'",
    );
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain(sha256('correct horse'));
  });

  it('answers STAFF tokens for the right password (hex in any case)', async () => {
    const { data } = await expectJson(login('manager', sha256('correct horse').toUpperCase()), 200);
    expect(claimsOf(data.token).type).toBe('STAFF');
    expect(claimsOf((await refreshed(data.refreshToken)).token).type).toBe('STAFF');
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await expectJson(login('manager', sha256('wrong')), 401);
    const unknown = await expectJson(login('nobody', sha256('correct horse')), 401);
    expect(wrong).toEqual(unknown);
  });

  it('400 naming fields for a missing user id or a password that is not SHA-256 hex', async () => {
    const { error } = await expectJson(login('', 'plain-text'), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['password', 'user_id']);
  });

  it('reset-password: own STAFF token → 204, new password works, old sessions end', async () => {
    const session = (await expectJson(login('manager', sha256('correct horse')), 200)).data;
    const reset = (token: string | undefined, json: { user_id: string; new_password: string }) =>
      as(token).auth['reset-password'].$post({ json });
    expect((await reset(undefined, { user_id: 'manager', new_password: sha256('new') })).status).toBe(401);
    const member = await signIn(kit, 'line', 'not-staff');
    expect((await reset(member.token, { user_id: 'manager', new_password: sha256('new') })).status).toBe(403);
    expect((await reset(session.token, { user_id: 'other_manager', new_password: sha256('new') })).status).toBe(403);
    const bad = await expectJson(reset(session.token, { user_id: 'manager', new_password: 'new' }), 400);
    expect(bad.error.fields).toHaveProperty('new_password');

    expect((await reset(session.token, { user_id: 'manager', new_password: sha256('new password') })).status).toBe(204);
    expect((await login('manager', sha256('correct horse'))).status).toBe(401);
    expect((await login('manager', sha256('new password'))).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    // The other account is untouched.
    expect((await login('other_manager', sha256('battery staple'))).status).toBe(200);
  });
});
