import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator, type TestOperator } from '../../test/operator-kit';
import { issueTokens } from '../auth/sessions.repository';
import { resetStaffLoginLimitsForTests } from '../auth/staff-login-limits';
import { cleanup, createClinic, createMember } from '../members/member-test-kit';
import { call, createStaff, sha256 } from '../staff/staff-test-kit';

// Suspending members and clinic staff: always with a reason, sessions end at once, no sign-in until lifted.

let t: TestBackend;
let op: TestOperator;
beforeAll(async () => {
  t = await openTestBackend();
  op = await createOperator(t);
});
// On PostgreSQL every suite shares one database: the clinics and members made here go again.
afterAll(async () => {
  await cleanup(t);
  await t.close();
});
beforeEach(() => resetStaffLoginLimitsForTests(t.database.db));

const staffLogin = (userId: string, password: string) =>
  t.app.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password: sha256(password) }),
  });
const audit = (type: string, id: number) =>
  t.query<{ action: string; reason: string; operator_user_id: string }>(
    'select action, reason, operator_user_id from operator_audit_log where target_type = $1 and target_id = $2 order by id',
    [type, id],
  );

test('members are found by id or the beginning of the nickname', async () => {
  const m = await createMember(t, `찾기회원${Date.now() % 100000}`);
  const byName = await call(t, op.token, 'GET', `/operator/members?q=${encodeURIComponent(m.nickname.slice(0, 4))}`);
  expect(byName.status).toBe(200);
  expect(((await byName.json()) as { data: { id: number }[] }).data.map((r) => r.id)).toContain(m.id);
  const byId = (await (await call(t, op.token, 'GET', `/operator/members?q=${m.id}`)).json()) as {
    data: { id: number }[];
  };
  expect(byId.data.map((r) => r.id)).toContain(m.id);
  // LIKE's own characters are taken literally: '%' finds no one.
  const none = (await (await call(t, op.token, 'GET', '/operator/members?q=%25')).json()) as { data: unknown[] };
  expect(none.data).toEqual([]);
  expect((await call(t, op.token, 'GET', '/operator/members')).status).toBe(400);
});

test('suspending a member needs a reason, ends the sessions at once and refuses new ones until lifted', async () => {
  const m = await createMember(t);
  const noReason = await call(t, op.token, 'PUT', `/operator/members/${m.id}/suspension`, { suspended: true });
  expect(noReason.status).toBe(400);
  expect(((await noReason.json()) as { error: { fields: Record<string, string> } }).error.fields.reason).toBeTruthy();
  expect((await call(t, m.token, 'GET', '/member/my-info')).status).toBe(200);

  const res = await call(t, op.token, 'PUT', `/operator/members/${m.id}/suspension`, {
    suspended: true,
    reason: '반복된 허위 리뷰 작성',
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data: { suspendedAt: string | null } }).data.suspendedAt).not.toBeNull();
  expect((await call(t, m.token, 'GET', '/member/my-info')).status).toBe(401);
  await expect(issueTokens(t.database.db, { type: 'MEMBER', id: m.id, sessionVersion: 1 })).rejects.toMatchObject({
    status: 403,
    code: 'ACCOUNT_SUSPENDED',
  });

  const lifted = await call(t, op.token, 'PUT', `/operator/members/${m.id}/suspension`, {
    suspended: false,
    reason: '소명 확인',
  });
  expect(((await lifted.json()) as { data: { suspendedAt: string | null } }).data.suspendedAt).toBeNull();
  await expect(issueTokens(t.database.db, { type: 'MEMBER', id: m.id, sessionVersion: 1 })).resolves.toBeTruthy();
  expect(await audit('MEMBER', m.id)).toEqual([
    { action: 'MEMBER_SUSPENDED', reason: '반복된 허위 리뷰 작성', operator_user_id: op.userId },
    { action: 'MEMBER_SUSPENSION_LIFTED', reason: '소명 확인', operator_user_id: op.userId },
  ]);
});

test('a suspended staff account cannot sign in (403 ACCOUNT_SUSPENDED) and its token stops at once', async () => {
  const { clinic } = await createClinic(t);
  const staff = await createStaff(t, clinic.id);
  expect((await staffLogin(staff.userId, staff.password)).status).toBe(200);
  const res = await call(t, op.token, 'PUT', `/operator/staff/${staff.id}/suspension`, {
    suspended: true,
    reason: '타 병원 리뷰에 대한 반복적 권리침해 신고 남용',
  });
  expect(res.status).toBe(200);
  expect((await call(t, staff.token, 'GET', '/staff/me')).status).toBe(401);
  const refused = await staffLogin(staff.userId, staff.password);
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_SUSPENDED');
  // The clinic's accounts list shows it suspended.
  const list = (await (await call(t, op.token, 'GET', `/operator/clinics/${clinic.id}/staff`)).json()) as {
    data: { id: number; suspendedAt: string | null }[];
  };
  expect(list.data.find((s) => s.id === staff.id)?.suspendedAt).not.toBeNull();
  await call(t, op.token, 'PUT', `/operator/staff/${staff.id}/suspension`, { suspended: false, reason: '해제합니다' });
  expect((await staffLogin(staff.userId, staff.password)).status).toBe(200);
});

test('unknown ids are 404; members and staff get 403 on every account route', async () => {
  expect((await call(t, op.token, 'GET', '/operator/members/999999')).status).toBe(404);
  expect(
    (await call(t, op.token, 'PUT', '/operator/staff/999999/suspension', { suspended: true, reason: '없는 계정' }))
      .status,
  ).toBe(404);
  const m = await createMember(t);
  const { clinic } = await createClinic(t);
  const staff = await createStaff(t, clinic.id);
  for (const token of [m.token, staff.token]) {
    expect((await call(t, token, 'GET', '/operator/members?q=a')).status).toBe(403);
    expect(
      (await call(t, token, 'PUT', `/operator/members/${m.id}/suspension`, { suspended: true, reason: '시도' })).status,
    ).toBe(403);
  }
});
