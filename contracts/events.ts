import { z } from 'zod';
import { averageRating, ImageSchema, NamedRefSchema, ratingCounts } from './common';
import { ClinicSummarySchema } from './clinics';
import {
  DESCRIPTION_MAX,
  idList,
  imageList,
  imagePath,
  isoDay,
  NAME_MAX,
  optionalText,
  PRICE_MAX,
  requiredText,
  ruleParams,
} from './fields';

// An event (a treatment offer with its price): what visitors read, what the clinic's staff write and see.

export const EVENT_SORTS = ['recommended', 'price', 'discount'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/**
 * What an event's price says, the block every event card and page shows (components/event/event-price.tsx says each
 * fact by its table, which a new fact here does not compile without).
 */
const eventPriceFields = {
  regularPrice: z
    .number()
    .int()
    .min(0)
    .max(PRICE_MAX)
    .nullable()
    .meta({ description: 'Regular price in KRW; null when not shown' }),
  eventPrice: z
    .number()
    .int()
    .min(0)
    .max(PRICE_MAX)
    .nullable()
    .meta({ description: 'Event price in KRW; null when not shown' }),
  discountRate: z.number().int().min(0).max(100).nullable().meta({
    description: 'Whole percent off the regular price, derived from the two prices; null when either is missing',
  }),
  vatIncluded: z.boolean().nullable().meta({ description: 'Whether the event price includes VAT; null when not said' }),
  anesthesiaIncluded: z
    .boolean()
    .nullable()
    .meta({ description: 'Whether the event price includes anesthesia; null when not said' }),
  aftercareIncluded: z
    .boolean()
    .nullable()
    .meta({ description: 'Whether the event price includes aftercare; null when not said' }),
  sessions: z.number().int().min(1).max(99).nullable().meta({
    description:
      'How many sessions (회) the event price covers, 1–99 (3 for a three-session package); null when not said',
  }),
};

/** An event's price facts as its cards and page read them. */
export type EventPriceFacts = z.infer<z.ZodObject<typeof eventPriceFields>>;

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
    startsAt: z.string().nullable().meta({ format: 'date-time' }),
    endsAt: z.string().nullable().meta({ format: 'date-time' }),
    ...eventPriceFields,
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
  })
  .meta({ id: 'Event' });

export const EVENT_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;

export const StaffEventSchema = EventSchema.extend({
  status: z
    .enum(EVENT_STATUSES)
    .meta({ description: 'From its days and now: ENDED events leave the public ongoing list' }),
}).meta({ id: 'StaffEvent' });

/**
 * The price facts a clinic writes: the response's own fields (the same rules, `.nullable()`), less the discount rate the
 * server derives from the two prices, each optional (a PATCH keeps what it leaves out).
 */
const priceBodyFields = z.object(eventPriceFields).omit({ discountRate: true }).partial().shape;

const eventFields = {
  title: requiredText('title', NAME_MAX),
  content: optionalText('content', DESCRIPTION_MAX).optional(),
  cardImage: imagePath('cardImage').nullable().optional(),
  mainImage: imagePath('mainImage').nullable().optional(),
  detailImages: imageList('detailImages').optional(),
  treatments: idList('treatments').optional(),
  ...priceBodyFields,
  /** First and last day of the event, in Korean time (inclusive). */
  startsOn: isoDay('startsOn').optional(),
  endsOn: isoDay('endsOn').optional(),
};

type EventChecks = {
  regularPrice?: number | null;
  eventPrice?: number | null;
  startsOn?: string | null;
  endsOn?: string | null;
};
const eventRules = <T extends z.ZodType<EventChecks>>(schema: T) =>
  schema
    .refine((e) => e.regularPrice == null || e.eventPrice == null || e.eventPrice <= e.regularPrice, {
      message: 'eventPrice must not be more than regularPrice',
      path: ['eventPrice'],
      params: ruleParams('priceOrder'),
    })
    .refine((e) => !e.startsOn || !e.endsOn || e.startsOn <= e.endsOn, {
      message: 'endsOn must not be before startsOn',
      path: ['endsOn'],
      params: ruleParams('dayOrder'),
    });

export const eventBody = eventRules(z.object(eventFields));
/** A PATCH checks the pair rules against what it sends; the backend checks them again against the stored event. */
export const eventPatchBody = eventRules(z.object(eventFields).partial());
export type EventBody = z.input<typeof eventBody>;
/** What a write stores, as the backend receives it once checked (a PATCH leaves out what it keeps). */
export type EventWrite = z.output<typeof eventPatchBody>;

export type Event = z.infer<typeof EventSchema>;
export type StaffEvent = z.infer<typeof StaffEventSchema>;
