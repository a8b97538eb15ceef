import { relay, withStaff } from '@/lib/bff/handler';
import { failedSignInsSeen } from '@/lib/bff/partner-params';

// DELETE /api/partner/failed-sign-ins?through=<lastAt>: the staff member has read the console's warning about
// wrong passwords tried for the account; those up to `through` are forgotten.
export const DELETE = withStaff({ name: 'DELETE /api/partner/failed-sign-ins', query: failedSignInsSeen }, async ({ call, query }) =>
  relay(await call(`/staff/me/failed-sign-ins?${new URLSearchParams({ through: query.through })}`, { method: 'DELETE' })),
);
