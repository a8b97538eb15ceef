import { relay, withStaff } from '@/lib/bff/handler';
import { counselQuery } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';

// GET /api/partner/counsels?state&offset&limit → counsels booked with the clinic, newest first.
export const GET = withStaff({ name: 'GET /api/partner/counsels', query: counselQuery }, async ({ call, query }) =>
  relay(await call(`/staff/counsels${toSearch(query)}`)),
);
