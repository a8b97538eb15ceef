import { eq, sql } from 'drizzle-orm';
import { operators } from '../../db/schema';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator } from '../../test/operator-kit';
import { cleanup, createClinic, createMember } from '../members/member-test-kit';
import { call, createStaff } from '../staff/staff-test-kit';

// Who reaches /operator: only an OPERATOR token of an existing operator whose session has not ended.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
// On PostgreSQL every suite shares one database: the clinics and members made here go again.
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

test('GET /operator/me answers the operator of the token', async () => {
  const op = await createOperator(t);
  const res = await call(t, op.token, 'GET', '/operator/me');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ data: { id: op.id, user_id: op.userId, recoveryCodesLeft: 0 } });
});

test('no token is 401; member and staff tokens are 403', async () => {
  const member = await createMember(t);
  const { clinic } = await createClinic(t);
  const staff = await createStaff(t, clinic.id);
  expect((await call(t, null, 'GET', '/operator/me')).status).toBe(401);
  expect((await call(t, 'not-a-token', 'GET', '/operator/me')).status).toBe(401);
  expect((await call(t, member.token, 'GET', '/operator/me')).status).toBe(403);
  expect((await call(t, staff.token, 'GET', '/operator/me')).status).toBe(403);
});

test('an operator token stops working once the session version moves on', async () => {
  const op = await createOperator(t);
  await t.database.db
    .update(operators)
    .set({ sessionVersion: sql`${operators.sessionVersion} + 1` })
    .where(eq(operators.id, op.id));
  expect((await call(t, op.token, 'GET', '/operator/me')).status).toBe(401);
});

test('an operator token opens no member or staff route', async () => {
  const op = await createOperator(t);
  expect((await call(t, op.token, 'GET', '/member/my-info')).status).toBe(403);
  expect((await call(t, op.token, 'GET', '/staff/me')).status).toBe(403);
});

test('GET /operator/summary counts what waits, as the tables hold it', async () => {
  const op = await createOperator(t);
  const res = await call(t, op.token, 'GET', '/operator/summary');
  expect(res.status).toBe(200);
  const [expected] = await t.query<Record<string, number>>(`select
    (select count(*)::int from moderation_cases where state = 'OPEN') as "openCases",
    (select count(*)::int from moderation_cases where state = 'OPEN' and objection_at is not null) as "objections",
    (select count(*)::int from partner_applications where state = 'PENDING') as "pendingApplications",
    (select count(*)::int from ad_wording_reviews where state = 'OPEN') as "openAdWording"`);
  expect(await res.json()).toEqual({ data: expected });
});
