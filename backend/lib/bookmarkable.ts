import { clinics, doctors, events, reviews } from '../db/schema';
import type { BookmarkableType } from '../routes/members/member-route';

/** The table holding each kind of bookmark or counsel target (`bookmarkableType`, `sourceType`). */
export const TARGET_TABLE = {
  CLINIC: clinics,
  DOCTOR: doctors,
  EVENT: events,
  REVIEW: reviews,
} as const satisfies Record<BookmarkableType, unknown>;

/** The column naming a target's clinic: a clinic is its own. */
export const TARGET_CLINIC = {
  CLINIC: clinics.id,
  DOCTOR: doctors.clinicId,
  EVENT: events.clinicId,
  REVIEW: reviews.clinicId,
} as const satisfies Record<BookmarkableType, unknown>;
