import { relay, withMember } from '@/lib/bff/handler';
import { idPath, langOnly } from '@/lib/bff/member-params';
import { toSearch } from '@/lib/schemas/query';

// GET /api/member/reviews/{id}: one of the member's own reviews.
export const GET = withMember({ name: 'GET /api/member/reviews/{id}', params: idPath, query: langOnly }, async ({ call, params, query }) =>
  relay(await call(`/member/reviews/${params.id}${toSearch(query)}`)),
);
