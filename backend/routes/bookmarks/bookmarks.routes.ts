import { createRoute, z } from '@hono/zod-openapi';
import { idParams, idString, langQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '../../schemas/entities';
import { BookmarkedEntitiesSchema, BookmarkSchema } from '../../schemas/member';
import { addBookmarkBody } from '@/lib/schemas/bookmark';
import { memberErrors, memberListErrors, memberOnly } from '../members/member-route';

export const listBookmarksRoute = createRoute({
  method: 'get',
  path: '/member/bookmarks',
  tags: ['member'],
  summary: "The caller's bookmarked clinics, doctors, events and reviews, newest bookmark first",
  ...memberOnly,
  request: { query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(BookmarkedEntitiesSchema), 'Full public entities, each with its bookmarkId'), ...memberListErrors },
});

const PATH_TYPES = ['clinic', 'doctor', 'event', 'review'] as const;

export const findBookmarkRoute = createRoute({
  method: 'get',
  path: '/member/bookmarks/{type}/{id}',
  tags: ['member'],
  summary: "The caller's bookmark of one item: a non-empty array means bookmarked",
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
  tags: ['member'],
  summary: 'Bookmark a clinic, doctor, event or review (idempotent)',
  ...memberOnly,
  request: {
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
  },
});

export const deleteBookmarkRoute = createRoute({
  method: 'delete',
  path: '/member/bookmarks/{id}',
  tags: ['member'],
  summary: "Remove one of the caller's bookmarks",
  ...memberOnly,
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...memberErrors },
});
