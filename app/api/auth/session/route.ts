import { backend } from '@/lib/api/backend-client';
import { withPublic } from '@/lib/bff/handler';
import { callAsMember } from '@/lib/bff/member-call';
import { unavailable } from '@/lib/bff/responses';

// GET /api/auth/session → { member } (null for visitors): the browser's view of the member state.
export const GET = withPublic({ name: 'GET /api/auth/session' }, async () => {
  const res = await callAsMember((auth) => backend.auth['my-info'].$get(undefined, auth));
  const headers = { 'cache-control': 'private, no-store' };
  if (!res) return Response.json({ member: null }, { headers });
  if (!res.ok) return unavailable();
  const { data } = await res.json();
  return Response.json({ member: data }, { headers });
});
