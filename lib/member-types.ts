// What the member calls answer, as the backend declares it.
export type { Clinic, Doctor, Event, Review } from '@/backend/schemas/entities';
export type { Counsel } from '@/backend/routes/counsels/counsels.repository';
import type { Clinic, Doctor, Event, Review } from '@/backend/schemas/entities';
import type { BookmarkableType } from '@/lib/schemas/common';

export interface Bookmark {
  id: number;
  bookmarkableType: BookmarkableType;
  bookmarkableId: number;
}

/** GET /member/bookmarks: full public entities, each with the id of its bookmark. */
export interface BookmarkedEntities {
  clinics: (Clinic & { bookmarkId: number })[];
  doctors: (Doctor & { bookmarkId: number })[];
  events: (Event & { bookmarkId: number })[];
  reviews: (Review & { bookmarkId: number })[];
}
