import { createHash } from 'node:crypto';
import { generateSync } from 'otplib';
import { resetStaffLoginLimitsForTests } from '../auth/staff-login-limits';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator, type TestOperator } from '../../test/operator-kit';
import { replaceRecoveryCodes } from './operators.repository';
import { call } from '../staff/staff-test-kit';

// The operator sign-in: password AND a second factor (TOTP code, or a one-time recovery code), nothing less.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());
beforeEach(() => resetStaffLoginLimitsForTests(t.database.db));

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const login = (body: Record<string, unknown>, address = '198.51.100.7') =>
  t.app.request('/operator/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const codeOf = (op: TestOperator) => generateSync({ secret: op.totpSecret });
const auditOf = (op: TestOperator) =>
  t.query<{ action: string }>('select action from operator_audit_log where operator_id = $1 order by id', [op.id]);

test('password and a TOTP code sign in: the token is an OPERATOR token for /operator/me', async () => {
  const op = await createOperator(t);
  const res = await login({ user_id: op.userId, password: sha(op.password), code: codeOf(op) });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
  const me = await call(t, data.token, 'GET', '/operator/me');
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ data: { id: op.id, user_id: op.userId, recoveryCodesLeft: 0 } });
  expect((await auditOf(op)).map((r) => r.action)).toEqual(['SIGN_IN']);
  // The refresh token rotates like any other and keeps the OPERATOR type.
  const refreshed = await t.app.request('/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: data.refreshToken }),
  });
  expect(refreshed.status).toBe(200);
  const fresh = (await refreshed.json()) as { data: { token: string } };
  expect((await call(t, fresh.data.token, 'GET', '/operator/me')).status).toBe(200);
});

test('without the second factor the sign-in is refused (400 naming code), even with the right password', async () => {
  const op = await createOperator(t);
  const res = await login({ user_id: op.userId, password: sha(op.password) });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { fields: Record<string, string> } };
  expect(body.error.fields.code).toMatch(/code is required/);
  expect(await auditOf(op)).toEqual([]);
});

test('a wrong code is 401 and written down; a wrong password is 401 whatever the code', async () => {
  const op = await createOperator(t);
  const right = codeOf(op);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  expect((await login({ user_id: op.userId, password: sha(op.password), code: wrong })).status).toBe(401);
  expect((await auditOf(op)).map((r) => r.action)).toEqual(['SIGN_IN_SECOND_FACTOR_FAILED']);
  expect((await login({ user_id: op.userId, password: sha('not it'), code: right })).status).toBe(401);
  expect((await login({ user_id: 'nobody_here', password: sha('x'), code: right })).status).toBe(401);
});

test('a TOTP code is accepted once: the same code again is refused', async () => {
  const op = await createOperator(t);
  const code = codeOf(op);
  expect((await login({ user_id: op.userId, password: sha(op.password), code })).status).toBe(200);
  expect((await login({ user_id: op.userId, password: sha(op.password), code })).status).toBe(401);
});

test('a recovery code signs in once, then never again', async () => {
  const op = await createOperator(t);
  const [first, second] = await replaceRecoveryCodes(t.database.db, op.id);
  const ok = await login({ user_id: op.userId, password: sha(op.password), recovery_code: first.toUpperCase() });
  expect(ok.status).toBe(200);
  expect((await login({ user_id: op.userId, password: sha(op.password), recovery_code: first })).status).toBe(401);
  const { data } = (await ok.json()) as { data: { token: string } };
  const me = (await (await call(t, data.token, 'GET', '/operator/me')).json()) as {
    data: { recoveryCodesLeft: number };
  };
  expect(me.data.recoveryCodesLeft).toBe(9);
  expect((await login({ user_id: op.userId, password: sha('wrong'), recovery_code: second })).status).toBe(401);
});

test('sign-out ends the session at once; new recovery codes replace the old ones', async () => {
  const op = await createOperator(t);
  const codes = await call(t, op.token, 'POST', '/operator/me/recovery-codes');
  expect(codes.status).toBe(200);
  const { data } = (await codes.json()) as { data: { codes: string[] } };
  expect(data.codes).toHaveLength(10);
  expect(new Set(data.codes).size).toBe(10);
  expect((await call(t, op.token, 'POST', '/operator/logout')).status).toBe(204);
  expect((await call(t, op.token, 'GET', '/operator/me')).status).toBe(401);
  expect((await auditOf(op)).map((r) => r.action)).toEqual(['RECOVERY_CODES_REPLACED', 'SIGN_OUT']);
});

test('repeated failures are limited like the staff sign-in (429 with Retry-After)', async () => {
  const op = await createOperator(t);
  let last: Response | undefined;
  for (let i = 0; i < 12; i++) {
    last = await login({ user_id: op.userId, password: sha('guess' + i), code: '000000' }, '203.0.113.9');
    if (last.status === 429) break;
  }
  expect(last?.status).toBe(429);
  expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the audit log lists entries newest first and filters by target', async () => {
  const op = await createOperator(t);
  await call(t, op.token, 'POST', '/operator/me/recovery-codes');
  const res = await call(t, op.token, 'GET', `/operator/audit?targetType=OPERATOR&targetId=${op.id}`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { action: string; operator: string }[] };
  expect(data[0]).toMatchObject({ action: 'RECOVERY_CODES_REPLACED', operator: op.userId });
  expect((await call(t, op.token, 'GET', '/operator/audit?targetType=NOPE')).status).toBe(400);
});
