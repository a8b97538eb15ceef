import { z } from 'zod';
import { COUNSEL_STATES } from '../counsel-states';
import { DAYS_OFF_MAX, lastDayOffFrom } from '../days-off';
import { seoulClock, TIME_PATTERN } from '../opening-hours';
import { positiveId } from './common';

// The partner console's rules, shared by its forms, the BFF and the backend's /auth and /staff routes.
// Unknown fields (clinic_id, counters, ratings…) are dropped by z.object and never stored.

const noNul = (s: string) => !s.includes('\u0000');

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
export const changePasswordBody = z.object({ current_password: sha256Hex('current_password'), new_password: sha256Hex('new_password') });

/** New passwords: at least 8 characters (checked in the browser, which alone sees the password). */
export const PASSWORD_MIN = 8;

const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`);

/** Optional text: empty or missing becomes null. */
const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`)
    .nullable()
    .transform((s) => (s ? s : null));

/**
 * An image of the payload: the URL the console read (an image the clinic already shows), or the path of an
 * upload of the clinic (its presigned URL without the query). The backend resolves it to a stored key.
 */
export const imagePath = (name: string) =>
  z
    .string({ error: `${name} must be an image path` })
    .min(1, `${name} must be an image path`)
    .max(1000, `${name} is too long`)
    .refine(noNul, `${name} must not contain NUL characters`);

export const IMAGES_MAX = 20;
const imageList = (name: string) =>
  z.array(imagePath(name), { error: `${name} must be an array of image paths` }).max(IMAGES_MAX, `${name} must have at most ${IMAGES_MAX} images`);

export const LINKS_MAX = 30;
const idList = (name: string) =>
  z
    .array(positiveId(name), { error: `${name} must be an array of ids` })
    .max(LINKS_MAX, `${name} must have at most ${LINKS_MAX} items`)
    .transform((ids) => [...new Set(ids)]);

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 5000;

/** Korean postal code: five digits. */
export const postalCode = z
  .string({ error: 'postalCode must be 5 digits' })
  .regex(/^\d{5}$/, 'postalCode must be 5 digits')
  .nullable();

/** Digits only (the PHONE text format), 8 to 12 of them: 1588xxxx, 02xxxxxxx, 010xxxxxxxx. */
export const phoneNumber = z
  .string({ error: 'phone must be digits' })
  .regex(/^\d*$/, 'phone can only contain digits')
  .refine((s) => s === '' || (s.length >= 8 && s.length <= 12), 'phone must have 8 to 12 digits')
  .nullable()
  .transform((s) => (s ? s : null));

const hhmm = (name: string) => z.string({ error: `${name} must be HH:MM` }).regex(TIME_PATTERN, `${name} must be HH:MM (00:00–23:59)`);
const dayHours = (day: string) =>
  z
    .object({
      open: hhmm(`openingHours.days.${day}.open`),
      close: hhmm(`openingHours.days.${day}.close`),
      breakStart: hhmm(`openingHours.days.${day}.breakStart`).nullable().optional(),
      breakEnd: hhmm(`openingHours.days.${day}.breakEnd`).nullable().optional(),
    })
    .refine((d) => !d.breakStart === !d.breakEnd, `openingHours.days.${day}: a lunch break needs a start and an end`)
    // 'HH:MM' strings compare like times. A lunch break ends after it starts, and on a day that does not run past
    // midnight it lies within the hours.
    .refine(
      (d) => !d.breakStart || !d.breakEnd || (d.breakStart < d.breakEnd && (d.close <= d.open || (d.open <= d.breakStart && d.breakEnd <= d.close))),
      `openingHours.days.${day}: the lunch break must end after it starts, within the opening hours`,
    )
    .nullable()
    .optional();

/** A calendar day that exists ('2026-02-30' does not). */
const realDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/** Opening hours as the console edits them (lib/opening-hours.ts): per weekday, null = closed. */
export const openingHoursBody = z
  .object({
    days: z.object({
      mon: dayHours('mon'),
      tue: dayHours('tue'),
      wed: dayHours('wed'),
      thu: dayHours('thu'),
      fri: dayHours('fri'),
      sat: dayHours('sat'),
      sun: dayHours('sun'),
    }),
    closedDates: z
      .array(
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'closedDates must be YYYY-MM-DD dates')
          .refine(realDay, 'closedDates must be YYYY-MM-DD dates'),
      )
      .max(DAYS_OFF_MAX, `at most ${DAYS_OFF_MAX} days off`)
      // Days already past may stay (they were news once); a new one is at most a year ahead.
      .refine((dates) => dates.every((d) => d <= lastDayOffFrom(seoulClock(new Date()).date)), 'closedDates must be within a year from today')
      .transform((dates) => [...new Set(dates)].sort())
      .optional(),
  })
  .nullable();

export const CLINIC_LANGUAGES = ['ko', 'ja', 'en', 'zh'] as const;

export const clinicBody = z
  .object({
    name: requiredText('name', NAME_MAX),
    description: optionalText('description', DESCRIPTION_MAX),
    address: z.object(
      {
        postalCode,
        roadAddress: optionalText('address.roadAddress', 200),
        detailAddress: optionalText('address.detailAddress', 200),
      },
      { error: 'address must be an object' },
    ),
    phone: phoneNumber,
    specialties: idList('specialties'),
    profileImage: imagePath('profileImage').nullable(),
    bannerImage: imagePath('bannerImage').nullable(),
    introductionImages: imageList('introductionImages'),
    openingHours: openingHoursBody,
    station: z
      .object({
        name: requiredText('station.name', 30),
        walkMinutes: z.number({ error: 'station.walkMinutes must be a number' }).int().min(0).max(60, 'station.walkMinutes must be 0 to 60').nullable(),
      })
      .nullable(),
    languages: z
      .array(z.enum(CLINIC_LANGUAGES, { error: 'languages can be ko, ja, en and zh' }))
      .max(4)
      .refine((l) => new Set(l).size === l.length, 'languages must not repeat'),
    safety: z.object({
      operatingRoomCctv: z.boolean().nullable(),
      anesthesiologist: z.boolean().nullable(),
      specialistCount: z
        .number({ error: 'safety.specialistCount must be a number' })
        .int()
        .min(0)
        .max(500, 'safety.specialistCount must be 0 to 500')
        .nullable(),
      emergencyEquipment: z.boolean().nullable(),
    }),
  })
  .partial();
export type ClinicBody = z.input<typeof clinicBody>;

export const BOARD_MAX = 20;
export const LICENSE_YEAR_MIN = 1950;
/** This year in Korea (a licence cannot be from the future); read at each check, not once at start. */
export const licenseYearMax = () => seoulClock(new Date()).date.slice(0, 4);

export const doctorBody = z.object({
  name: requiredText('name', 50),
  description: optionalText('description', DESCRIPTION_MAX).optional(),
  profileImage: imagePath('profileImage').nullable().optional(),
  specialties: idList('specialties').optional(),
  /** The board ('피부과'; the page adds '전문의', so a typed '피부과 전문의' is kept as '피부과'); empty = none. */
  specialistBoard: optionalText('specialistBoard', BOARD_MAX + 4)
    .transform((s) => (s ? s.replace(/\s*전문의$/, '').trim() || null : null))
    .refine((s) => s === null || s.length <= BOARD_MAX, `specialistBoard must be at most ${BOARD_MAX} characters`)
    .optional(),
  licenseYear: z
    .number({ error: 'licenseYear must be a year' })
    .int('licenseYear must be a year')
    .min(LICENSE_YEAR_MIN, `licenseYear must be from ${LICENSE_YEAR_MIN} to this year`)
    .refine((y) => y <= Number(licenseYearMax()), `licenseYear must be from ${LICENSE_YEAR_MIN} to this year`)
    .nullable()
    .optional(),
});
export const doctorPatchBody = doctorBody.partial();
export type DoctorBody = z.input<typeof doctorBody>;

export const PRICE_MAX = 1_000_000_000;
const price = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of won` })
    .int(`${name} must be a whole number of won`)
    .min(0, `${name} must not be negative`)
    .max(PRICE_MAX, `${name} must be at most ${PRICE_MAX}`)
    .nullable();

/** A calendar day (YYYY-MM-DD) that exists. */
export const isoDay = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(realDay, `${name} must be a date (YYYY-MM-DD)`)
    .nullable();

const eventFields = {
  title: requiredText('title', NAME_MAX),
  content: optionalText('content', DESCRIPTION_MAX).optional(),
  cardImage: imagePath('cardImage').nullable().optional(),
  mainImage: imagePath('mainImage').nullable().optional(),
  detailImages: imageList('detailImages').optional(),
  treatments: idList('treatments').optional(),
  regularPrice: price('regularPrice').optional(),
  eventPrice: price('eventPrice').optional(),
  vatIncluded: z.boolean({ error: 'vatIncluded must be true, false or null' }).nullable().optional(),
  anesthesiaIncluded: z.boolean({ error: 'anesthesiaIncluded must be true, false or null' }).nullable().optional(),
  aftercareIncluded: z.boolean({ error: 'aftercareIncluded must be true, false or null' }).nullable().optional(),
  /** How many sessions (회) the event price covers. */
  sessions: z
    .number({ error: 'sessions must be a whole number from 1 to 99' })
    .int('sessions must be a whole number from 1 to 99')
    .min(1, 'sessions must be a whole number from 1 to 99')
    .max(99, 'sessions must be a whole number from 1 to 99')
    .nullable()
    .optional(),
  /** First and last day of the event, in Korean time (inclusive). */
  startsOn: isoDay('startsOn').optional(),
  endsOn: isoDay('endsOn').optional(),
};

type EventChecks = { regularPrice?: number | null; eventPrice?: number | null; startsOn?: string | null; endsOn?: string | null };
const eventRules = <T extends z.ZodType<EventChecks>>(schema: T) =>
  schema
    .refine((e) => e.regularPrice == null || e.eventPrice == null || e.eventPrice <= e.regularPrice, {
      message: 'eventPrice must not be more than regularPrice',
      path: ['eventPrice'],
    })
    .refine((e) => !e.startsOn || !e.endsOn || e.startsOn <= e.endsOn, { message: 'endsOn must not be before startsOn', path: ['endsOn'] });

export const eventBody = eventRules(z.object(eventFields));
/** A PATCH checks the pair rules against what it sends; the backend checks them again against the stored event. */
export const eventPatchBody = eventRules(z.object(eventFields).partial());
export type EventBody = z.input<typeof eventBody>;

export const counselState = (name: string) => z.enum(COUNSEL_STATES, { error: `${name} must be one of ${COUNSEL_STATES.join(', ')}` });

export const counselMoveBody = z.object({ state: counselState('state') });

/** Which move an undo takes back: the counsel's `undo.change_id`, so a stale console cannot undo a later change. */
export const counselUndoBody = z.object({ change_id: positiveId('change_id') });

export const REPLY_MAX = 1000;
export const replyBody = z.object({ content: requiredText('content', REPLY_MAX) });
