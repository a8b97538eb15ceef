import { backend } from '@/lib/api/backend-client';
import { withPublic } from '@/lib/bff/handler';
import { callAsMember } from '@/lib/bff/member-call';
import { methodNotAllowed } from '@/lib/bff/responses';
import { getSession } from '@/lib/bff/session';
import { logger } from '@/backend/lib/logger';

// POST /api/auth/logout: revokes the refresh tokens server-side, then clears the cookie.
export const POST = withPublic({ name: 'POST /api/auth/logout' }, async () => {
  try {
    await callAsMember((auth) => backend.auth.logout.$post(undefined, auth));
  } catch (err) {
    // The cookie goes whatever the backend says: a member who asks to leave is logged out here.
    logger('bff').error({ err }, 'logout call failed');
  }
  (await getSession()).destroy();
  return new Response(null, { status: 204 });
});

export const GET = () => methodNotAllowed('POST');
