import { relay, withMember } from '@/lib/bff/handler';
import { bookmarkIdPath } from '@/lib/bff/member-params';

// DELETE /api/member/bookmarks/{id}.
export const DELETE = withMember({ name: 'DELETE /api/member/bookmarks/{id}', params: bookmarkIdPath }, async ({ call, params }) =>
  relay(await call(`/member/bookmarks/${params.id}`, { method: 'DELETE' })),
);
