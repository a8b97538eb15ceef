import { backend } from '@/lib/api/backend-client';
import { relay, withStaff } from '@/lib/bff/handler';
import { methodNotAllowed, validationFailed } from '@/lib/bff/responses';
import { getStaffSession } from '@/lib/bff/session';
import { keepStaffTokens, staffLogin } from '@/lib/bff/staff-login';
import { changePasswordBody } from '@/contracts/staff';

// POST /api/partner/password {current_password, new_password} (both SHA-256 hex): the current password is
// checked by a sign-in (so it is rate-limited like one), then POST /auth/reset-password ends every session of
// the account, and this browser signs in again with the new password: only the other sessions end.
export const POST = withStaff(
  { name: 'POST /api/partner/password', body: changePasswordBody },
  async ({ request, call, body }) => {
    const me = await call((auth) => backend.staff.me.$get(undefined, auth));
    if (!me.ok) return relay(me);
    const { user_id } = (await me.json()).data;

    const check = await staffLogin(request, user_id, body.current_password);
    if (check.status === 401) return validationFailed('body', { current_password: 'The current password is wrong' });
    if (!check.ok) return relay(check);
    const reset = await call((auth) =>
      backend.auth['reset-password'].$post({ json: { user_id, new_password: body.new_password } }, auth),
    );
    if (!reset.ok) return relay(reset);

    const again = await staffLogin(request, user_id, body.new_password);
    if (!again.ok) {
      (await getStaffSession()).destroy();
      return relay(again);
    }
    await keepStaffTokens(again);
    return new Response(null, { status: 204 });
  },
);

export const GET = () => methodNotAllowed('POST');
