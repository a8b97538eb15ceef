import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import type { BookmarkableType } from '../members/member-route';
import {
  addBookmark,
  deleteBookmark,
  findBookmarks,
  listBookmarkedEntities,
  targetExists,
} from './bookmarks.repository';
import { addBookmarkRoute, deleteBookmarkRoute, findBookmarkRoute, listBookmarksRoute } from './bookmarks.routes';

export const bookmarksRouter = createRouter()
  .openapi(listBookmarksRoute, async (c) =>
    c.json({ data: await listBookmarkedEntities(c.var.db, c.var.member.id, c.req.valid('query').lang) }, 200),
  )
  .openapi(findBookmarkRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(
      { data: await findBookmarks(c.var.db, c.var.member.id, type.toUpperCase() as BookmarkableType, id) },
      200,
    );
  })
  .openapi(addBookmarkRoute, async (c) => {
    const { bookmarkableType: type, bookmarkableId } = c.req.valid('json');
    if (!(await targetExists(c.var.db, type, bookmarkableId)))
      throw notFound(type.charAt(0) + type.slice(1).toLowerCase());
    const { bookmark, created } = await addBookmark(c.var.db, c.var.member.id, type, bookmarkableId);
    return created ? c.json({ data: bookmark }, 201) : c.json({ data: bookmark }, 200);
  })
  .openapi(deleteBookmarkRoute, async (c) => {
    if (!(await deleteBookmark(c.var.db, c.var.member.id, c.req.valid('param').id))) throw notFound('Bookmark');
    return c.body(null, 204);
  });
