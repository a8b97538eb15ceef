import { relay, REVIEW_WRITE_TIMEOUT_MS, sendJson, withMember } from '@/lib/bff/handler';
import { idPath, langOnly } from '@/lib/bff/member-params';
import { toSearch } from '@/contracts/common';
import { updateReviewBody } from '@/contracts/reviews';

// GET /api/member/reviews/{id}: one of the member's own reviews, as the editor loads it.
export const GET = withMember({ name: 'GET /api/member/reviews/{id}', params: idPath, query: langOnly }, async ({ call, params, query }) =>
  relay(await call(`/member/reviews/${params.id}${toSearch(query)}`)),
);

// PATCH /api/member/reviews/{id}: edit the review (the fields given replace the stored ones).
export const PATCH = withMember({ name: 'PATCH /api/member/reviews/{id}', params: idPath, body: updateReviewBody }, async ({ call, params, body }) =>
  relay(await call(`/member/reviews/${params.id}`, { ...sendJson('PATCH', body), signal: AbortSignal.timeout(REVIEW_WRITE_TIMEOUT_MS) })),
);

// DELETE /api/member/reviews/{id}: take the review down (its counsel can get a new one).
export const DELETE = withMember({ name: 'DELETE /api/member/reviews/{id}', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/reviews/${params.id}`, { method: 'DELETE' })),
);
