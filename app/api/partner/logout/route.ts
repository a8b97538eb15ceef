import { backend } from '@/lib/api/backend-client';
import { withPublic } from '@/lib/bff/handler';
import { callAsStaff } from '@/lib/bff/member-call';
import { methodNotAllowed } from '@/lib/bff/responses';
import { getStaffSession } from '@/lib/bff/session';
import { logger } from '@/backend/lib/logger';

// POST /api/partner/logout: ends the staff account's sessions server-side, then clears the cookie.
export const POST = withPublic({ name: 'POST /api/partner/logout' }, async () => {
  try {
    await callAsStaff((auth) => backend.staff.logout.$post(undefined, auth));
  } catch (err) {
    // The cookie goes whatever the backend says: staff who ask to leave are signed out here.
    logger('bff').error({ err }, 'staff logout call failed');
  }
  (await getStaffSession()).destroy();
  return new Response(null, { status: 204 });
});

export const GET = () => methodNotAllowed('POST');
