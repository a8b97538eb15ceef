import { z } from 'zod';
import {
  averageRating,
  ImageSchema,
  NamedRefSchema,
  ratingCounts,
  realDay,
  todayInKorea,
  TitledRefSchema,
} from './common';
import { DAYS_OFF_MAX, lastDayOffFrom, TIME_PATTERN } from './opening-hours';
import {
  DESCRIPTION_MAX,
  idList,
  imageList,
  imagePath,
  NAME_MAX,
  optionalText,
  phoneDigits,
  requiredText,
} from './fields';
import { ClinicTrustSchema } from './trust';

// A clinic: what visitors read, what its staff write, the orders its list offers.

export const CLINIC_SORTS = ['recommended', 'rating', 'reviews', 'price'] as const;
export type ClinicSort = (typeof CLINIC_SORTS)[number];

export const ClinicAddressSchema = z
  .object({
    roadAddress: z.string().nullable(),
    detailAddress: z.string().nullable(),
    postalCode: z
      .string()
      .nullable()
      .meta({ description: 'Korean postal code (5 digits); null when not registered', example: '06035' }),
  })
  .meta({ id: 'ClinicAddress', description: 'Shown joined by a space (road address, then detail)' });

export const ClinicSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().meta({ description: 'Plain address (road + detail) for cards' }),
    profileImage: ImageSchema.nullable(),
  })
  .meta({ id: 'ClinicSummary' });

const time = z.string().regex(TIME_PATTERN);
const DayHoursSchema = z
  .object({
    open: time,
    close: time.meta({ description: 'At or before `open`: the hours run past midnight' }),
    // Inside the stored hours document: a day without a lunch break may leave both out.
    breakStart: time.nullable().optional(),
    breakEnd: time.nullable().optional(),
  })
  .nullable()
  .meta({ description: 'null: closed that weekday' });
export const OpeningHoursSchema = z
  .object({
    days: z.object({
      mon: DayHoursSchema.optional(),
      tue: DayHoursSchema.optional(),
      wed: DayHoursSchema.optional(),
      thu: DayHoursSchema.optional(),
      fri: DayHoursSchema.optional(),
      sat: DayHoursSchema.optional(),
      sun: DayHoursSchema.optional(),
    }),
    closedDates: z
      .array(z.string().meta({ format: 'date' }))
      .optional()
      .meta({ description: "The clinic's days off (휴진일), Korean calendar days" }),
  })
  .meta({ id: 'OpeningHours', description: "Opening hours in Korean time (Asia/Seoul), 'HH:MM'" });

export const ClinicSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    address: ClinicAddressSchema,
    specialties: z.array(NamedRefSchema),
    doctors: z.array(NamedRefSchema),
    events: z.array(TitledRefSchema),
    profileImage: ImageSchema.nullable(),
    bannerImage: ImageSchema.nullable(),
    introductionImages: z.array(ImageSchema),
    phone: z
      .string()
      .nullable()
      .meta({ description: 'Phone number, digits only; null when not registered', example: '0234567890' }),
    district: z.string().nullable().meta({
      description: 'The 구 or 군 of the road address (the area filter); null without an address',
      example: '강남구',
    }),
    location: z
      .object({
        latitude: z.number().meta({ example: 37.4979 }),
        longitude: z.number().meta({ example: 127.0276 }),
      })
      .nullable()
      .meta({
        description:
          'Where the clinic is (WGS84 degrees), located from the road address when it was saved (Kakao Local address search, when the server has a key); null when not located',
      }),
    openingHours: OpeningHoursSchema.nullable(),
    station: z
      .object({
        name: z.string().meta({ example: '강남역' }),
        walkMinutes: z.number().int().nullable().meta({ description: 'Minutes on foot from the station' }),
      })
      .nullable()
      .meta({ description: 'The nearest subway station; null when not given' }),
    languages: z
      .array(z.string().meta({ example: 'ja' }))
      .optional()
      .meta({ description: 'Languages the staff speak (ko, ja, en, zh); empty when not given' }),
    safety: z
      .object({
        operatingRoomCctv: z.boolean().nullable().meta({ description: 'CCTV in the operating room' }),
        anesthesiologist: z.boolean().nullable().meta({ description: 'An anesthesiologist on staff' }),
        specialistCount: z.number().int().nullable().meta({ description: 'Board-certified specialists (전문의)' }),
        emergencyEquipment: z
          .boolean()
          .nullable()
          .meta({ description: 'Emergency equipment (defibrillator, oxygen, …)' }),
      })
      .optional()
      .meta({ description: 'Safety facts the clinic gave; null = not said' }),
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
    trust: ClinicTrustSchema.optional().meta({
      description:
        'Price honoured and answer time (docs/trust.md), each with its n; rates and medians are null below their thresholds',
    }),
  })
  .meta({ id: 'Clinic' });

/** Korean postal code: five digits. */
export const postalCode = z
  .string({ error: 'postalCode must be 5 digits' })
  .regex(/^\d{5}$/, 'postalCode must be 5 digits')
  .nullable();

/** The clinic's phone: digits only (the PHONE text format), 8 to 12 of them; empty becomes null. */
export const phoneNumber = phoneDigits('phone');

const hhmm = (name: string) =>
  z.string({ error: `${name} must be HH:MM` }).regex(TIME_PATTERN, `${name} must be HH:MM (00:00–23:59)`);
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
      (d) =>
        !d.breakStart ||
        !d.breakEnd ||
        (d.breakStart < d.breakEnd && (d.close <= d.open || (d.open <= d.breakStart && d.breakEnd <= d.close))),
      `openingHours.days.${day}: the lunch break must end after it starts, within the opening hours`,
    )
    .nullable()
    .optional();

/** Opening hours as the console edits them (contracts/opening-hours.ts): per weekday, null = closed. */
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
      .refine(
        (dates) => dates.every((d) => d <= lastDayOffFrom(todayInKorea())),
        'closedDates must be within a year from today',
      )
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
        walkMinutes: z
          .number({ error: 'station.walkMinutes must be a number' })
          .int()
          .min(0)
          .max(60, 'station.walkMinutes must be 0 to 60')
          .nullable(),
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
/** What a write stores, as the backend receives it once checked (fields left out are kept). */
export type ClinicWrite = z.output<typeof clinicBody>;

export type Clinic = z.infer<typeof ClinicSchema>;
export type ClinicSummary = z.infer<typeof ClinicSummarySchema>;
export type OpeningHoursAnswer = z.infer<typeof OpeningHoursSchema>;
