import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { replyBody } from '@/contracts/reviews';

// PUT /api/partner/reviews/{id}/reply {content}: the clinic's one public reply; DELETE takes it down.
export const PUT = withStaff({ name: 'PUT /api/partner/reviews/{id}/reply', params: idPath, body: replyBody }, async ({ call, params, body }) =>
  relay(await call(`/staff/reviews/${params.id}/reply`, sendJson('PUT', body))),
);

export const DELETE = withStaff({ name: 'DELETE /api/partner/reviews/{id}/reply', params: idPath }, async ({ call, params }) =>
  relay(await call(`/staff/reviews/${params.id}/reply`, { method: 'DELETE' })),
);
