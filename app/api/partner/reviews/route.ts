import { relay, withStaff } from '@/lib/bff/handler';
import { reviewQuery } from '@/lib/bff/partner-params';
import { toSearch } from '@/contracts/common';

// GET /api/partner/reviews?offset&limit&lang → the clinic's reviews, newest first, with its replies.
export const GET = withStaff({ name: 'GET /api/partner/reviews', query: reviewQuery }, async ({ call, query }) =>
  relay(await call(`/staff/reviews${toSearch(query)}`)),
);
