import { relay, withStaff } from '@/lib/bff/handler';
import { auditQuery } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';

// GET /api/partner/audit → the clinic's audit trail, newest first.
export const GET = withStaff({ name: 'GET /api/partner/audit', query: auditQuery }, async ({ call, query }) =>
  relay(await call(`/staff/audit${toSearch(query)}`)),
);
