import { z } from '@hono/zod-openapi';
import { TIME_PATTERN } from '@/lib/opening-hours';
import { ERROR_CODE_DESCRIPTION, ERROR_CODES } from '../lib/error-codes';

// Response shapes, field names exactly as the API has always had them (note the mix: created_at but averageRating).

export const ImageSchema = z.object({ url: z.string().openapi({ example: '/files/seed/clinic-profile-1.webp' }) }).openapi('Image');
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() }).openapi('NamedRef');
export const TitledRefSchema = z.object({ id: z.number().int(), title: z.string() }).openapi('TitledRef');

export const SpecialtySchema = z.object({ id: z.number().int(), name: z.string().openapi({ example: '피부과' }) }).openapi('Specialty');
export const PartSchema = z.object({ id: z.number().int(), name: z.string().openapi({ example: '눈' }) }).openapi('Part');
export const ConcernSchema = z.object({ id: z.number().int(), name: z.string(), parts: z.array(NamedRefSchema) }).openapi('Concern');
export const TreatmentSchema = z
  .object({ id: z.number().int(), name: z.string(), concerns: z.array(NamedRefSchema), specialties: z.array(NamedRefSchema) })
  .openapi('Treatment');

export const ClinicAddressSchema = z
  .object({
    roadAddress: z.string().nullable(),
    detailAddress: z.string().nullable(),
    postalCode: z.string().nullable().optional().openapi({ description: 'Korean postal code (5 digits); null when not registered', example: '06035' }),
  })
  .openapi('ClinicAddress', { description: 'Shown joined by a space (road address, then detail)' });

export const ClinicSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string().openapi({ description: 'Plain address (road + detail) for cards' }),
    profileImage: ImageSchema.nullable(),
  })
  .openapi('ClinicSummary');

/** The average every page shows as it is: one decimal, rounded once (half up) from the exact sum and count. */
const averageRating = z.number().min(0).max(5).openapi({
  description: 'Average rating, one decimal: the exact mean of the reviews rounded once, half up (4.345… → 4.3, 4.35 → 4.4); 0 without reviews',
  example: 4.3,
});

/** Reviews per rating, on the one-entity reads (GET /public/clinics|doctors|events/{id}), not in lists. */
const ratingCounts = z
  .array(z.number().int().min(0))
  .length(5)
  .optional()
  .openapi({ description: 'How many reviews gave each rating: [1★, 2★, 3★, 4★, 5★]. Only on the one-entity read, not in lists.', example: [1, 0, 2, 9, 31] });

const time = z.string().regex(TIME_PATTERN);
const DayHoursSchema = z
  .object({
    open: time,
    close: time.openapi({ description: 'At or before `open`: the hours run past midnight' }),
    breakStart: time.nullable().optional(),
    breakEnd: time.nullable().optional(),
  })
  .nullable()
  .openapi({ description: 'null: closed that weekday' });
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
      .array(z.string().openapi({ format: 'date' }))
      .optional()
      .openapi({ description: "The clinic's days off (휴진일), Korean calendar days" }),
  })
  .openapi('OpeningHours', { description: "Opening hours in Korean time (Asia/Seoul), 'HH:MM'" });

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
    phone: z.string().nullable().optional().openapi({ description: 'Phone number, digits only; null when not registered', example: '0234567890' }),
    district: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'The 구 or 군 of the road address (the area filter); null without an address', example: '강남구' }),
    location: z
      .object({
        latitude: z.number().openapi({ example: 37.4979 }),
        longitude: z.number().openapi({ example: 127.0276 }),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          'Where the clinic is (WGS84 degrees), located from the road address when it was saved (Kakao Local address search, when the server has a key); null when not located',
      }),
    openingHours: OpeningHoursSchema.nullable().optional(),
    station: z
      .object({
        name: z.string().openapi({ example: '강남역' }),
        walkMinutes: z.number().int().nullable().openapi({ description: 'Minutes on foot from the station' }),
      })
      .nullable()
      .optional()
      .openapi({ description: 'The nearest subway station; null when not given' }),
    languages: z
      .array(z.string().openapi({ example: 'ja' }))
      .optional()
      .openapi({ description: 'Languages the staff speak (ko, ja, en, zh); empty when not given' }),
    safety: z
      .object({
        operatingRoomCctv: z.boolean().nullable().openapi({ description: 'CCTV in the operating room' }),
        anesthesiologist: z.boolean().nullable().openapi({ description: 'An anesthesiologist on staff' }),
        specialistCount: z.number().int().nullable().openapi({ description: 'Board-certified specialists (전문의)' }),
        emergencyEquipment: z.boolean().nullable().openapi({ description: 'Emergency equipment (defibrillator, oxygen, …)' }),
      })
      .optional()
      .openapi({ description: 'Safety facts the clinic gave; null = not said' }),
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
  })
  .openapi('Clinic');

export const DoctorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    profileImage: ImageSchema.nullable(),
    clinic: ClinicSummarySchema,
    specialties: z.array(NamedRefSchema),
    specialistBoard: z.string().nullable().optional().openapi({ description: "Board certification ('전문의'), e.g. 피부과; null when not given" }),
    licenseYear: z.number().int().nullable().optional().openapi({ description: 'Year of the medical licence; null when not given' }),
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
  })
  .openapi('Doctor');

export const EventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().nullable(),
    cardImage: ImageSchema.nullable(),
    mainImage: ImageSchema.nullable(),
    detailImages: z.array(ImageSchema),
    treatments: z.array(NamedRefSchema),
    clinic: ClinicSummarySchema,
    startsAt: z.string().nullable().openapi({ format: 'date-time' }),
    endsAt: z.string().nullable().openapi({ format: 'date-time' }),
    regularPrice: z.number().int().nullable().optional().openapi({ description: 'Regular price in KRW; null when not shown' }),
    eventPrice: z.number().int().nullable().optional().openapi({ description: 'Event price in KRW; null when not shown' }),
    discountRate: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({ description: 'Whole percent off the regular price, derived from the two prices; null when either is missing' }),
    vatIncluded: z.boolean().nullable().optional().openapi({ description: 'Whether the event price includes VAT; null when not said' }),
    anesthesiaIncluded: z.boolean().nullable().optional().openapi({ description: 'Whether the event price includes anesthesia; null when not said' }),
    aftercareIncluded: z.boolean().nullable().optional().openapi({ description: 'Whether the event price includes aftercare; null when not said' }),
    sessions: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({ description: 'How many sessions (회) the event price covers, 1–99 (3 for a three-session package); null when not said' }),
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
  })
  .openapi('Event');

export const PhotoSchema = z
  .object({
    url: z.string().openapi({ description: 'The served copy: re-encoded, without metadata', example: '/files/photos/6f1c2a9e4b7d4c0e8a3f.webp' }),
    daysAfterTreatment: z.number().int().min(0).nullable().openapi({
      description:
        "An after photo's days from the review's treatment date to the day it was taken (Seoul calendar), the N of '시술 후 N일'; null for before photos, without a treatment date or capture time, or when taken before the treatment",
      example: 14,
    }),
  })
  .openapi('Photo', {
    description:
      "A review photo as anyone may see it. The original file name, size, hash, type and capture time are never public (only the writer's own review carries them: OwnPhoto).",
  });

/** A photo of the caller's own review: the public fields and the entry the editor keeps and sends back. */
export const OwnPhotoSchema = PhotoSchema.extend({
  path: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  hash: z.string().openapi({ description: 'SHA-256, hex' }),
  takenAt: z.string().nullable().openapi({ format: 'date-time', description: 'When the photo was taken (its metadata, else its upload); null when unknown' }),
}).openapi('OwnPhoto');

export const ReviewReplySchema = z
  .object({
    content: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().nullable().openapi({ format: 'date-time', description: 'When the reply was last changed; null if never' }),
    answersEarlierVersion: z
      .boolean()
      .optional()
      .openapi({ description: "The writer edited the review after the reply was last written: it answers the review as it was ('수정 전 리뷰에 대한 답변')" }),
  })
  .openapi('ReviewReply');

export const VERIFICATION_LEVELS = ['booked', 'consulted', 'treated'] as const;
export type Verification = (typeof VERIFICATION_LEVELS)[number];

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    rating: z.number().int().min(1).max(5),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().nullable().optional().openapi({
      format: 'date-time',
      description: "When the writer last changed the review ('수정됨'); null if never. Replies, badges and counts do not change it",
    }),
    treatments: z.array(NamedRefSchema),
    beforePhotos: z.array(PhotoSchema),
    afterPhotos: z.array(PhotoSchema),
    event: TitledRefSchema.nullable(),
    clinic: ClinicSummarySchema,
    doctors: z.array(NamedRefSchema),
    verification: z.enum(VERIFICATION_LEVELS).openapi({
      description:
        "From the review's counsel: booked (written from a counsel booked here: every review), consulted (the clinic marked the consultation complete), treated (the clinic marked the treatment complete)",
    }),
    pricePaid: z.number().int().nullable().openapi({ description: 'What the writer paid, in KRW; null = not said' }),
    priceMatched: z
      .enum(['SAME', 'DIFFERENT', 'NOT_SHOWN'])
      .nullable()
      .openapi({ description: 'Whether the price paid matched the price shown (NOT_SHOWN: no price was shown); null = not said' }),
    treatedOn: z.string().nullable().openapi({ format: 'date', description: 'Treatment date (YYYY-MM-DD); null = not said' }),
    incentive: z
      .boolean()
      .nullable()
      .openapi({ description: 'The writer received a discount, points or another benefit for the review; null: the writer did not say' }),
    authorNickname: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "The writer's nickname; null when the writer has deleted the account (shown as '탈퇴한 회원')" }),
    helpfulCount: z.number().int().min(0).optional().openapi({ description: "How many members marked the review '도움이 돼요'" }),
    reply: ReviewReplySchema.nullable()
      .optional()
      .openapi({ description: "The clinic's public answer to the review ('병원 답변'); null when it has not replied" }),
  })
  .openapi('Review');

/** A review as its writer reads it (GET /member/reviews): the public review with each photo's full entry. */
export const OwnReviewSchema = ReviewSchema.extend({
  beforePhotos: z.array(OwnPhotoSchema),
  afterPhotos: z.array(OwnPhotoSchema),
}).openapi('OwnReview');

/** The caller's own review (GET /member/reviews/{id}): what the editor loads, with the counsel it was written for. */
export const MemberReviewSchema = OwnReviewSchema.extend({
  counsel_id: z.number().int().nullable().openapi({ description: 'The counsel the review was written for; null if that counsel is gone' }),
}).openapi('MemberReview');

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).openapi('ErrorCode', { description: ERROR_CODE_DESCRIPTION, example: 'VALIDATION_ERROR' }),
      message: z.string().openapi({ example: 'Invalid query: limit' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ example: { limit: 'limit must be an integer between 1 and 100000' } }),
      requestId: z
        .string()
        .optional()
        .openapi({ description: 'The request this answers: quote it when reporting a problem (it is in every log line of the request)' }),
    }),
  })
  .openapi('Error');

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), total: z.number().int() });

export type Image = z.infer<typeof ImageSchema>;
export type NamedRef = z.infer<typeof NamedRefSchema>;
export type Clinic = z.infer<typeof ClinicSchema>;
export type ClinicSummary = z.infer<typeof ClinicSummarySchema>;
export type Doctor = z.infer<typeof DoctorSchema>;
export type Event = z.infer<typeof EventSchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type Photo = z.infer<typeof PhotoSchema>;
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;
export type OwnReview = z.infer<typeof OwnReviewSchema>;
export type MemberReview = z.infer<typeof MemberReviewSchema>;
export type Specialty = z.infer<typeof SpecialtySchema>;
export type Part = z.infer<typeof PartSchema>;
export type Concern = z.infer<typeof ConcernSchema>;
export type Treatment = z.infer<typeof TreatmentSchema>;
