import { backend } from '@/lib/api/backend-client';
import { relay, withPublic } from '@/lib/bff/handler';
import { forwardedFor } from '@/lib/bff/forwarded-for';
import { methodNotAllowed } from '@/lib/bff/responses';
import { keepStaffTokens, staffLogin } from '@/lib/bff/staff-login';
import { setupPasswordBody } from '@/contracts/partner-applications';

// POST /api/partner/setup-password {token, password: SHA-256 hex}: a new partner's first password through the one-time
// link, then this browser signs in with it (the console opens). 400/410/429 are passed on; when the sign-in after
// it fails the password is still set and the page sends them to /partner/login.
export const POST = withPublic(
  { name: 'POST /api/partner/setup-password', body: setupPasswordBody },
  async ({ request, body }) => {
    const res = await backend.auth.staff['setup-password'].$post({ json: body }, { headers: forwardedFor(request) });
    if (!res.ok) return relay(res);
    const { user_id } = (await res.json()).data;
    const signIn = await staffLogin(request, user_id, body.password);
    if (signIn.ok) await keepStaffTokens(signIn);
    return Response.json(
      { data: { user_id, signedIn: signIn.ok } },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  },
);

export const GET = () => methodNotAllowed('POST');
