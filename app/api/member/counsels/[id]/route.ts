import { relay, sendJson, withMember } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { linkReviewBody } from '@/contracts/counsels';

// GET /api/member/counsels/{id}.
export const GET = withMember({ name: 'GET /api/member/counsels/{id}', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/counsels/${params.id}`)),
);

// PATCH /api/member/counsels/{id} {review_id}: link the review written for this counsel.
export const PATCH = withMember({ name: 'PATCH /api/member/counsels/{id}', params: idPath, body: linkReviewBody }, async ({ call, params, body }) =>
  relay(await call(`/member/counsels/${params.id}`, sendJson('PATCH', body))),
);
