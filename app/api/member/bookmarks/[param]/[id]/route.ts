import { relay, withMember } from '@/lib/bff/handler';
import { bookmarkTarget } from '@/lib/bff/member-params';

// GET /api/member/bookmarks/{type}/{id} → the member's bookmark of one item ([] when not bookmarked).
export const GET = withMember({ name: 'GET /api/member/bookmarks/{type}/{id}', params: bookmarkTarget }, async ({ call, params }) =>
  relay(await call(`/member/bookmarks/${params.type}/${params.id}`)),
);
