import { z } from 'zod';
import { ImageSchema } from './common';

// A clinic's staff account: sign-in and passwords, what the console's header shows, the audit log.

export const StaffMeSchema = z
  .object({
    user_id: z.string(),
    clinic: z.object({ id: z.number().int(), name: z.string(), profileImage: ImageSchema.nullable() }),
    counselsAwaiting: z.number().int().meta({ description: 'Counsels of the clinic still awaiting its confirmation' }),
    reviewsUnanswered: z.number().int().meta({ description: 'Reviews of the clinic without a reply' }),
    failedSignIns: z
      .object({
        count: z.number().int().meta({ description: 'Wrong passwords tried for this account' }),
        lastAt: z.string().meta({ format: 'date-time', description: 'When the last of them was tried' }),
      })
      .nullable()
      .meta({
        description:
          'Wrong passwords tried for this account since its staff last confirmed them (DELETE /staff/me/failed-sign-ins), or null: the console warns about them',
      }),
  })
  .meta({ id: 'StaffMe' });

/** A staff user id as the ID text format allows it (letters, digits, '.', '_'), lower-cased. */
export const staffUserId = z
  .string({ error: 'user_id is required' })
  .trim()
  .min(1, 'user_id is required')
  .max(64, 'user_id is too long')
  .regex(/^[A-Za-z0-9._]+$/, 'user_id can only contain letters, numbers, . and _')
  .transform((s) => s.toLowerCase())
  .meta({ type: 'string', example: 'clinic1' });

/** The client-side SHA-256 of a password, as hex (spec: passwords are sent hashed). */
export const sha256Hex = (name: string) =>
  z
    .string({ error: `${name} must be the SHA-256 hex of the password` })
    .regex(/^[0-9a-fA-F]{64}$/, `${name} must be the SHA-256 hex of the password`)
    .transform((h) => h.toLowerCase())
    .meta({ type: 'string', pattern: '^[0-9a-fA-F]{64}$' });

export const staffLoginBody = z.object({ user_id: staffUserId, password: sha256Hex('password') });
export const resetPasswordBody = z.object({ user_id: staffUserId, new_password: sha256Hex('new_password') });

/** What the console's password form sends to the BFF: the current password and the new one, both hashed. */
export const changePasswordBody = z.object({
  current_password: sha256Hex('current_password'),
  new_password: sha256Hex('new_password'),
});

/** New passwords: at least 8 characters (checked in the browser, which alone sees the password). */
export const PASSWORD_MIN = 8;

/** What can be wrong with the console's password form before anything is sent. */
export const PASSWORD_RULES = ['needed', 'tooShort', 'mismatch', 'same'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** What is wrong with the three boxes (current, new, new again), or null. */
export function passwordProblem(current: string, next: string, confirm: string): PasswordRule | null {
  if (!current || !next || !confirm) return 'needed';
  if ([...next].length < PASSWORD_MIN) return 'tooShort';
  if (next !== confirm) return 'mismatch';
  if (next === current) return 'same';
  return null;
}

/**
 * The console's password form as typed (only the browser sees the passwords; changePasswordBody carries their
 * hashes): one issue about the whole form, its rule in `params.rule`.
 */
export const changePasswordForm = z
  .object({ current: z.string(), next: z.string(), confirm: z.string() })
  .superRefine((f, ctx) => {
    const rule = passwordProblem(f.current, f.next, f.confirm);
    if (rule) ctx.addIssue({ code: 'custom', path: [], message: `password form: ${rule}`, params: { rule } });
  });

export const StaffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().meta({ format: 'date-time' }),
    user_id: z.string().meta({ description: 'The staff account that made the change' }),
    action: z.string().meta({ example: 'event.update' }),
    entityType: z.string().meta({ example: 'EVENT' }),
    entityId: z.number().int().nullable(),
    fields: z.array(z.string()).meta({ description: 'Names of the fields written (never their values)' }),
  })
  .meta({ id: 'StaffAuditEntry' });

export type StaffMe = z.infer<typeof StaffMeSchema>;
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;
