import { z } from '@hono/zod-openapi';
import { bookmarkableType } from '@/lib/schemas/common';
import { COUNSEL_STATES } from '@/lib/counsel-states';
import { EventSchema, ImageSchema } from './entities';

// Response shapes of the partner console's calls (/staff/*). Clinics, doctors and reviews answer in their
// public shapes (what visitors see is what staff edit); these are the ones only staff see.

export const StaffMeSchema = z
  .object({
    user_id: z.string(),
    clinic: z.object({ id: z.number().int(), name: z.string(), profileImage: ImageSchema.nullable() }),
    counselsAwaiting: z.number().int().openapi({ description: 'Counsels of the clinic still awaiting its confirmation' }),
    reviewsUnanswered: z.number().int().openapi({ description: 'Reviews of the clinic without a reply' }),
    failedSignIns: z
      .object({
        count: z.number().int().openapi({ description: 'Wrong passwords tried for this account' }),
        lastAt: z.string().openapi({ format: 'date-time', description: 'When the last of them was tried' }),
      })
      .nullable()
      .openapi({
        description:
          'Wrong passwords tried for this account since its staff last confirmed them (DELETE /staff/me/failed-sign-ins), or null: the console warns about them',
      }),
  })
  .openapi('StaffMe');

export const EVENT_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;

export const StaffEventSchema = EventSchema.extend({
  status: z.enum(EVENT_STATUSES).openapi({ description: 'From its days and now: ENDED events leave the public ongoing list' }),
}).openapi('StaffEvent');

const state = z.enum(COUNSEL_STATES);

export const StaffCounselSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
    state_changed_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the clinic last moved it; null if never' }),
    state,
    nextStates: z.array(state).openapi({ description: 'Where the clinic may move it now (the next step, or CANCELED); empty when final' }),
    content: z.string().openapi({ description: "The member's note; empty once the member deleted the account" }),
    sourceType: bookmarkableType('sourceType'),
    sourceId: z.number().int(),
    source: z
      .union([z.object({ name: z.string() }), z.object({ title: z.string() })])
      .nullable()
      .openapi({ description: 'name for CLINIC/DOCTOR, title for EVENT/REVIEW; null if the source was deleted' }),
    review_id: z.number().int().nullable(),
    member: z
      .object({
        nickname: z
          .string()
          .nullable()
          .openapi({ description: "null once the member deleted the account (shown as '탈퇴한 회원'): the counsel stays, anonymised" }),
      })
      .openapi({ description: 'Only what a consultation needs: the nickname (no provider, id or contact data)' }),
    undo: z
      .object({
        change_id: z.number().int().openapi({ description: 'The change to name in POST /staff/counsels/{id}/undo' }),
        from_state: state.openapi({ description: 'The state an undo goes back to' }),
        until: z.string().openapi({ format: 'date-time', description: 'The end of the undo window (COUNSEL_UNDO_SECONDS after the move)' }),
      })
      .nullable()
      .openapi({ description: "The clinic's latest move of the counsel while it can still be taken back; null otherwise" }),
  })
  .openapi('StaffCounsel');

export const StaffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
    user_id: z.string().openapi({ description: 'The staff account that made the change' }),
    action: z.string().openapi({ example: 'event.update' }),
    entityType: z.string().openapi({ example: 'EVENT' }),
    entityId: z.number().int().nullable(),
    fields: z.array(z.string()).openapi({ description: 'Names of the fields written (never their values)' }),
  })
  .openapi('StaffAuditEntry');

export type StaffMe = z.infer<typeof StaffMeSchema>;
export type StaffEvent = z.infer<typeof StaffEventSchema>;
export type StaffCounsel = z.infer<typeof StaffCounselSchema>;
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;
