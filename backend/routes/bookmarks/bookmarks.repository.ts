import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow, rows } from '../../lib/sql';
import type { Clinic, Doctor, Event, Review } from '../../schemas/entities';
import { clinicsIn } from '../clinics/clinics.repository';
import { doctorsIn } from '../doctors/doctors.repository';
import { eventsIn } from '../events/events.repository';
import { reviewsIn } from '../reviews/reviews.repository';
import { TABLE_OF, type BookmarkableType } from '../members/member-route';

export interface Bookmark {
  id: number;
  bookmarkableType: BookmarkableType;
  bookmarkableId: number;
}

const BOOKMARK_COLUMNS = sql`id, bookmarkable_type as "bookmarkableType", bookmarkable_id as "bookmarkableId"`;

type WithBookmark<T> = T & { bookmarkId: number };
export interface BookmarkedEntities {
  clinics: WithBookmark<Clinic>[];
  doctors: WithBookmark<Doctor>[];
  events: WithBookmark<Event>[];
  reviews: WithBookmark<Review>[];
}

/**
 * Everything the member bookmarked, as full public entities, newest bookmark first. One query per kind
 * (the ids come from a subquery on the member's bookmarks, not a parameter list); bookmarks whose
 * target no longer exists are skipped.
 */
export async function listBookmarkedEntities(db: DbOrTx, memberId: number, lang: Lang): Promise<BookmarkedEntities> {
  const ids = (type: BookmarkableType) =>
    sql`select b.bookmarkable_id as id from bookmarks b where b.member_id = ${memberId} and b.bookmarkable_type = ${type}`;
  const [marks, clinics, doctors, events, reviews] = await Promise.all([
    rows<Bookmark>(db, sql`select ${BOOKMARK_COLUMNS} from bookmarks where member_id = ${memberId} order by id desc`),
    clinicsIn(db, ids('CLINIC'), lang),
    doctorsIn(db, ids('DOCTOR'), lang),
    eventsIn(db, ids('EVENT'), lang),
    reviewsIn(db, ids('REVIEW'), lang),
  ]);
  const inBookmarkOrder = <T extends { id: number }>(type: BookmarkableType, entities: T[]): WithBookmark<T>[] => {
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
export async function findBookmarks(db: DbOrTx, memberId: number, type: BookmarkableType, targetId: number): Promise<Bookmark[]> {
  return rows<Bookmark>(
    db,
    sql`select ${BOOKMARK_COLUMNS} from bookmarks
      where member_id = ${memberId} and bookmarkable_type = ${type} and bookmarkable_id = ${targetId}`,
  );
}

export async function targetExists(db: DbOrTx, type: BookmarkableType, targetId: number): Promise<boolean> {
  return Boolean(await firstRow(db, sql`select 1 as found from ${sql.identifier(TABLE_OF[type])} where id = ${targetId}`));
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
    const inserted = await firstRow<Bookmark>(
      db,
      sql`insert into bookmarks (member_id, bookmarkable_type, bookmarkable_id) values (${memberId}, ${type}, ${targetId})
        on conflict (member_id, bookmarkable_type, bookmarkable_id) do nothing returning ${BOOKMARK_COLUMNS}`,
    );
    if (inserted) return { bookmark: inserted, created: true };
    const [existing] = await findBookmarks(db, memberId, type, targetId);
    if (existing) return { bookmark: existing, created: false };
  }
  throw new Error('bookmark could not be added: it was deleted concurrently three times');
}

/** Deletes the member's own bookmark; false for an unknown id or another member's. */
export async function deleteBookmark(db: DbOrTx, memberId: number, bookmarkId: number): Promise<boolean> {
  return Boolean(await firstRow(db, sql`delete from bookmarks where id = ${bookmarkId} and member_id = ${memberId} returning id`));
}
