import { relay, sendJsonOnce, withMember } from '@/lib/bff/handler';
import { langOnly } from '@/lib/bff/member-params';
import { addBookmarkBody } from '@/contracts/bookmarks';
import { toSearch } from '@/contracts/common';

// GET /api/member/bookmarks → the member's bookmarked clinics, doctors, events and reviews.
export const GET = withMember({ name: 'GET /api/member/bookmarks', query: langOnly }, async ({ call, query }) =>
  relay(await call(`/member/bookmarks${toSearch(query)}`)),
);

// POST /api/member/bookmarks {bookmarkableId, bookmarkableType}.
export const POST = withMember({ name: 'POST /api/member/bookmarks', body: addBookmarkBody }, async ({ call, request, body }) =>
  relay(await call('/member/bookmarks', sendJsonOnce(request, 'POST', body))),
);
