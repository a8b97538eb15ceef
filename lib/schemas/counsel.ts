import { z } from 'zod';
import { bookmarkableType, positiveId } from './common';

// No length rule for the note comes from the product; a bound keeps one request from storing megabytes.
export const COUNSEL_CONTENT_MAX = 2000;

export const counselContent = z
  .string({ error: 'content must be a string' })
  .max(COUNSEL_CONTENT_MAX, `content must be at most ${COUNSEL_CONTENT_MAX} characters`)
  .refine((s) => !s.includes('\u0000'), 'content must not contain NUL characters')
  .optional()
  .transform((s) => s ?? '')
  .meta({ type: 'string', maxLength: COUNSEL_CONTENT_MAX, description: 'Free-text note, e.g. a LINE id; may be empty' });

/** Booking a consultation: the clinic, and the clinic, doctor, event or review it was booked from. */
export const createCounselBody = z.object({
  clinic_id: positiveId('clinic_id'),
  sourceType: bookmarkableType('sourceType'),
  sourceId: positiveId('sourceId'),
  content: counselContent,
});
export type CreateCounselBody = z.input<typeof createCounselBody>;

/** Linking a written review to its counsel. */
export const linkReviewBody = z.object({ review_id: positiveId('review_id') });
