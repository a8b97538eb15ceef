'use client';

import type { Bookmark, BookmarkedEntities } from '@/contracts/bookmarks';
import type { BookmarkableType } from '@/contracts/common';
import { useMemberData } from './use-member-data';

/** The member's bookmarked clinics, doctors, events and reviews (/bookmark). */
export const useBookmarks = () => useMemberData<{ data: BookmarkedEntities }>('/api/member/bookmarks');

/** The member's bookmark of one item: a non-empty list means bookmarked, its first id is the one to delete. */
export const useBookmarkOf = (type: BookmarkableType, id: number) => useMemberData<{ data: Bookmark[] }>(`/api/member/bookmarks/${type.toLowerCase()}/${id}`);
