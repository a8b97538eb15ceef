// What the member calls answer, as the backend's response schemas declare it.
export type { Clinic, Doctor, Event, Review } from '@/backend/schemas/entities';
export type { Bookmark, BookmarkedEntities, Counsel, MemberInfo } from '@/backend/schemas/member';
