import { backend } from '@/lib/api/backend-client';
import { relay, withMember } from '@/lib/bff/handler';
import { methodNotAllowed } from '@/lib/bff/responses';
import { getSession } from '@/lib/bff/session';

// DELETE /api/auth/account: deletes the member (backend DELETE /member/me) and the session cookie.
export const DELETE = withMember({ name: 'DELETE /api/auth/account' }, async ({ call }) => {
  const res = await call((auth) => backend.member.me.$delete(undefined, auth));
  if (!res.ok) return relay(res);
  (await getSession()).destroy();
  return new Response(null, { status: 204 });
});

export const GET = () => methodNotAllowed('DELETE');
export const POST = () => methodNotAllowed('DELETE');
