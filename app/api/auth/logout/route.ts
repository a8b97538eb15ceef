import { callAsMember } from '@/lib/bff/member-call';
import { methodNotAllowed } from '@/lib/bff/responses';
import { rejectCrossOrigin } from '@/lib/bff/same-origin';
import { getSession } from '@/lib/bff/session';

// POST /api/auth/logout: revokes the refresh tokens server-side, then clears the cookie.
export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  try {
    await callAsMember('/auth/logout', { method: 'POST' });
  } catch (err) {
    console.error('[bff] logout call failed', err);
  }
  (await getSession()).destroy();
  return new Response(null, { status: 204 });
}

export const GET = () => methodNotAllowed('POST');
