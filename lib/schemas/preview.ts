import { z } from 'zod';
import { TIME_PATTERN, WEEKDAYS } from '@/contracts/opening-hours';
import { daysAfterTreatment } from '@/contracts/treatment-days';
import { CLINIC_LANGUAGES, ClinicSchema } from '@/contracts/clinics';
import { DoctorSchema } from '@/contracts/doctors';
import { EventSchema } from '@/contracts/events';

// Preview payloads (tempClinicInfo, tempDoctorInfo, tempEventInfo, tempReviewInfo: docs/product.md#previews-contentskindpv) are written by
// an editor into localStorage. Parse leniently — missing parts become empty — but only into plain text
// and URLs, which React renders as text: a hostile payload can never become markup.

const text = z.string().max(20_000);
const optionalText = text
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);
const image = z
  .object({ url: text })
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);
const named = z
  .array(z.object({ id: z.number().int().catch(0).default(0), name: text }))
  .catch([])
  .default([]);
const count = z.number().int().min(0).catch(0).default(0);
const clinicSummary = z
  .object({
    id: z.number().int().catch(0).default(0),
    name: text,
    address: text.catch('').default(''),
    profileImage: image,
  })
  .catch({ id: 0, name: '', address: '', profileImage: null });

/** An instant as ISO text, or null: anything that is not a date (a hostile or stale payload) is no date. */
const optionalInstant = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null));

// The clinic's opening hours as the editor has them (contracts/opening-hours.ts), each day dropped alone when it is not
// the shape: a broken day reads as no hours that day (closed), never as a broken page.
const time = z.string().regex(TIME_PATTERN);
const optionalTime = time
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);
const dayHours = z
  .object({ open: time, close: time, breakStart: optionalTime, breakEnd: optionalTime })
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);
const openingHours = z
  .object({
    days: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
    ),
    closedDates: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
      .max(366)
      .catch([])
      .default([]),
  })
  .nullable()
  .optional()
  .catch(null)
  .transform((v) => v ?? null);

// A preview read leniently from a response schema: the preview shows what the public page shows, so it is that page's
// contract, each field falling back alone when it is not the shape (a nullable one to null, a list to empty, a
// number to 0, an object to its fallbacks) and texts bounded. A root text (the name, the title) stays required: a
// payload without it is not a preview. A field the response gains is in the preview without an edit here.

/** The schema itself, bounded: texts at most TEXT_MAX, lists at most LIST_MAX, object fields lenient. */
const TEXT_MAX = 20_000;
const LIST_MAX = 1_000;
function bounded(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodString) return schema.max(TEXT_MAX);
  if (schema instanceof z.ZodArray) return z.array(bounded(schema.element as z.ZodType)).max(LIST_MAX);
  if (schema instanceof z.ZodObject) return lenientObject(schema as z.ZodObject);
  return schema;
}

function lenientField(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNullable)
    return bounded(schema.unwrap() as z.ZodType)
      .nullable()
      .optional()
      .catch(null)
      .transform((v) => v ?? null);
  if (schema instanceof z.ZodOptional)
    return bounded(schema.unwrap() as z.ZodType)
      .optional()
      .catch(undefined);
  if (schema instanceof z.ZodArray) return bounded(schema).catch([]);
  if (schema instanceof z.ZodString) return bounded(schema).catch('');
  if (schema instanceof z.ZodNumber) return schema.catch(0);
  if (schema instanceof z.ZodBoolean) return schema.catch(false);
  if (schema instanceof z.ZodEnum) return schema.catch(schema.options[0] as never);
  if (schema instanceof z.ZodObject) {
    const object = lenientObject(schema as z.ZodObject);
    return object.catch(() => object.parse({}));
  }
  return schema;
}

function lenientObject(schema: z.ZodObject, overrides: Record<string, z.ZodType> = {}): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [
        name,
        overrides[name] ?? lenientField(field),
      ]),
    ),
  );
}

/**
 * A response schema as a preview payload's: every field lenient (see above) but the root texts, `overrides` where a
 * field needs more than its response type says (an instant that must be a date).
 */
function previewOf<T extends z.ZodObject>(schema: T, overrides: Record<string, z.ZodType> = {}) {
  const roots = Object.fromEntries(
    Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([, field]) => field instanceof z.ZodString)
      .map(([name, field]) => [name, bounded(field)]),
  );
  return lenientObject(schema, { ...roots, ...overrides }) as unknown as z.ZodType<z.output<T>, unknown>;
}

export const clinicPreviewSchema = previewOf(ClinicSchema, {
  // A broken day is closed (the response type would drop it as absent).
  openingHours,
  // Digits only: the page dials it (a tel: link).
  phone: z
    .string()
    .regex(/^\d{1,20}$/)
    .nullable()
    .optional()
    .catch(null)
    .transform((v) => v ?? null),
  // Not edited in the console (the server derives them from the address when it saves): the preview has none.
  district: z.null().catch(null).default(null),
  location: z.null().catch(null).default(null),
  // Only the languages the page can name.
  languages: z.array(z.enum(CLINIC_LANGUAGES)).max(4).catch([]).default([]),
});

export const doctorPreviewSchema = previewOf(DoctorSchema, {
  // An empty board is no board: the page shows no badge.
  specialistBoard: optionalText.transform((v) => v || null),
});

export const eventPreviewSchema = previewOf(EventSchema, { startsAt: optionalInstant, endsAt: optionalInstant });

const photo = z.object({
  url: text,
  path: text.catch('').default(''),
  name: text.catch('').default(''),
  type: text.catch('').default(''),
  size: count,
  hash: text.catch('').default(''),
  takenAt: optionalText,
});

export const reviewPreviewSchema = z
  .object({
    id: z.number().int().catch(0).default(0),
    title: text,
    content: text.catch('').default(''),
    rating: z.number().int().min(1).max(5).catch(5).default(5),
    created_at: z
      .string()
      .max(100)
      .refine((v) => !Number.isNaN(Date.parse(v)))
      .catch(() => new Date().toISOString())
      .default(() => new Date().toISOString()),
    updated_at: z.null().catch(null).default(null),
    treatments: named,
    beforePhotos: z.array(photo).catch([]).default([]),
    afterPhotos: z.array(photo).catch([]).default([]),
    event: z
      .object({ id: z.number().int(), title: text })
      .nullable()
      .optional()
      .catch(null)
      .transform((v) => v ?? null),
    clinic: clinicSummary,
    doctors: named,
    // Trust fields (DESIGN §8): a preview without them reads as a plain booked review.
    verification: z.enum(['booked', 'consulted', 'treated']).catch('booked').default('booked'),
    pricePaid: z.number().int().min(0).nullable().catch(null).default(null),
    priceMatched: z.enum(['SAME', 'DIFFERENT', 'NOT_SHOWN']).nullable().catch(null).default(null),
    treatedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .catch(null)
      .default(null),
    incentive: z.boolean().nullable().catch(null).default(null),
    authorNickname: optionalText,
    // The clinic has not answered a review that is still being written.
    reply: z.null().catch(null).default(null),
    moderation: z.null().catch(null).default(null),
  })
  // Shown like a public review: each photo's URL and, after the treatment, its day (the page never reads a capture time).
  .transform(({ beforePhotos, afterPhotos, ...review }) => ({
    ...review,
    beforePhotos: beforePhotos.map((p) => ({ url: p.url, daysAfterTreatment: null })),
    afterPhotos: afterPhotos.map((p) => ({
      url: p.url,
      daysAfterTreatment: daysAfterTreatment(review.treatedOn, p.takenAt),
    })),
  }));

export const PREVIEW_KEYS = {
  clinic: 'tempClinicInfo',
  doctor: 'tempDoctorInfo',
  event: 'tempEventInfo',
  review: 'tempReviewInfo',
} as const;

/** JSON text from storage → a parsed preview, or null when it is missing, not JSON or not the shape. */
export function parsePreview<T extends z.ZodType>(raw: string | null, schema: T): z.infer<T> | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
