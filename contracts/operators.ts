import { z } from 'zod';

// The operator (운영자) side: the people who run the platform, at /admin. Each operator feature adds its schemas
// here or in its own contracts module (contracts/moderation.ts, contracts/partner-applications.ts …).

export const OperatorMeSchema = z
  .object({
    id: z.number().int(),
    user_id: z.string(),
    recoveryCodesLeft: z.number().int().meta({ description: 'Unused recovery codes: the console warns below three' }),
  })
  .meta({ id: 'OperatorMe' });

export type OperatorMe = z.infer<typeof OperatorMeSchema>;

/**
 * The reason every operator action carries: required, trimmed, 2–500 characters. "The review is negative" is
 * not a reason anyone can pick (moderation decisions take a code from a fixed list; this is the free text).
 */
export const operatorReason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(2, 'reason is required')
  .max(500, 'reason is too long (500 characters at most)');

/** A TOTP code as the authenticator app shows it: six digits (spaces are forgiven). */
export const totpCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'code must be the 6 digits the authenticator app shows'));

/** A recovery code as handed out: ten characters in two groups (`abcde-fghij`), case and dashes forgiven. */
export const recoveryCode = z
  .string()
  .transform((s) => s.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'recovery_code must be one of the recovery codes (10 letters and digits)'));

/**
 * The operator sign-in: user id, the password's SHA-256 (like staff) and the second factor, a TOTP code or one
 * unused recovery code. Without either the body is refused (400 naming `code`): no operator session without 2FA.
 */
export const operatorLoginBody = z
  .object({
    user_id: z
      .string({ error: 'user_id is required' })
      .trim()
      .min(1, 'user_id is required')
      .max(64, 'user_id is too long')
      .transform((s) => s.toLowerCase()),
    password: z
      .string({ error: 'password must be the SHA-256 hex of the password' })
      .regex(/^[0-9a-fA-F]{64}$/, 'password must be the SHA-256 hex of the password')
      .transform((h) => h.toLowerCase()),
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.code && !b.recovery_code)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'code is required: the 6 digits of the authenticator app, or a recovery_code',
      });
    if (b.code && b.recovery_code)
      ctx.addIssue({ code: 'custom', path: ['recovery_code'], message: 'send either code or recovery_code, not both' });
  });

export type OperatorLoginBody = z.input<typeof operatorLoginBody>;

export const RecoveryCodesSchema = z
  .object({
    codes: z.array(z.string()).meta({ description: 'The new recovery codes, shown once (only their hashes are kept)' }),
  })
  .meta({ id: 'RecoveryCodes' });

export const OperatorAuditEntrySchema = z
  .object({
    id: z.number().int(),
    operator: z.string().meta({ description: 'The user id of the operator who acted' }),
    action: z.string(),
    targetType: z.string(),
    targetId: z.number().int().nullable(),
    reason: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .meta({ id: 'OperatorAuditEntry' });

export type OperatorAuditEntry = z.infer<typeof OperatorAuditEntrySchema>;

export const OperatorMemberSchema = z
  .object({
    id: z.number().int(),
    nickname: z.string().nullable(),
    provider: z.string(),
    created_at: z.string(),
    suspendedAt: z.string().nullable().meta({ description: 'Set while an operator has suspended the member' }),
    reviewCount: z.number().int(),
    counselCount: z.number().int(),
  })
  .meta({ id: 'OperatorMember' });

export const OperatorStaffSchema = z
  .object({
    id: z.number().int(),
    user_id: z.string(),
    clinic: z.object({ id: z.number().int(), name: z.string() }),
    created_at: z.string(),
    suspendedAt: z.string().nullable().meta({ description: 'Set while an operator has suspended the account' }),
    failedSignIns: z.number().int(),
  })
  .meta({ id: 'OperatorStaff' });

export type OperatorMember = z.infer<typeof OperatorMemberSchema>;
export type OperatorStaff = z.infer<typeof OperatorStaffSchema>;

/** Suspending (or lifting a suspension of) a member or staff account: always with a reason. */
export const suspensionBody = z.object({
  suspended: z.boolean({ error: 'suspended must be true or false' }),
  reason: operatorReason,
});

export const accountSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(64, 'q is too long')
    .meta({ description: 'An id, or the beginning of a nickname, user id or clinic name' }),
});

/** What waits for the operators: open moderation cases, pending applications, open wording reviews. */
export const OperatorSummarySchema = z
  .object({
    openCases: z.number().int(),
    objections: z.number().int().meta({ description: 'Open 임시조치 cases whose writer objected' }),
    pendingApplications: z.number().int(),
    openAdWording: z.number().int(),
  })
  .meta({ id: 'OperatorSummary' });
