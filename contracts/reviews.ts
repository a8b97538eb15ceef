import { z } from 'zod';
import { ClinicSummarySchema } from './clinics';
import { noNul, NamedRefSchema, positiveId, realDay, TitledRefSchema, todayInKorea } from './common';
import { requiredText } from './fields';
import { OwnReviewModerationSchema, ReviewModerationSchema } from './moderation';
import { SideEffectEntrySchema, sideEffectList } from './trust';

// A review: what visitors read, what its writer reads and writes, the clinic's reply, the orders its list offers.

// `popular` is the home page's filter (rated 4+ with before and after photos); the explore hub does not offer it.
export const PRICE_MATCHES = ['SAME', 'DIFFERENT', 'NOT_SHOWN'] as const;
export type PriceMatch = (typeof PRICE_MATCHES)[number];

export const REVIEW_SORTS = ['latest', 'popular', 'rating_desc', 'rating_asc', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const PhotoSchema = z
  .object({
    url: z.string().meta({
      description: 'The served copy: re-encoded, without metadata',
      example: '/files/photos/6f1c2a9e4b7d4c0e8a3f.webp',
    }),
    daysAfterTreatment: z.number().int().min(0).nullable().meta({
      description:
        "An after photo's days from the review's treatment date to the day it was taken (Seoul calendar), the N of '시술 후 N일'; null for before photos, without a treatment date or capture time, or when taken before the treatment",
      example: 14,
    }),
  })
  .meta({
    id: 'Photo',
    description:
      "A review photo as anyone may see it. The original file name, size, hash, type and capture time are never public (only the writer's own review carries them: OwnPhoto).",
  });

/** A photo of the caller's own review: the public fields and the entry the editor keeps and sends back. */
export const OwnPhotoSchema = PhotoSchema.extend({
  path: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  hash: z.string().meta({ description: 'SHA-256, hex' }),
  takenAt: z.string().nullable().meta({
    format: 'date-time',
    description: 'When the photo was taken (its metadata, else its upload); null when unknown',
  }),
}).meta({ id: 'OwnPhoto' });

export const ReviewReplySchema = z
  .object({
    content: z.string(),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'When the reply was last changed; null if never' }),
    answersEarlierVersion: z.boolean().optional().meta({
      description:
        "The writer edited the review after the reply was last written: it answers the review as it was ('수정 전 리뷰에 대한 답변')",
    }),
  })
  .meta({ id: 'ReviewReply' });

export const VERIFICATION_LEVELS = ['booked', 'consulted', 'treated'] as const;
export type Verification = (typeof VERIFICATION_LEVELS)[number];

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    rating: z.number().int().min(1).max(5),
    created_at: z.string().meta({ format: 'date-time' }),
    updated_at: z.string().nullable().meta({
      format: 'date-time',
      description:
        "When the writer last changed the review ('수정됨'); null if never. Replies, badges and counts do not change it",
    }),
    treatments: z.array(NamedRefSchema),
    beforePhotos: z.array(PhotoSchema),
    afterPhotos: z.array(PhotoSchema),
    event: TitledRefSchema.nullable(),
    clinic: ClinicSummarySchema,
    doctors: z.array(NamedRefSchema),
    verification: z.enum(VERIFICATION_LEVELS).meta({
      description:
        "From the review's counsel: booked (written from a counsel booked here: every review), consulted (the clinic marked the consultation complete), treated (the clinic marked the treatment complete)",
    }),
    pricePaid: z.number().int().nullable().meta({ description: 'What the writer paid, in KRW; null = not said' }),
    priceMatched: z.enum(PRICE_MATCHES).nullable().meta({
      description: 'Whether the price paid matched the price shown (NOT_SHOWN: no price was shown); null = not said',
    }),
    treatedOn: z
      .string()
      .nullable()
      .meta({ format: 'date', description: 'Treatment date (YYYY-MM-DD); null = not said' }),
    incentive: z.boolean().nullable().meta({
      description:
        'The writer received a discount, points or another benefit for the review; null: the writer did not say',
    }),
    authorNickname: z.string().nullable().meta({
      description: "The writer's nickname; null when the writer has deleted the account (shown as '탈퇴한 회원')",
    }),
    helpfulCount: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: "How many members marked the review '도움이 돼요'" }),
    reply: ReviewReplySchema.nullable().meta({
      description: "The clinic's public answer to the review ('병원 답변'); null when it has not replied",
    }),
    sideEffects: z.array(SideEffectEntrySchema).optional().meta({
      description:
        "The side effects the writer reported in the review (one review's page and the writer's own; blank while a 임시조치 hides it)",
    }),
    moderation: ReviewModerationSchema.nullable().meta({
      description:
        "Set while a clinic's 권리침해 신고 hides the review (임시조치): title, content, photos and price facts are then blank. Null otherwise",
    }),
  })
  .meta({ id: 'Review' });

/** A review as its writer reads it (GET /member/reviews): the public review with each photo's full entry. */
export const OwnReviewSchema = ReviewSchema.extend({
  beforePhotos: z.array(OwnPhotoSchema),
  afterPhotos: z.array(OwnPhotoSchema),
  moderation: OwnReviewModerationSchema.nullable().meta({
    description:
      'Set while a 임시조치 hides the review (its writer still reads it in full), with whether they objected',
  }),
}).meta({ id: 'OwnReview' });

/** The caller's reviews in their list (GET /member/reviews): the public shape, in full also while a 임시조치 hides one. */
export const WriterReviewSchema = ReviewSchema.extend({
  moderation: OwnReviewModerationSchema.nullable().meta({
    description:
      'Set while a 임시조치 hides the review from others (its writer still reads it in full), with whether they objected',
  }),
}).meta({ id: 'WriterReview' });

/** The caller's own review (GET /member/reviews/{id}): what the editor loads, with the counsel it was written for. */
export const MemberReviewSchema = OwnReviewSchema.extend({
  counsel_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The counsel the review was written for; null if that counsel is gone' }),
}).meta({ id: 'MemberReview' });

// The review payload (spec §3 plus the trust fields of DESIGN §8), shared by the editor, the BFF and the backend.
// Unknown fields (member id, counters, verification, clinic_seq…) are dropped by z.object, never stored.

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 5000;
export const REVIEW_PHOTOS_MAX = 10;
export const REVIEW_LINKS_MAX = 20;
export const PRICE_PAID_MAX = 1_000_000_000;

// Title and content may be empty (spec §5: the review editor has no validation, an empty field never blocks
// a save); pages show the treatment names where a title is missing (lib/review-headline.ts).
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(noNul, `${name} must not contain NUL characters`);

/** An id, or an object carrying it ({id}): the editor's multi-select items are accepted as they are. */
const idOrRef = (name: string) =>
  z.union([positiveId(name), z.object({ id: positiveId(name) }).transform((ref) => ref.id)], {
    error: `${name} must be a list of positive integer ids or {id} objects`,
  });

/** A list of ids (duplicates dropped). */
const idList = (name: string) =>
  z
    .array(idOrRef(name), { error: `${name} must be an array of ids` })
    .max(REVIEW_LINKS_MAX, `${name} must have at most ${REVIEW_LINKS_MAX} items`)
    .transform((ids) => [...new Set(ids)]);

/** A stored photo as the payload names it (spec §3 "photo entry after upload"). */
export const photoEntry = z.object({
  url: z.string().max(2000).optional(),
  path: z.string({ error: 'path is required' }).min(1, 'path is required').max(1000),
  name: z
    .string({ error: 'name is required' })
    .max(255, 'name must be at most 255 characters')
    .refine(noNul, 'name must not contain NUL characters'),
  type: z.string({ error: 'type is required' }).max(100),
  size: z
    .number({ error: 'size must be an integer' })
    .int('size must be an integer')
    .min(0)
    .max(100 * 1024 * 1024, 'size must be at most 100 MB'),
  hash: z
    .string({ error: 'hash is required' })
    .regex(/^[0-9a-fA-F]{64}$/, 'hash must be a hex SHA-256')
    .transform((h) => h.toLowerCase()),
});
export type PhotoEntryInput = z.input<typeof photoEntry>;

const photoList = (name: string) =>
  z
    .array(photoEntry, { error: `${name} must be an array of photo entries` })
    .max(REVIEW_PHOTOS_MAX, `${name} must have at most ${REVIEW_PHOTOS_MAX} photos`);

const treatedOn = z
  .string({ error: 'treatedOn must be a date YYYY-MM-DD or null' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'treatedOn must be a date YYYY-MM-DD or null')
  .refine(realDay, 'treatedOn must be a real date')
  .refine((s) => s >= '2000-01-01', 'treatedOn must be after 2000-01-01')
  // A day ahead of Korea's date is allowed for nobody: the treatment has happened.
  .refine((s) => s <= todayInKorea(), 'treatedOn must not be in the future')
  .nullable()
  .meta({ format: 'date', example: '2026-10-01' });

/** The fields a review's writer chooses (everything but which counsel it is for). */
const reviewFields = {
  event_id: positiveId('event_id').nullable().meta({ description: 'An event of the clinic, or null for none' }),
  doctors: idList('doctors').meta({ description: 'Doctors of the clinic: ids or {id} objects' }),
  title: text('title', REVIEW_TITLE_MAX),
  content: text('content', REVIEW_CONTENT_MAX),
  treatments: idList('treatments').meta({ description: 'Treatment ids or {id} objects' }),
  rating: z
    .number({ error: 'rating must be an integer from 1 to 5' })
    .int('rating must be an integer from 1 to 5')
    .min(1, 'rating must be an integer from 1 to 5')
    .max(5, 'rating must be an integer from 1 to 5'),
  beforePhotos: photoList('beforePhotos'),
  afterPhotos: photoList('afterPhotos'),
  pricePaid: z
    .number({ error: `pricePaid must be an integer from 0 to ${PRICE_PAID_MAX} (KRW) or null` })
    .int(`pricePaid must be an integer from 0 to ${PRICE_PAID_MAX} (KRW) or null`)
    .min(0, `pricePaid must be an integer from 0 to ${PRICE_PAID_MAX} (KRW) or null`)
    .max(PRICE_PAID_MAX, `pricePaid must be an integer from 0 to ${PRICE_PAID_MAX} (KRW) or null`)
    .nullable()
    .meta({ description: 'What the writer paid, in KRW; null = not said' }),
  priceMatched: z
    .enum(PRICE_MATCHES, { error: 'priceMatched must be one of SAME, DIFFERENT, NOT_SHOWN or null' })
    .nullable()
    .meta({
      description:
        'Whether the price paid matched the price shown: SAME, DIFFERENT, NOT_SHOWN (no price was shown); null = not said',
    }),
  treatedOn,
  incentive: z.boolean({ error: 'incentive must be true, false or null' }).nullable().meta({
    description:
      'Whether the writer received a discount, points or another benefit for the review (shown when true); null = not stated (shown as such)',
  }),
};

/** Complications the writer reports (docs/trust.md#side-effects); none when left out. */
const reviewSideEffects = sideEffectList.meta({
  description: 'Side effects the writer had, once per code (OTHER needs a note); counted for the treatment statistics',
});

/** POST /member/reviews. */
export const createReviewBody = z.object({
  counsel_id: positiveId('counsel_id').meta({ description: "The caller's counsel the review is written for" }),
  clinic_id: positiveId('clinic_id').optional().meta({
    description:
      "Optional: the clinic comes from the counsel; when given it must be the counsel's clinic (400 otherwise)",
  }),
  ...reviewFields,
  event_id: reviewFields.event_id.optional().transform((v) => v ?? null),
  doctors: reviewFields.doctors.optional().transform((v) => v ?? []),
  treatments: reviewFields.treatments.optional().transform((v) => v ?? []),
  beforePhotos: reviewFields.beforePhotos.optional().transform((v) => v ?? []),
  afterPhotos: reviewFields.afterPhotos.optional().transform((v) => v ?? []),
  pricePaid: reviewFields.pricePaid.optional().transform((v) => v ?? null),
  priceMatched: reviewFields.priceMatched.optional().transform((v) => v ?? null),
  treatedOn: reviewFields.treatedOn.optional().transform((v) => v ?? null),
  title: reviewFields.title.optional().transform((v) => v ?? ''),
  content: reviewFields.content.optional().transform((v) => v ?? ''),
  incentive: reviewFields.incentive.optional().transform((v) => v ?? null),
  sideEffects: reviewSideEffects.optional().transform((v) => v ?? []),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;
export type CreateReviewInput = z.input<typeof createReviewBody>;

/**
 * PATCH /member/reviews/{id}: the fields given replace the review's (a photo list replaces the whole
 * list); the ones left out stay. counsel_id and clinic_id may be sent (the editor sends its whole payload)
 * but must then be the review's own.
 */
export const updateReviewBody = z.object({
  counsel_id: positiveId('counsel_id')
    .optional()
    .meta({ description: "Optional; when given it must be the review's counsel (400 otherwise)" }),
  clinic_id: positiveId('clinic_id')
    .optional()
    .meta({ description: "Optional; when given it must be the review's clinic (400 otherwise)" }),
  event_id: reviewFields.event_id.optional(),
  doctors: reviewFields.doctors.optional(),
  title: reviewFields.title.optional(),
  content: reviewFields.content.optional(),
  treatments: reviewFields.treatments.optional(),
  rating: reviewFields.rating.optional(),
  beforePhotos: reviewFields.beforePhotos.optional(),
  afterPhotos: reviewFields.afterPhotos.optional(),
  pricePaid: reviewFields.pricePaid.optional(),
  priceMatched: reviewFields.priceMatched.optional(),
  treatedOn: reviewFields.treatedOn.optional(),
  incentive: reviewFields.incentive.optional(),
  sideEffects: reviewSideEffects.optional().meta({
    description: "When given, replaces the review's own side-effect reports ([] removes them)",
  }),
});
export type UpdateReviewBody = z.output<typeof updateReviewBody>;
export type UpdateReviewInput = z.input<typeof updateReviewBody>;

/** What the editor's multi-selects hold: the chosen items with their names; the body keeps their ids. */
const namedChoices = (ids: typeof reviewFields.doctors) =>
  z
    .array(NamedRefSchema)
    .transform((refs): z.input<typeof ids> => refs)
    .pipe(ids);

/**
 * What the editor's photo strips hold: every chosen photo, an entry without a path until its file is sent (the editor
 * sends the files before the review); the body keeps the stored entries, in the strip's order.
 */
const chosenPhotos = (list: typeof reviewFields.beforePhotos) =>
  z
    .array(photoEntry.extend({ path: z.string() }))
    .transform((photos) => photos.filter((p) => p.path && p.url))
    .pipe(list);

/**
 * The member's review editor: its values are the create body's input (it sends the same body to PATCH once the review
 * exists), except that the chosen doctors and treatments keep their names and a photo not sent yet has no path.
 * Nothing here refuses an empty title or text (spec §5: nothing blocks a save).
 */
export const reviewEditorForm = createReviewBody.extend({
  doctors: namedChoices(reviewFields.doctors),
  treatments: namedChoices(reviewFields.treatments),
  beforePhotos: chosenPhotos(reviewFields.beforePhotos),
  afterPhotos: chosenPhotos(reviewFields.afterPhotos),
});
export type ReviewEditorValues = z.input<typeof reviewEditorForm>;
export type ReviewEditorBody = z.output<typeof reviewEditorForm>;

export const REPLY_MAX = 1000;
export const replyBody = z.object({ content: requiredText('content', REPLY_MAX) });

export type Photo = z.infer<typeof PhotoSchema>;
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;
export type Review = z.infer<typeof ReviewSchema>;
export type OwnReview = z.infer<typeof OwnReviewSchema>;
export type WriterReview = z.infer<typeof WriterReviewSchema>;
export type MemberReview = z.infer<typeof MemberReviewSchema>;
