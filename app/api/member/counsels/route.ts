import { relay, sendJsonOnce, withMember } from '@/lib/bff/handler';
import { counselPage } from '@/lib/bff/member-params';
import { toSearch } from '@/contracts/common';
import { createCounselBody } from '@/contracts/counsels';

// GET /api/member/counsels → the member's counsels, newest first.
export const GET = withMember({ name: 'GET /api/member/counsels', query: counselPage }, async ({ call, query }) =>
  relay(await call(`/member/counsels${toSearch(query)}`)),
);

// POST /api/member/counsels {clinic_id, sourceType, sourceId, content}: book a consultation. The booking
// form's Idempotency-Key goes along, so a double tap or a retry books once.
export const POST = withMember({ name: 'POST /api/member/counsels', body: createCounselBody }, async ({ call, request, body }) =>
  relay(await call('/member/counsels', sendJsonOnce(request, 'POST', body))),
);
