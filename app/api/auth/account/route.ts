import { callAsMember } from '@/lib/bff/member-call';
import { jsonError, methodNotAllowed, unauthorized, unavailable } from '@/lib/bff/responses';
import { rejectCrossOrigin } from '@/lib/bff/same-origin';
import { getSession } from '@/lib/bff/session';

// DELETE /api/auth/account: deletes the member (backend DELETE /member/me) and the session cookie.
export async function DELETE(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  try {
    const res = await callAsMember('/member/me', { method: 'DELETE' });
    if (!res) return unauthorized();
    if (!res.ok) return res.status >= 500 ? unavailable() : jsonError(res.status, 'ERROR', 'Account deletion failed');
  } catch (err) {
    console.error('[bff] account deletion failed', err);
    return unavailable();
  }
  (await getSession()).destroy();
  return new Response(null, { status: 204 });
}

export const GET = () => methodNotAllowed('DELETE');
export const POST = () => methodNotAllowed('DELETE');
