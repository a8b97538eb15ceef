import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator } from '../../test/operator-kit';
import { cleanup, createClinic, createMember } from '../members/member-test-kit';
import { call, createStaff } from '../staff/staff-test-kit';

// Every operator route, read from the backend's own route table (so a route added later is in the matrix at once):
// visitors (no token) get 401, members and clinic staff 403, whatever the method, ids or body; an operator's call is
// never refused for who it is. Nothing of the route's data or input checks reaches anyone else.

// Path ids name nothing: on PostgreSQL every suite shares one database, and the operator's pass through the gate must
// not suspend member 1 or decide case 1 of the demo data (it answers 404, which is still "let through").
const NO_SUCH_ID = 987_654;

type Definition = { type: string; route?: { method: string; path: string } };

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
// On PostgreSQL every suite shares one database: the clinics and members made here go again.
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

function operatorRoutes(): { method: string; path: string }[] {
  const defs = t.app.openAPIRegistry.definitions as Definition[];
  return defs
    .flatMap((d) => (d.type === 'route' && d.route ? [d.route] : []))
    .filter((r) => r.path.startsWith('/operator/') && r.path !== '/operator/auth/login')
    .map((r) => ({ method: r.method.toUpperCase(), path: r.path.replace(/\{[^}]+\}/g, String(NO_SUCH_ID)) }));
}

test('the matrix covers the console: sign-out, audit, accounts and every operator route there is', () => {
  const paths = operatorRoutes().map((r) => `${r.method} ${r.path}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      'GET /operator/me',
      'POST /operator/logout',
      'GET /operator/audit',
      `PUT /operator/members/${NO_SUCH_ID}/suspension`,
      `PUT /operator/staff/${NO_SUCH_ID}/suspension`,
    ]),
  );
});

test('visitors 401, members and staff 403 on every operator route; the operator passes the gate', async () => {
  const member = await createMember(t);
  const { clinic } = await createClinic(t);
  const staff = await createStaff(t, clinic.id);
  const op = await createOperator(t);
  const seen: string[] = [];
  for (const { method, path } of operatorRoutes()) {
    const body = method === 'GET' ? undefined : { suspended: true, reason: '매트릭스 시험' };
    const name = `${method} ${path}`;
    const statuses = {
      visitor: (await call(t, null, method, path, body)).status,
      member: (await call(t, member.token, method, path, body)).status,
      staff: (await call(t, staff.token, method, path, body)).status,
    };
    expect({ name, ...statuses }).toEqual({ name, visitor: 401, member: 403, staff: 403 });
    // The operator is let through (the route may still say 400 or 404 about its input, never 401 or 403).
    if (path === '/operator/logout') continue; // would end the session the rest of the matrix uses
    const asOperator = (await call(t, op.token, method, path, body)).status;
    expect({ name, refused: asOperator === 401 || asOperator === 403 }).toEqual({ name, refused: false });
    seen.push(name);
  }
  expect(seen.length).toBeGreaterThanOrEqual(8);
});
