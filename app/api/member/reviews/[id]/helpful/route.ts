import { relay, withMember } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';

// GET /api/member/reviews/{id}/helpful: whether the member marked the review '도움이 돼요', and its count.
export const GET = withMember({ name: 'GET /api/member/reviews/{id}/helpful', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/reviews/${params.id}/helpful`)),
);

// PUT: mark it (once); DELETE: take the mark back. Both answer the mark and the count.
export const PUT = withMember({ name: 'PUT /api/member/reviews/{id}/helpful', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/reviews/${params.id}/helpful`, { method: 'PUT' })),
);

export const DELETE = withMember({ name: 'DELETE /api/member/reviews/{id}/helpful', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/reviews/${params.id}/helpful`, { method: 'DELETE' })),
);
