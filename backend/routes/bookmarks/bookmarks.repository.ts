import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookmarks } from '../../db/schema';
import { TARGET_TABLE } from '../../lib/bookmarkable';
import type { Lang } from '../../lib/params';
import { preparedFor, type IdPage } from '../../lib/prepared';
import { qb } from '../../lib/sql';
import { clinicsIn } from '../clinics/clinics.repository';
import { doctorsIn } from '../doctors/doctors.repository';
import { eventsIn } from '../events/events.repository';
import { reviewsIn } from '../reviews/reviews.repository';
import type { Bookmark, BookmarkedEntities } from '@/contracts/bookmarks';
import type { BookmarkableType } from '../members/member-route';

export type { Bookmark, BookmarkedEntities };

const bookmarkColumns = {
  id: bookmarks.id,
  bookmarkableType: bookmarks.bookmarkableType,
  bookmarkableId: bookmarks.bookmarkableId,
};

const ofMember = (memberId: number, type: BookmarkableType) =>
  and(eq(bookmarks.memberId, memberId), eq(bookmarks.bookmarkableType, type));

/**
 * Everything the member bookmarked, as full public entities, newest bookmark first. One query per kind
 * (the ids come from a subquery on the member's bookmarks, not a parameter list); bookmarks whose
 * target no longer exists are skipped.
 */
export async function listBookmarkedEntities(db: DbOrTx, memberId: number, lang: Lang): Promise<BookmarkedEntities> {
  const marked = (type: BookmarkableType): IdPage => ({
    key: `bookmarks:${type}`,
    query: () =>
      qb
        .select({ id: bookmarks.bookmarkableId })
        .from(bookmarks)
        .where(and(eq(bookmarks.memberId, sql.placeholder('memberId')), eq(bookmarks.bookmarkableType, type))),
    values: { memberId },
  });
  const allMarks = preparedFor(db, 'bookmarks', () =>
    db
      .select(bookmarkColumns)
      .from(bookmarks)
      .where(eq(bookmarks.memberId, sql.placeholder('memberId')))
      .orderBy(desc(bookmarks.id)),
  );
  const [marks, clinics, doctors, events, reviews] = await Promise.all([
    allMarks.execute({ memberId }),
    clinicsIn(db, marked('CLINIC'), lang),
    doctorsIn(db, marked('DOCTOR'), lang),
    eventsIn(db, marked('EVENT'), lang),
    reviewsIn(db, marked('REVIEW'), lang),
  ]);
  const inBookmarkOrder = <T extends { id: number }>(
    type: BookmarkableType,
    entities: T[],
  ): (T & { bookmarkId: number })[] => {
    const byId = new Map(entities.map((e) => [e.id, e]));
    return marks
      .filter((m) => m.bookmarkableType === type && byId.has(m.bookmarkableId))
      .map((m) => ({ ...byId.get(m.bookmarkableId)!, bookmarkId: m.id }));
  };
  return {
    clinics: inBookmarkOrder('CLINIC', clinics),
    doctors: inBookmarkOrder('DOCTOR', doctors),
    events: inBookmarkOrder('EVENT', events),
    reviews: inBookmarkOrder('REVIEW', reviews),
  };
}

/** The member's bookmark of one item: zero or one row (the unique index allows no more). */
export async function findBookmarks(
  db: DbOrTx,
  memberId: number,
  type: BookmarkableType,
  targetId: number,
): Promise<Bookmark[]> {
  return db
    .select(bookmarkColumns)
    .from(bookmarks)
    .where(and(ofMember(memberId, type), eq(bookmarks.bookmarkableId, targetId)));
}

export async function targetExists(db: DbOrTx, type: BookmarkableType, targetId: number): Promise<boolean> {
  const table = TARGET_TABLE[type];
  const found = await db.select({ id: table.id }).from(table).where(eq(table.id, targetId));
  return found.length > 0;
}

/**
 * Adds a bookmark, or finds the one the member already has: `created` tells which. The unique index
 * bookmarks_member_item_uq makes a double click or two tabs produce one row.
 */
export async function addBookmark(
  db: DbOrTx,
  memberId: number,
  type: BookmarkableType,
  targetId: number,
): Promise<{ bookmark: Bookmark; created: boolean }> {
  // More than one round only when the existing row is deleted between the insert and the read.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(bookmarks)
      .values({ memberId, bookmarkableType: type, bookmarkableId: targetId })
      .onConflictDoNothing({ target: [bookmarks.memberId, bookmarks.bookmarkableType, bookmarks.bookmarkableId] })
      .returning(bookmarkColumns);
    if (inserted) return { bookmark: inserted, created: true };
    const [existing] = await findBookmarks(db, memberId, type, targetId);
    if (existing) return { bookmark: existing, created: false };
  }
  throw new Error('bookmark could not be added: it was deleted concurrently three times');
}

/** Deletes the member's own bookmark; false for an unknown id or another member's. */
export async function deleteBookmark(db: DbOrTx, memberId: number, bookmarkId: number): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.memberId, memberId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}
