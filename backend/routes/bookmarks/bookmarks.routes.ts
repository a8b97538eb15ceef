import { createRoute, z } from '@hono/zod-openapi';
import { requireMember } from '../../auth/require-member';
import { idempotencyKeyHeaders, idempotent } from '../../lib/idempotency';
import { idParams, idString, langQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { addBookmarkBody, BookmarkedEntitiesSchema, BookmarkSchema } from '@/contracts/bookmarks';
import { dataOf } from '@/contracts/common';
import { idempotencyErrors, memberErrors, memberListErrors, memberOnly } from '../members/member-route';

export const listBookmarksRoute = createRoute({
  method: 'get',
  path: '/member/bookmarks',
  operationId: 'listBookmarks',
  tags: ['member'],
  summary: "The caller's bookmarked clinics, doctors, events and reviews, newest bookmark first",
  description:
    "Every bookmarked item that still exists, grouped by type, as the full public entity plus the bookmark's id; taxonomy names in `lang`.",
  ...memberOnly,
  request: { query: z.object({ lang: langQuery }) },
  responses: {
    200: ok(dataOf(BookmarkedEntitiesSchema), 'Full public entities, each with its bookmarkId'),
    ...memberListErrors,
  },
});

const PATH_TYPES = ['clinic', 'doctor', 'event', 'review'] as const;

export const findBookmarkRoute = createRoute({
  method: 'get',
  path: '/member/bookmarks/{type}/{id}',
  operationId: 'findBookmark',
  tags: ['member'],
  summary: "The caller's bookmark of one item: a non-empty array means bookmarked",
  description:
    'Whether the caller bookmarked the item: an array with the bookmark, or an empty array. The type is lower case in the path (clinic, doctor, event, review).',
  ...memberOnly,
  request: {
    params: z.object({
      type: z
        .enum(PATH_TYPES, { error: 'type must be one of clinic, doctor, event, review' })
        .openapi({ param: { name: 'type', in: 'path' } }),
      id: idString('id').openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: { 200: ok(dataOf(z.array(BookmarkSchema)), 'Zero or one bookmark'), ...memberErrors },
});

export const addBookmarkRoute = createRoute({
  method: 'post',
  path: '/member/bookmarks',
  operationId: 'addBookmark',
  tags: ['member'],
  summary: 'Bookmark a clinic, doctor, event or review (idempotent)',
  description:
    'Bookmarks an existing clinic, doctor, event or review for the caller: 201 with the new bookmark, or 200 with the one already there. 404 when the item does not exist. ' +
    'An Idempotency-Key header is honoured as on the other member POSTs.',
  ...memberOnly,
  middleware: [requireMember, idempotent('POST /member/bookmarks')],
  request: {
    headers: idempotencyKeyHeaders('bookmark tap'),
    body: {
      content: {
        'application/json': {
          schema: addBookmarkBody,
        },
      },
      required: true,
    },
  },
  responses: {
    201: ok(dataOf(BookmarkSchema), 'Bookmarked'),
    200: ok(dataOf(BookmarkSchema), 'Was already bookmarked: the existing bookmark'),
    ...memberErrors,
    ...idempotencyErrors,
  },
});

export const deleteBookmarkRoute = createRoute({
  method: 'delete',
  path: '/member/bookmarks/{id}',
  operationId: 'deleteBookmark',
  tags: ['member'],
  summary: "Remove one of the caller's bookmarks",
  description: "Deletes the bookmark. Another member's bookmark answers 404, like an unknown id.",
  ...memberOnly,
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...memberErrors },
});
