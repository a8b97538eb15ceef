'use client';

import type { BookmarkableType } from '@/contracts/common';
import { useMemberData } from './use-member-data';

/** The member's bookmarked clinics, doctors, events and reviews (/bookmark). */
export const useBookmarks = () => useMemberData('bookmarks', (api) => api.member.bookmarks.$get({ query: {} }));

/** The member's bookmark of one item: a non-empty list means bookmarked, its first id is the one to delete. */
export const useBookmarkOf = (type: BookmarkableType, id: number) =>
  useMemberData(`bookmarks/${type}/${id}`, (api) =>
    api.member.bookmarks[':type'][':id'].$get({
      param: { type: type.toLowerCase() as Lowercase<BookmarkableType>, id: String(id) },
    }),
  );
