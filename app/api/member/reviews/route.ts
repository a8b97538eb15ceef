import { relay, withMember } from '@/lib/bff/handler';
import { reviewPage } from '@/lib/bff/member-params';
import { toSearch } from '@/lib/schemas/query';

// GET /api/member/reviews → the member's own reviews.
export const GET = withMember({ name: 'GET /api/member/reviews', query: reviewPage }, async ({ call, query }) =>
  relay(await call(`/member/reviews${toSearch(query)}`)),
);
