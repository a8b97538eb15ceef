import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idParams, idString, langQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { ClinicSchema, dataOf, DoctorSchema, EventSchema, ReviewSchema } from '../../schemas/entities';
import { addBookmarkBody } from '@/lib/schemas/bookmark';
import { bookmarkableType, memberErrors, memberListErrors, memberOnly, type BookmarkableType } from '../members/member-route';
import { addBookmark, deleteBookmark, findBookmarks, listBookmarkedEntities, targetExists } from './bookmarks.repository';

export const BookmarkSchema = z
  .object({ id: z.number().int(), bookmarkableType: bookmarkableType('bookmarkableType'), bookmarkableId: z.number().int() })
  .openapi('Bookmark');

const bookmarkId = { bookmarkId: z.number().int().openapi({ description: 'Id of the bookmark, for DELETE /member/bookmarks/{id}' }) };

const BookmarkedEntitiesSchema = z
  .object({
    clinics: z.array(ClinicSchema.extend(bookmarkId).openapi('BookmarkedClinic')),
    doctors: z.array(DoctorSchema.extend(bookmarkId).openapi('BookmarkedDoctor')),
    events: z.array(EventSchema.extend(bookmarkId).openapi('BookmarkedEvent')),
    reviews: z.array(ReviewSchema.extend(bookmarkId).openapi('BookmarkedReview')),
  })
  .openapi('BookmarkedEntities');

const listBookmarksRoute = createRoute({
  method: 'get',
  path: '/member/bookmarks',
  tags: ['member'],
  summary: "The caller's bookmarked clinics, doctors, events and reviews, newest bookmark first",
  ...memberOnly,
  request: { query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(BookmarkedEntitiesSchema), 'Full public entities, each with its bookmarkId'), ...memberListErrors },
});

const PATH_TYPES = ['clinic', 'doctor', 'event', 'review'] as const;

const findBookmarkRoute = createRoute({
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

const addBookmarkRoute = createRoute({
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

const deleteBookmarkRoute = createRoute({
  method: 'delete',
  path: '/member/bookmarks/{id}',
  tags: ['member'],
  summary: "Remove one of the caller's bookmarks",
  ...memberOnly,
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...memberErrors },
});

export function registerBookmarkRoutes(app: AppOpenAPI) {
  app.openapi(listBookmarksRoute, async (c) =>
    c.json({ data: await listBookmarkedEntities(c.var.db, c.var.member.id, c.req.valid('query').lang) }, 200),
  );

  app.openapi(findBookmarkRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json({ data: await findBookmarks(c.var.db, c.var.member.id, type.toUpperCase() as BookmarkableType, id) }, 200);
  });

  app.openapi(addBookmarkRoute, async (c) => {
    const { bookmarkableType: type, bookmarkableId } = c.req.valid('json');
    if (!(await targetExists(c.var.db, type, bookmarkableId))) throw notFound(type.charAt(0) + type.slice(1).toLowerCase());
    const { bookmark, created } = await addBookmark(c.var.db, c.var.member.id, type, bookmarkableId);
    return created ? c.json({ data: bookmark }, 201) : c.json({ data: bookmark }, 200);
  });

  app.openapi(deleteBookmarkRoute, async (c) => {
    if (!(await deleteBookmark(c.var.db, c.var.member.id, c.req.valid('param').id))) throw notFound('Bookmark');
    return c.body(null, 204);
  });
}
