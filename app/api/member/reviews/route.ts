import { relay, REVIEW_WRITE_TIMEOUT_MS, sendJsonOnce, withMember } from '@/lib/bff/handler';
import { reviewPage } from '@/lib/bff/member-params';
import { toSearch } from '@/contracts/common';
import { createReviewBody } from '@/contracts/reviews';

// GET /api/member/reviews → the member's own reviews.
export const GET = withMember({ name: 'GET /api/member/reviews', query: reviewPage }, async ({ call, query }) =>
  relay(await call(`/member/reviews${toSearch(query)}`)),
);

// POST /api/member/reviews: write the review of a counsel; the editor's Idempotency-Key goes along, so a
// retried save gets the first answer (the checked body is forwarded: the same input always forwards alike).
export const POST = withMember({ name: 'POST /api/member/reviews', body: createReviewBody }, async ({ call, request, body }) => {
  return relay(await call('/member/reviews', { ...sendJsonOnce(request, 'POST', body), signal: AbortSignal.timeout(REVIEW_WRITE_TIMEOUT_MS) }));
});
