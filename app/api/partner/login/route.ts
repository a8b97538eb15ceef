import { backend } from '@/lib/api/backend-client';
import { relay, withPublic } from '@/lib/bff/handler';
import { callAsStaff } from '@/lib/bff/member-call';
import { methodNotAllowed } from '@/lib/bff/responses';
import { keepStaffTokens, staffLogin } from '@/lib/bff/staff-login';
import { staffLoginBody } from '@/contracts/staff';

// POST /api/partner/login {user_id, password: SHA-256 hex}: signs a clinic's staff member in. The STAFF
// tokens go into the `staff` cookie; the page gets the account and its clinic. A 401 or 429 is passed on
// (with Retry-After).
export const POST = withPublic({ name: 'POST /api/partner/login', body: staffLoginBody }, async ({ request, body }) => {
  const res = await staffLogin(request, body.user_id, body.password);
  if (!res.ok) return relay(res);
  await keepStaffTokens(res);
  const me = await callAsStaff((auth) => backend.staff.me.$get(undefined, auth));
  return me ? relay(me) : Response.json({ data: null });
});

export const GET = () => methodNotAllowed('POST');
