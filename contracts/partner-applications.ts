import { z } from 'zod';
import { noNul, positiveId } from './common';
import { operatorReason } from './operators';
import { staffUserId, sha256Hex } from './staff';

// Partner applications (입점 신청): the public form under the footer's link, its answer, and the operator's queue.
// The one schema below is the form's resolver (react-hook-form) and the backend's body.

/**
 * 사업자등록번호 check digit: the first nine digits weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit
 * times 5; the tenth digit makes the sum a multiple of ten.
 */
export function isBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((acc, w, i) => acc + d[i] * w, 0);
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

export const REGISTRATION_KINDS = ['CARE_INSTITUTION', 'BUSINESS'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** 요양기관 번호 is eight digits, 사업자등록번호 ten: the length says which was given. */
export const registrationKindOf = (digits: string): RegistrationKind =>
  digits.length === 8 ? 'CARE_INSTITUTION' : 'BUSINESS';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`);

/** Hyphens and spaces as people write the numbers (123-45-67890) are dropped. */
const registrationNumber = z
  .string({ error: 'registrationNumber is required' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .refine(
    (s) => /^\d{8}$/.test(s) || /^\d{10}$/.test(s),
    'registrationNumber must be 8 digits (요양기관 번호) or 10 (사업자등록번호)',
  )
  .refine(
    (s) => s.length !== 10 || isBusinessNumber(s),
    'registrationNumber is not a valid business registration number',
  )
  .meta({ type: 'string', example: '2208162517' });

export const partnerApplicationBody = z.object({
  clinicName: text('clinicName', 100),
  registrationNumber,
  postalCode: z.string({ error: 'postalCode is required' }).regex(/^\d{5}$/, 'postalCode must be 5 digits'),
  roadAddress: text('roadAddress', 200),
  detailAddress: z
    .string()
    .trim()
    .max(200, 'detailAddress must be at most 200 characters')
    .refine(noNul, 'detailAddress must not contain NUL characters')
    .optional()
    .transform((s) => (s ? s : null)),
  contactName: text('contactName', 50),
  phone: z
    .string({ error: 'phone is required' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .refine((s) => /^\d{8,12}$/.test(s), 'phone must have 8 to 12 digits'),
  email: z.email({ error: 'email must be an email address' }).max(200, 'email is too long'),
  specialties: z
    .array(positiveId('specialties'), { error: 'specialties must be an array of ids' })
    .min(1, 'choose at least one specialty')
    .max(30, 'specialties must have at most 30 items')
    .transform((ids) => [...new Set(ids)]),
  agreed: z.literal(true, { error: 'agreed must be true' }),
});

export type PartnerApplicationInput = z.input<typeof partnerApplicationBody>;
export type PartnerApplicationBody = z.output<typeof partnerApplicationBody>;
export type PartnerApplicationField = keyof PartnerApplicationInput;

export const APPLICATION_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const PartnerApplicationReceiptSchema = z
  .object({ id: z.number().int(), state: z.enum(APPLICATION_STATES), createdAt: z.string() })
  .meta({ id: 'PartnerApplicationReceipt' });

export const PartnerApplicationSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(APPLICATION_STATES),
    clinicName: z.string(),
    registrationKind: z.enum(REGISTRATION_KINDS),
    registrationNumber: z.string(),
    address: z.object({ postalCode: z.string(), roadAddress: z.string(), detailAddress: z.string().nullable() }),
    contactName: z.string(),
    phone: z.string(),
    email: z.string(),
    specialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
    createdAt: z.string().meta({ format: 'date-time' }),
    decision: z
      .object({
        by: z.string().nullable().meta({ description: "The operator's user id" }),
        at: z.string().meta({ format: 'date-time' }),
        reason: z.string().nullable(),
      })
      .nullable(),
    clinicId: z.number().int().nullable(),
    staffUserId: z.string().nullable(),
  })
  .meta({ id: 'PartnerApplication' });
export type PartnerApplication = z.infer<typeof PartnerApplicationSchema>;

export const approveApplicationBody = z.object({
  reason: operatorReason.optional(),
  user_id: staffUserId
    .optional()
    .meta({ description: 'The new staff account id; derived from the number when left out' }),
});
export const rejectApplicationBody = z.object({ reason: operatorReason });

export const ApprovalSchema = z
  .object({
    application: PartnerApplicationSchema,
    staffUserId: z.string(),
    clinicId: z.number().int(),
    setupLink: z.string().meta({
      description: 'The one-time password-setup path (/partner/setup-password?token=…): shown once, valid 24 hours',
    }),
    emailed: z.boolean().meta({ description: 'Whether the link was queued for the applicant by email' }),
  })
  .meta({ id: 'PartnerApplicationApproval' });
export type Approval = z.infer<typeof ApprovalSchema>;

/** POST /auth/staff/setup-password: the link's token and the new password's SHA-256 hex. */
export const setupPasswordBody = z.object({
  token: z.string({ error: 'token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is malformed'),
  password: sha256Hex('password'),
});

/** The one-time link lives this long. */
export const SETUP_LINK_HOURS = 24;
