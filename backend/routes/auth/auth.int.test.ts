import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { hashToken, signAccessToken } from '../../auth/tokens';
import { claimsOf, openKit, setEnv, signIn, type Err, type Kit, type Tokens } from './auth-test-kit';
import { createStaffAccount } from './staff.repository';

type Info = { data: { nickname: string | null; token: { id: number; type: string } } };
let kit: Kit;

beforeAll(async () => {
  kit = await openKit();
});
afterAll(() => kit.close());
afterEach(() => kit.restoreEnv());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const refresh = (refreshToken: unknown) => kit.call<Tokens & Err>('POST', '/auth/refresh', { body: { refreshToken } });
const familyOf = async (refreshToken: string) =>
  (await kit.t.query<{ family_id: string }>('select family_id from refresh_tokens where token_hash = $1', [hashToken(refreshToken)]))[0].family_id;

describe('GET /auth/my-info and /member/my-info', () => {
  it('answer the spec §3 Member for a valid member token', async () => {
    const { token } = await signIn(kit, 'google', 'info');
    const id = claimsOf(token).id;
    for (const path of ['/auth/my-info', '/member/my-info']) {
      const res = await kit.call<Info>('GET', path, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { nickname: 'info_google', token: { id, type: 'MEMBER' } } });
    }
  });

  it('401 without a token, with a tampered, foreign or expired one', async () => {
    const { token } = await signIn(kit, 'line', 'tamper');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, id: claims.id + 1 })).toString('base64url');
    const expired = await signAccessToken({ id: claims.id, type: 'MEMBER', sessionVersion: claims.sv }, Date.now() - 3_600_000);
    // Change a whole signature byte (the last base64url characters carry padding bits and may decode alike).
    const sig = Buffer.from(s, 'base64url');
    sig[0] ^= 0xff;
    const tampered = `${h}.${p}.${sig.toString('base64url')}`;
    for (const bad of [undefined, `${h}.${forged}.${s}`, tampered, 'garbage', expired]) {
      const res = await kit.call<Err>('GET', '/auth/my-info', { token: bad });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('a STAFF token on member routes → 403', async () => {
    const id = await createStaffAccount(kit.t.database.db, 'staff-on-member', sha256('pw'));
    const token = await signAccessToken({ id, type: 'STAFF', sessionVersion: 0 });
    for (const path of ['/auth/my-info', '/member/my-info']) {
      const res = await kit.call<Err>('GET', path, { token });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await kit.call('POST', '/auth/logout', { token })).status).toBe(403);
  });

  it('401 once the member is deleted', async () => {
    const { token, refreshToken } = await signIn(kit, 'kakao', 'deleted');
    await kit.t.query('delete from members where id = $1', [claimsOf(token).id]);
    expect((await kit.call('GET', '/auth/my-info', { token })).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new pair in the same family, the old token marked rotated, the new one working', async () => {
    const first = await signIn(kit, 'naver', 'rotate');
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const next = res.body.data;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(next.token)).toMatchObject({ id: claimsOf(first.token).id, type: 'MEMBER' });
    expect(await familyOf(next.refreshToken)).toBe(await familyOf(first.refreshToken));
    const [old] = await kit.t.query<{ rotated: boolean; revoked: boolean }>(
      'select rotated_at is not null as rotated, revoked_at is not null as revoked from refresh_tokens where token_hash = $1',
      [hashToken(first.refreshToken)],
    );
    expect(old).toEqual({ rotated: true, revoked: false });
    expect((await kit.call('GET', '/auth/my-info', { token: next.token })).status).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('tolerates the old token again within the grace window (parallel requests), in the same family', async () => {
    const first = await signIn(kit, 'google', 'grace');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    const family = await familyOf(first.refreshToken);
    for (const t of [a, b, again]) expect(await familyOf(t.body.data.refreshToken)).toBe(family);
    // All successors work.
    expect((await refresh(a.body.data.refreshToken)).status).toBe(200);
    expect((await refresh(again.body.data.refreshToken)).status).toBe(200);
  });

  it('after the grace window reuse revokes the whole family → 401', async () => {
    const first = await signIn(kit, 'apple', 'reuse');
    const second = (await refresh(first.refreshToken)).body.data;
    const family = await familyOf(first.refreshToken);
    // Rotated long ago (more than REFRESH_REUSE_GRACE_SECONDS).
    await kit.t.query("update refresh_tokens set rotated_at = now() - interval '10 minutes' where token_hash = $1", [hashToken(first.refreshToken)]);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.message).toMatch(/already used/);
    const rows = await kit.t.query<{ revoked: boolean }>('select revoked_at is not null as revoked from refresh_tokens where family_id = $1', [family]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.revoked)).toBe(true);
    // The legitimate holder's newer token is dead too; a login elsewhere is not affected.
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('honours REFRESH_REUSE_GRACE_SECONDS=0 (no tolerance)', async () => {
    setEnv({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const first = await signIn(kit, 'line', 'no-grace');
    expect((await refresh(first.refreshToken)).status).toBe(200);
    await kit.t.query("update refresh_tokens set rotated_at = now() - interval '1 second' where token_hash = $1", [hashToken(first.refreshToken)]);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('401 for expired, revoked, unknown and malformed tokens; 400 without one', async () => {
    const expired = await signIn(kit, 'kakao', 'expired');
    await kit.t.query("update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(expired.refreshToken)]);
    expect((await refresh(expired.refreshToken)).status).toBe(401);
    const revoked = await signIn(kit, 'kakao', 'revoked');
    await kit.t.query('update refresh_tokens set revoked_at = now() where token_hash = $1', [hashToken(revoked.refreshToken)]);
    expect((await refresh(revoked.refreshToken)).status).toBe(401);
    expect((await refresh(`0.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const none = await kit.call<Err>('POST', '/auth/refresh', { body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty('refreshToken');
    expect((await refresh(12)).status).toBe(400);
  });

  it('stores refresh tokens hashed with a REFRESH_TOKEN_TTL_DAYS expiry', async () => {
    const { refreshToken } = await signIn(kit, 'naver', 'ttl');
    const [row] = await kit.t.query<{ days: number }>(
      "select round(extract(epoch from (expires_at - created_at)) / 86400)::int as days from refresh_tokens where token_hash = $1",
      [hashToken(refreshToken)],
    );
    expect(row.days).toBe(30);
    const raw = await kit.t.query('select 1 from refresh_tokens where token_hash = $1', [refreshToken]);
    expect(raw).toHaveLength(0);
  });
});

describe('POST /auth/logout', () => {
  it('revokes every refresh token and ends copied access tokens at once → 204', async () => {
    const a = await signIn(kit, 'google', 'logout');
    const b = await signIn(kit, 'google', 'logout'); // a second device
    const logout = await kit.call('POST', '/auth/logout', { token: a.token });
    expect(logout.status).toBe(204);
    for (const s of [a, b]) {
      expect((await kit.call('GET', '/auth/my-info', { token: s.token })).status).toBe(401);
      expect((await refresh(s.refreshToken)).status).toBe(401);
    }
    expect((await kit.call('POST', '/auth/logout', { token: a.token })).status).toBe(401);
    // Logging in again works, with the new session version.
    const again = await signIn(kit, 'google', 'logout');
    expect((await kit.call('GET', '/auth/my-info', { token: again.token })).status).toBe(200);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });

  it('401 without a token', async () => {
    expect((await kit.call('POST', '/auth/logout')).status).toBe(401);
  });
});

describe('staff: POST /auth/login and /auth/reset-password', () => {
  const login = (user_id: unknown, password: unknown) => kit.call<Tokens & Err>('POST', '/auth/login', { body: { user_id, password } });

  beforeAll(async () => {
    await createStaffAccount(kit.t.database.db, 'manager', sha256('correct horse'));
    await createStaffAccount(kit.t.database.db, 'other-manager', sha256('battery staple'));
  });

  it('stores scrypt of the client-side SHA-256, not the SHA-256 itself', async () => {
    const [row] = await kit.t.query<{ password_hash: string }>("select password_hash from staff_accounts where user_id = 'manager'");
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain(sha256('correct horse'));
  });

  it('answers STAFF tokens for the right password (hex in any case)', async () => {
    const res = await login('manager', sha256('correct horse').toUpperCase());
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.data.token).type).toBe('STAFF');
    const next = await refresh(res.body.data.refreshToken);
    expect(next.status).toBe(200);
    expect(claimsOf(next.body.data.token).type).toBe('STAFF');
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await login('manager', sha256('wrong'));
    const unknown = await login('nobody', sha256('correct horse'));
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('400 naming fields for a missing user id or a password that is not SHA-256 hex', async () => {
    const res = await login('', 'plain-text');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['password', 'user_id']);
  });

  it('reset-password: own STAFF token → 204, new password works, old sessions end', async () => {
    const session = (await login('manager', sha256('correct horse'))).body.data;
    const reset = (token: string | undefined, body: unknown) => kit.call<Err>('POST', '/auth/reset-password', { token, body });
    expect((await reset(undefined, { user_id: 'manager', new_password: sha256('new') })).status).toBe(401);
    const member = await signIn(kit, 'line', 'not-staff');
    expect((await reset(member.token, { user_id: 'manager', new_password: sha256('new') })).status).toBe(403);
    expect((await reset(session.token, { user_id: 'other-manager', new_password: sha256('new') })).status).toBe(403);
    const bad = await reset(session.token, { user_id: 'manager', new_password: 'new' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('new_password');

    expect((await reset(session.token, { user_id: 'manager', new_password: sha256('new password') })).status).toBe(204);
    expect((await login('manager', sha256('correct horse'))).status).toBe(401);
    expect((await login('manager', sha256('new password'))).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    // The other account is untouched.
    expect((await login('other-manager', sha256('battery staple'))).status).toBe(200);
  });
});
