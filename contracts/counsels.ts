import { z } from 'zod';
import { bookmarkableType, ImageSchema, positiveId } from './common';
import { COUNSEL_STATES } from './counsel-states';

// No length rule for the note comes from the product; a bound keeps one request from storing megabytes.
export const COUNSEL_CONTENT_MAX = 2000;

export const counselContent = z
  .string({ error: 'content must be a string' })
  .max(COUNSEL_CONTENT_MAX, `content must be at most ${COUNSEL_CONTENT_MAX} characters`)
  .refine((s) => !s.includes('\u0000'), 'content must not contain NUL characters')
  .optional()
  .transform((s) => s ?? '')
  .meta({
    type: 'string',
    maxLength: COUNSEL_CONTENT_MAX,
    description: 'Free-text note, e.g. a LINE id; may be empty',
  });

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

export const counselState = (name: string) =>
  z.enum(COUNSEL_STATES, { error: `${name} must be one of ${COUNSEL_STATES.join(', ')}` });

export const counselMoveBody = z.object({ state: counselState('state') });

/** Which move an undo takes back: the counsel's `undo.change_id`, so a stale console cannot undo a later change. */
export const counselUndoBody = z.object({ change_id: positiveId('change_id') });

export const CounselSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().meta({ format: 'date-time' }),
    clinic_id: z.number().int(),
    sourceType: bookmarkableType('sourceType'),
    sourceId: z.number().int(),
    state: z.enum(COUNSEL_STATES),
    content: z.string(),
    review_id: z.number().int().nullable().meta({ description: 'null until a review is written' }),
    clinic: z.object({ name: z.string(), profileImage: ImageSchema.nullable() }),
    source: z
      .union([z.object({ name: z.string() }), z.object({ title: z.string() })])
      .nullable()
      .meta({ description: 'name for CLINIC/DOCTOR, title for EVENT/REVIEW; null if the source was deleted' }),
  })
  .meta({ id: 'Counsel' });

const state = z.enum(COUNSEL_STATES);

export const StaffCounselSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().meta({ format: 'date-time' }),
    state_changed_at: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'When the clinic last moved it; null if never' }),
    state,
    nextStates: z
      .array(state)
      .meta({ description: 'Where the clinic may move it now (the next step, or CANCELED); empty when final' }),
    content: z.string().meta({ description: "The member's note; empty once the member deleted the account" }),
    sourceType: bookmarkableType('sourceType'),
    sourceId: z.number().int(),
    source: z
      .union([z.object({ name: z.string() }), z.object({ title: z.string() })])
      .nullable()
      .meta({ description: 'name for CLINIC/DOCTOR, title for EVENT/REVIEW; null if the source was deleted' }),
    review_id: z.number().int().nullable(),
    member: z
      .object({
        nickname: z.string().nullable().meta({
          description:
            "null once the member deleted the account (shown as '탈퇴한 회원'): the counsel stays, anonymised",
        }),
      })
      .meta({ description: 'Only what a consultation needs: the nickname (no provider, id or contact data)' }),
    undo: z
      .object({
        change_id: z.number().int().meta({ description: 'The change to name in POST /staff/counsels/{id}/undo' }),
        from_state: state.meta({ description: 'The state an undo goes back to' }),
        until: z.string().meta({
          format: 'date-time',
          description: 'The end of the undo window (COUNSEL_UNDO_SECONDS after the move)',
        }),
      })
      .nullable()
      .meta({
        description: "The clinic's latest move of the counsel while it can still be taken back; null otherwise",
      }),
  })
  .meta({ id: 'StaffCounsel' });

export type Counsel = z.infer<typeof CounselSchema>;
export type StaffCounsel = z.infer<typeof StaffCounselSchema>;
