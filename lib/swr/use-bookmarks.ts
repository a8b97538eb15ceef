'use client';

import type { BookmarkableType } from '@/contracts/common';
import { useMemberData } from './use-member-data';

/** The member's bookmarked clinics, doctors, events and reviews (/bookmark). */
export const useBookmarks = () => useMemberData('bookmarks', (api) => api.member.bookmarks.$get({ query: {} }));

const PATH_TYPE = { CLINIC: 'clinic', DOCTOR: 'doctor', EVENT: 'event', REVIEW: 'review' } as const satisfies Record<BookmarkableType, string>;

/** The member's bookmark of one item: a non-empty list means bookmarked, its first id is the one to delete. */
export const useBookmarkOf = (type: BookmarkableType, id: number) =>
  useMemberData(`bookmarks/${type}/${id}`, (api) => api.member.bookmarks[':type'][':id'].$get({ param: { type: PATH_TYPE[type], id: String(id) } }));
