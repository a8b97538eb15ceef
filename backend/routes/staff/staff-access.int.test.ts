import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { parse } from '../../test/client';
import { resetEnvForTests } from '../../env';
import { cleanup, createMember, createMemberReview, type TestMember } from '../members/member-test-kit';
import { resetStaffLoginLimitsForTests } from '../auth/staff-login-limits';
import { call, createStaff, sha256, staffClinic, type TestStaff } from './staff-test-kit';

// Who may call the partner console's routes: visitors never, members never, the staff of another clinic
// never on this clinic's things (404, nothing changed), the clinic's own staff always.

let t: TestBackend;
let own: TestStaff;
let other: TestStaff;
let member: TestMember;
const ids = { doctor: 0, event: 0, counsel: 0, review: 0 };

beforeAll(async () => {
  t = await openTestBackend();
  const a = await staffClinic(t);
  own = a.staff;
  other = (await staffClinic(t)).staff;
  member = await createMember(t);
  ids.doctor = a.doctor.id;
  ids.event = a.event.id;
  const booked = await member.api.member.counsels.$post({
    header: {},
    json: { clinic_id: a.clinic.id, sourceType: 'CLINIC', sourceId: a.clinic.id, content: '' },
  });
  ids.counsel = ((await booked.json()) as { data: { id: number } }).data.id;
  ids.review = await createMemberReview(t, member.id, a.clinic.id);
});

afterAll(async () => {
  await t.query("delete from refresh_tokens where subject_type = 'STAFF' and subject_id = any($1::int[])", [
    [own.id, other.id],
  ]);
  await cleanup(t);
  await t.close();
});
// Sign-in counts live in the database (shared by the suites on PostgreSQL, for a whole window): each test starts clean.
beforeEach(() => resetStaffLoginLimitsForTests(t.database.db));

type Route = [method: string, path: () => string, body?: unknown];
const ROUTES: Route[] = [
  ['GET', () => '/staff/me'],
  ['GET', () => '/staff/clinic'],
  ['PATCH', () => '/staff/clinic', { description: '접근 검사' }],
  ['GET', () => '/staff/audit'],
  ['GET', () => '/staff/doctors'],
  ['POST', () => '/staff/doctors', { name: '접근검사' }],
  ['GET', () => `/staff/doctors/${ids.doctor}`],
  ['PATCH', () => `/staff/doctors/${ids.doctor}`, { description: '접근 검사' }],
  ['GET', () => '/staff/events'],
  ['POST', () => '/staff/events', { title: '접근 검사 이벤트' }],
  ['GET', () => `/staff/events/${ids.event}`],
  ['PATCH', () => `/staff/events/${ids.event}`, { content: '접근 검사' }],
  ['GET', () => '/staff/counsels'],
  ['GET', () => `/staff/counsels/${ids.counsel}`],
  ['PATCH', () => `/staff/counsels/${ids.counsel}`, { state: 'CLINIC_CONFIRMED' }],
  ['GET', () => '/staff/reviews'],
  ['PUT', () => `/staff/reviews/${ids.review}/reply`, { content: '감사합니다.' }],
  ['DELETE', () => `/staff/reviews/${ids.review}/reply`],
  ['POST', () => `/staff/events/${ids.event}/end`],
  ['DELETE', () => `/staff/doctors/${ids.doctor}`],
];
const OWN_THINGS = ROUTES.filter(([, path]) => /\d/.test(path()));
const label = ([method, path]: Route) => `${method} ${path().replace(/\d+/g, '{id}')}`;

describe('the staff routes', () => {
  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s: 401 without a token, 403 with a member token',
    async (_, [method, path, body]) => {
      expect((await call(t, null, method, path(), body)).status).toBe(401);
      expect((await call(t, 'not-a-token', method, path(), body)).status).toBe(401);
      const res = await call(t, member.token, method, path(), body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    },
  );

  it.each(OWN_THINGS.map((r) => [label(r), r] as const))(
    "%s: another clinic's staff get 404 and change nothing",
    async (_, [method, path, body]) => {
      const snapshot = () =>
        t.query(
          `select (select row_to_json(d) from doctors d where id = $1) as doctor, (select row_to_json(e) from events e where id = $2) as event,
                (select state from counsels where id = $3) as counsel, (select count(*)::int from review_replies where review_id = $4) as replies`,
          [ids.doctor, ids.event, ids.counsel, ids.review],
        );
      const before = await snapshot();
      const res = await call(t, other.token, method, path(), body);
      expect(res.status).toBe(404);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(ROUTES.map((r) => [label(r), r] as const))(
    "%s: the clinic's own staff are answered",
    async (_, [method, path, body]) => {
      const res = await call(t, own.token, method, path(), body);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    },
  );

  it('POST /staff/uploads/check: 401, 403, and 404 for a path that is not an upload of the clinic', async () => {
    const body = { path: `/files/uploads/c${other.clinicId}/0f8fad5b-d9cb-469f-a165-70867728950e.jpg` };
    expect((await call(t, null, 'POST', '/staff/uploads/check', body)).status).toBe(401);
    expect((await call(t, member.token, 'POST', '/staff/uploads/check', body)).status).toBe(403);
    expect((await call(t, own.token, 'POST', '/staff/uploads/check', body)).status).toBe(404);
  });

  it('a STAFF token is refused on member routes', async () => {
    for (const path of ['/member/my-info', '/member/counsels', '/member/bookmarks', '/auth/my-info']) {
      expect((await call(t, own.token, 'GET', path)).status).toBe(403);
    }
  });
});

describe('staff sessions', () => {
  const login = (user_id: string, password: string, address = '203.0.113.7') =>
    call(t, null, 'POST', '/auth/login', { user_id, password }, { 'x-forwarded-for': address });

  it('a password change ends every session at once; the new password signs in', async () => {
    const s = await createStaff(t, own.clinicId);
    const first = (await (await login(s.userId, sha256(s.password), '198.51.100.1')).json()) as {
      data: { token: string; refreshToken: string };
    };
    expect((await call(t, first.data.token, 'GET', '/staff/me')).status).toBe(200);
    expect(
      (
        await call(t, first.data.token, 'POST', '/auth/reset-password', {
          user_id: s.userId,
          new_password: sha256('새 비밀번호'),
        })
      ).status,
    ).toBe(204);
    expect((await call(t, first.data.token, 'GET', '/staff/me')).status).toBe(401);
    expect((await call(t, s.token, 'GET', '/staff/me')).status).toBe(401);
    expect((await call(t, null, 'POST', '/auth/refresh', { refreshToken: first.data.refreshToken })).status).toBe(401);
    expect((await login(s.userId, sha256(s.password), '198.51.100.1')).status).toBe(401);
    expect((await login(s.userId, sha256('새 비밀번호'), '198.51.100.1')).status).toBe(200);
  });

  it('POST /staff/logout ends every session of the account', async () => {
    const s = await createStaff(t, own.clinicId);
    const { data } = (await (await login(s.userId, sha256(s.password), '198.51.100.2')).json()) as {
      data: { token: string; refreshToken: string };
    };
    expect((await call(t, data.token, 'POST', '/staff/logout')).status).toBe(204);
    expect((await call(t, data.token, 'GET', '/staff/me')).status).toBe(401);
    expect((await call(t, null, 'POST', '/auth/refresh', { refreshToken: data.refreshToken })).status).toBe(401);
  });

  const failedSignIns = async (staffId: number) =>
    (await t.query<{ n: number }>('select failed_sign_ins as n from staff_accounts where id = $1', [staffId]))[0].n;

  it('the fifth wrong password is a 429 with Retry-After, and so is every try after it from that address, the right password included', async () => {
    const s = await createStaff(t, own.clinicId);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(s.userId, sha256(`wrong ${i}`), '198.51.100.3')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await login(s.userId, sha256(s.password), '198.51.100.3');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('a burst of parallel wrong passwords gets no more of them checked than the limit allows', async () => {
    const s = await createStaff(t, own.clinicId);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(s.userId, sha256(`guess ${i}`), '198.51.100.10')),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(4).fill(401), ...Array(8).fill(429)]);
    // Every wrong password checked is counted on the account: five, the limit, not one per request.
    expect(await failedSignIns(s.id)).toBe(5);
    expect((await login(s.userId, sha256(s.password), '198.51.100.10')).status).toBe(429);
  });

  it('the right password sent behind a burst of wrong ones is refused once the limit is used up', async () => {
    const s = await createStaff(t, own.clinicId);
    const guesses = Array.from({ length: 29 }, (_, i) => sha256(`guess ${i}`));
    const burst = await Promise.all(
      [...guesses, sha256(s.password)].map((password) => login(s.userId, password, '198.51.100.11')),
    );
    expect(burst.at(-1)!.status).toBe(429);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(0);
    expect(await failedSignIns(s.id)).toBe(5);
  });

  it('one address using up its tries on an account does not lock the account elsewhere; the looser per-account limit still does', async () => {
    process.env.STAFF_LOGIN_MAX_FAILURES = '2';
    process.env.STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT = '5';
    resetEnvForTests();
    await resetStaffLoginLimitsForTests(t.database.db);
    try {
      const s = await createStaff(t, own.clinicId);
      const right = sha256(s.password);
      expect([
        (await login(s.userId, sha256('a'), '203.0.113.21')).status,
        (await login(s.userId, sha256('b'), '203.0.113.21')).status,
      ]).toEqual([401, 429]);
      expect((await login(s.userId, right, '203.0.113.21')).status).toBe(429);
      // The clinic's own staff at another address sign in as usual.
      expect((await login(s.userId, right, '203.0.113.22')).status).toBe(200);
      // Guesses from many addresses add up on the account: two more reach its five, then nobody gets in.
      expect((await login(s.userId, sha256('c'), '203.0.113.23')).status).toBe(401);
      expect((await login(s.userId, sha256('d'), '203.0.113.24')).status).toBe(401);
      expect((await login(s.userId, sha256('e'), '203.0.113.25')).status).toBe(429);
      expect((await login(s.userId, right, '203.0.113.26')).status).toBe(429);
      expect(await failedSignIns(s.id)).toBe(5);
    } finally {
      delete process.env.STAFF_LOGIN_MAX_FAILURES;
      delete process.env.STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT;
      resetEnvForTests();
      await resetStaffLoginLimitsForTests(t.database.db);
    }
  });

  it('wrong passwords tried for the account are shown to its staff after they sign in, until they confirm them', async () => {
    const s = await createStaff(t, own.clinicId);
    const me = async (token: string) =>
      ((await (await call(t, token, 'GET', '/staff/me')).json()) as { data: { failedSignIns: unknown } }).data;
    expect((await me(s.token)).failedSignIns).toBeNull();
    for (const address of ['203.0.113.31', '203.0.113.32', '203.0.113.32'])
      expect((await login(s.userId, sha256('guess'), address)).status).toBe(401);
    const signedIn = await login(s.userId, sha256(s.password), '203.0.113.33');
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const { failedSignIns } = (await me(token)) as { failedSignIns: { count: number; lastAt: string } };
    expect(failedSignIns.count).toBe(3);
    expect(Math.abs(Date.parse(failedSignIns.lastAt) - Date.now())).toBeLessThan(60_000);
    // Still shown after the sign-in (and on another page load) until confirmed.
    expect((await me(token)).failedSignIns).toEqual(failedSignIns);

    const confirm = (through: string, bearer: string | null = token) =>
      call(t, bearer, 'DELETE', `/staff/me/failed-sign-ins?through=${encodeURIComponent(through)}`);
    expect((await confirm(failedSignIns.lastAt, null)).status).toBe(401);
    expect((await confirm(failedSignIns.lastAt, member.token)).status).toBe(403);
    expect((await confirm('yesterday')).status).toBe(400);
    // A guess made after the one shown is not confirmed away with it.
    expect((await confirm(new Date(Date.parse(failedSignIns.lastAt) - 1).toISOString())).status).toBe(204);
    expect((await me(token)).failedSignIns).toEqual(failedSignIns);
    expect((await confirm(failedSignIns.lastAt)).status).toBe(204);
    expect((await me(token)).failedSignIns).toBeNull();

    // A password change forgets them as well; an unknown user id counts on no account.
    expect((await login(s.userId, sha256('guess again'), '203.0.113.34')).status).toBe(401);
    expect((await me(token)).failedSignIns).toMatchObject({ count: 1 });
    expect(
      (
        await call(t, token, 'POST', '/auth/reset-password', {
          user_id: s.userId,
          new_password: sha256('바뀐 비밀번호'),
        })
      ).status,
    ).toBe(204);
    const [row] = await t.query<{ n: number; at: Date | null }>(
      'select failed_sign_ins as n, last_failed_sign_in_at as at from staff_accounts where id = $1',
      [s.id],
    );
    expect(row).toEqual({ n: 0, at: null });
  });

  it('an unknown user id is answered exactly like a known one', async () => {
    const s = await createStaff(t, own.clinicId);
    const bodies = async (userId: string) => {
      const out = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(userId, sha256(`wrong ${i}`), '198.51.100.5');
        out.push([res.status, await parse(res)]);
      }
      return out;
    };
    expect(await bodies(s.userId)).toEqual(await bodies('nobody_here'));
  });

  it('counts failures per address too, and another address is not held back', async () => {
    process.env.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS = '3';
    resetEnvForTests();
    await resetStaffLoginLimitsForTests(t.database.db);
    try {
      const statuses = [];
      for (const user of ['spray_a', 'spray_b', 'spray_c', 'spray_d'])
        statuses.push((await login(user, sha256('x'), '192.0.2.50')).status);
      expect(statuses).toEqual([401, 401, 429, 429]);
      expect((await login('spray_e', sha256('x'), '192.0.2.51')).status).toBe(401);
    } finally {
      delete process.env.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS;
      resetEnvForTests();
      await resetStaffLoginLimitsForTests(t.database.db);
    }
  });

  it('400 for a user id the ID format cannot hold (NUL, hyphen) and for a password that is not a SHA-256', async () => {
    for (const user_id of ['clinic\u00001', 'clinic-1', '']) {
      const res = await login(user_id, sha256('x'));
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: object } }).error.fields)).toEqual(['user_id']);
    }
    expect((await login('clinic1', 'partner1234')).status).toBe(400);
  });
});
