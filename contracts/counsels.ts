import { z } from 'zod';
import { bookmarkableType, ImageSchema, positiveId } from './common';
import { seoulLocalToDate } from './appointment';
import { PREFERRED_SLOTS_MAX, SLOT_MINUTES } from './booking-slots';
import { COUNSEL_STATES, needsAppointment } from './counsel-states';
import { phoneDigits } from './fields';

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

/**
 * The times the member would like the consultation, best first: Korea-time `YYYY-MM-DDTHH:mm`, at most
 * PREFERRED_SLOTS_MAX, none twice. Whether each is one of the clinic's slots (opening hours, days off, from
 * tomorrow) is checked against the clinic by the backend (contracts/booking-slots.ts `slotProblem`).
 */
export const preferredSlots = z
  .array(
    z
      .string({ error: 'preferred_slots must be Korea-time dates and times' })
      .refine(
        (s) => seoulLocalToDate(s) !== null,
        'preferred_slots must be Korea-time dates and times, YYYY-MM-DDTHH:mm',
      ),
    { error: 'preferred_slots must be a list' },
  )
  .max(PREFERRED_SLOTS_MAX, `preferred_slots must have at most ${PREFERRED_SLOTS_MAX} slots`)
  .superRefine((slots, ctx) => {
    slots.forEach((slot, i) => {
      if (slots.indexOf(slot) !== i)
        ctx.addIssue({ code: 'custom', path: [i], message: `preferred_slots[${i}] repeats an earlier slot` });
    });
  })
  .optional()
  .transform((s) => s ?? [])
  .meta({
    type: 'array',
    maxItems: PREFERRED_SLOTS_MAX,
    items: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' },
    description: `Up to ${PREFERRED_SLOTS_MAX} preferred times in Korea time, e.g. 2026-12-03T14:30, each a ${SLOT_MINUTES}-minute slot within the clinic's opening hours, from tomorrow, not on a day off; none repeated; may be empty`,
  });

/** A phone number the clinic may call about this consultation: digits only; empty or missing is none. */
export const contactPhone = phoneDigits('contact_phone')
  .optional()
  .transform((s) => s ?? null)
  .meta({
    type: 'string',
    pattern: '^(\\d{8,12})?$',
    description: "Digits only, 8 to 12 (010xxxxxxxx); shown only to the clinic's staff and the member",
  });

/** Booking a consultation: the clinic, and the clinic, doctor, event or review it was booked from. */
export const createCounselBody = z.object({
  clinic_id: positiveId('clinic_id'),
  sourceType: bookmarkableType('sourceType'),
  sourceId: positiveId('sourceId'),
  content: counselContent,
  preferred_slots: preferredSlots,
  contact_phone: contactPhone,
});
export type CreateCounselBody = z.input<typeof createCounselBody>;

/** Linking a written review to its counsel. */
export const linkReviewBody = z.object({ review_id: positiveId('review_id') });

export const counselState = (name: string) =>
  z.enum(COUNSEL_STATES, { error: `${name} must be one of ${COUNSEL_STATES.join(', ')}` });

/** When the appointment is: a Korea-time date and time, `YYYY-MM-DDTHH:mm`, not in the past. */
export const appointmentAt = z
  .string({ error: 'appointment_at must be a string' })
  .refine((s) => seoulLocalToDate(s) !== null, 'appointment_at must be a Korea-time date and time, YYYY-MM-DDTHH:mm')
  .refine((s) => (seoulLocalToDate(s)?.getTime() ?? 0) >= Date.now() - 60_000, 'appointment_at must not be in the past')
  .meta({
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$',
    description: 'The appointment in Korea time (Asia/Seoul), e.g. 2026-12-03T14:30; not in the past',
  });

/**
 * A staff move: the state, and for CONSULTATION_APPOINTMENT_CONFIRMED and TREATMENT_APPOINTMENT_CONFIRMED the
 * appointment's date and time (required there, refused elsewhere: contracts/counsel-states.ts `needsAppointment`).
 */
export const counselMoveBody = z
  .object({ state: counselState('state'), appointment_at: appointmentAt.optional() })
  .superRefine((body, ctx) => {
    const needed = needsAppointment(body.state);
    if (needed && body.appointment_at === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointment_at'],
        message: `appointment_at is required to move a counsel to ${body.state}`,
      });
    } else if (!needed && body.appointment_at !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointment_at'],
        message: `appointment_at is only for CONSULTATION_APPOINTMENT_CONFIRMED and TREATMENT_APPOINTMENT_CONFIRMED`,
      });
    }
  });
export type CounselMoveBody = z.input<typeof counselMoveBody>;

/** Which move an undo takes back: the counsel's `undo.change_id`, so a stale console cannot undo a later change. */
export const counselUndoBody = z.object({ change_id: positiveId('change_id') });

const appointment = z.string().nullable().meta({
  format: 'date-time',
  description:
    'The current appointment while the counsel is CONSULTATION_APPOINTMENT_CONFIRMED or TREATMENT_APPOINTMENT_CONFIRMED; null otherwise',
});

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
    appointment_at: appointment,
    clinic: z.object({ name: z.string(), profileImage: ImageSchema.nullable() }),
    source: z
      .union([z.object({ name: z.string() }), z.object({ title: z.string() })])
      .nullable()
      .meta({ description: 'name for CLINIC/DOCTOR, title for EVENT/REVIEW; null if the source was deleted' }),
  })
  .meta({ id: 'Counsel' });

const state = z.enum(COUNSEL_STATES);

/** One move of a counsel, as its member reads it: the new state, who moved it (never a staff name), when. */
export const CounselHistoryEntrySchema = z
  .object({
    state: state.meta({ description: 'The state the counsel moved to' }),
    by: z
      .enum(['CLINIC', 'MEMBER', 'SYSTEM'])
      .meta({ description: 'Who moved it: the clinic, the member or the system' }),
    at: z.string().meta({ format: 'date-time' }),
    appointment_at: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'The appointment this move set; null when it set none' }),
    undo: z.boolean().meta({ description: "Whether the move took back the clinic's move before it" }),
  })
  .meta({ id: 'CounselHistoryEntry' });

const slotsAnswer = z
  .array(z.string().meta({ format: 'date-time' }))
  .meta({ description: 'The times the member preferred when booking, best first; empty when none' });
const phoneAnswer = z
  .string()
  .nullable()
  .meta({ description: 'The phone the member left for this consultation, digits only; null when none' });

/** One counsel with its whole history, oldest move first (GET /member/counsels/{id}). */
export const CounselDetailSchema = CounselSchema.extend({
  preferred_slots: slotsAnswer,
  contact_phone: phoneAnswer,
  history: z.array(CounselHistoryEntrySchema).meta({ description: 'Every move, oldest first; empty before the first' }),
}).meta({ id: 'CounselDetail' });

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
    appointment_at: appointment,
    preferred_slots: slotsAnswer,
    contact_phone: phoneAnswer.meta({
      description:
        "The phone the member left for this consultation, digits only; null when none or once the member deleted the account. Only this clinic's staff see it",
    }),
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
export type CounselDetail = z.infer<typeof CounselDetailSchema>;
export type CounselHistoryEntry = z.infer<typeof CounselHistoryEntrySchema>;
