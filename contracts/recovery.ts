import { z } from 'zod';
import { CHECKIN_DAYS, RECOVERY_METRICS, sideEffectList, SideEffectEntrySchema, type CheckinDay } from './trust';

// Recovery check-ins and curves (issue 27 part 3, docs/trust.md#recovery). A reviewer who gave a treatment date
// rates swelling, bruising, pain and satisfaction 0–10 on days 3, 7, 14, 30 and 90 after it; each treatment and
// event publishes the median per day with the quartiles and n, hidden below TRUST_RECOVERY_MIN_N per day.

/** The day after `day` a check-in closes (exclusive): the next milestone, day 90 closes on day 120. */
export function checkinClosesAfter(day: CheckinDay): number {
  const i = CHECKIN_DAYS.indexOf(day);
  return i + 1 < CHECKIN_DAYS.length ? CHECKIN_DAYS[i + 1] : 120;
}

const DAY_MS = 86_400_000;

/** Whole days from `treatedOn` (YYYY-MM-DD) to `today` (YYYY-MM-DD, Korean date). */
export function daysSince(treatedOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${treatedOn}T00:00:00Z`)) / DAY_MS);
}

/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The check-in day open on `today` for a treatment on `treatedOn`, or null (before day 3, after day 119). */
export function openCheckinDay(treatedOn: string, today: string): CheckinDay | null {
  const since = daysSince(treatedOn, today);
  return CHECKIN_DAYS.find((d) => since >= d && since < checkinClosesAfter(d)) ?? null;
}

const score = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 0 to 10` })
    .int(`${name} must be a whole number from 0 to 10`)
    .min(0, `${name} must be a whole number from 0 to 10`)
    .max(10, `${name} must be a whole number from 0 to 10`);

/** PUT /member/reviews/{id}/checkins/{day}: the four ratings and, optionally, complications. */
export const checkinBody = z
  .object({
    swelling: score('swelling'),
    bruising: score('bruising'),
    pain: score('pain'),
    satisfaction: score('satisfaction'),
    sideEffects: sideEffectList.optional(),
  })
  .meta({ id: 'CheckinBody' });
export type CheckinBody = z.infer<typeof checkinBody>;

export const checkinDayParam = z.coerce
  .number({ error: `day must be one of ${CHECKIN_DAYS.join(', ')}` })
  .refine((d): d is CheckinDay => (CHECKIN_DAYS as readonly number[]).includes(d), {
    message: `day must be one of ${CHECKIN_DAYS.join(', ')}`,
  });

/** One check-in as its writer sees it. */
export const CheckinSchema = z
  .object({
    day: z.number().int(),
    swelling: z.number().int(),
    bruising: z.number().int(),
    pain: z.number().int(),
    satisfaction: z.number().int(),
    sideEffects: z.array(SideEffectEntrySchema),
    createdAt: z.string(),
  })
  .meta({ id: 'Checkin' });
export type Checkin = z.infer<typeof CheckinSchema>;

/** A review's check-in schedule: each day's window (opensOn inclusive, closesOn exclusive) and its check-in. */
export const ReviewCheckinsSchema = z
  .object({
    reviewId: z.number().int(),
    treatedOn: z.string(),
    // The day open today (Korean date), or null.
    openDay: z.number().int().nullable(),
    days: z.array(
      z.object({
        day: z.number().int(),
        opensOn: z.string(),
        closesOn: z.string(),
        open: z.boolean(),
        checkin: CheckinSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'ReviewCheckins' });
export type ReviewCheckins = z.infer<typeof ReviewCheckinsSchema>;

/** One point of a curve: null values while n is below the threshold. */
export const CurvePointSchema = z
  .object({
    day: z.number().int(),
    n: z.number().int().min(0),
    median: z.number().nullable(),
    p25: z.number().nullable(),
    p75: z.number().nullable(),
  })
  .meta({ id: 'CurvePoint' });
export type CurvePoint = z.infer<typeof CurvePointSchema>;

/** A treatment's or event's recovery curves, one per metric, one point per check-in day. */
export const RecoveryCurvesSchema = z
  .object({
    threshold: z.number().int(),
    metrics: z.object(
      Object.fromEntries(RECOVERY_METRICS.map((m) => [m, z.array(CurvePointSchema)])) as Record<
        (typeof RECOVERY_METRICS)[number],
        z.ZodArray<typeof CurvePointSchema>
      >,
    ),
  })
  .meta({ id: 'RecoveryCurves' });
export type RecoveryCurves = z.infer<typeof RecoveryCurvesSchema>;

/** A review's public check-in timeline (the four ratings per day). */
export const CheckinTimelineSchema = z
  .array(
    z.object({
      day: z.number().int(),
      swelling: z.number().int(),
      bruising: z.number().int(),
      pain: z.number().int(),
      satisfaction: z.number().int(),
    }),
  )
  .meta({ id: 'CheckinTimeline' });
export type CheckinTimeline = z.infer<typeof CheckinTimelineSchema>;
