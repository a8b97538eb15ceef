import { z } from 'zod';

// Trust figures (issue 27, docs/trust.md): what verified visitors' rows add up to — price honoured, answer time,
// recovery curves, side effects. Every figure is published with its n and only from its threshold on: the backend
// never sends a rate, median or curve point computed from fewer rows than the threshold (the schemas below make
// the value null then), so no page can show one by mistake.

/** The figures a clinic may answer publicly, once each (clinic_figure_replies). */
export const CLINIC_FIGURES = ['PRICE', 'ANSWER', 'SIDE_EFFECTS'] as const;
export type ClinicFigure = (typeof CLINIC_FIGURES)[number];

/** Days after the treatment a reviewer is invited to a recovery check-in. */
export const CHECKIN_DAYS = [3, 7, 14, 30, 90] as const;
export type CheckinDay = (typeof CHECKIN_DAYS)[number];

/** What a check-in rates, each 0–10 (swelling, bruising and pain: 0 none; satisfaction: 10 best). */
export const RECOVERY_METRICS = ['swelling', 'bruising', 'pain', 'satisfaction'] as const;
export type RecoveryMetric = (typeof RECOVERY_METRICS)[number];

/** The fixed list of complications a review or check-in may report. */
export const SIDE_EFFECT_CODES = [
  'PROLONGED_SWELLING',
  'BRUISING',
  'ASYMMETRY',
  'INFECTION',
  'NUMBNESS',
  'REVISION',
  'OTHER',
] as const;
export type SideEffectCode = (typeof SIDE_EFFECT_CODES)[number];

export const SIDE_EFFECT_SEVERITIES = ['MILD', 'MODERATE', 'SEVERE'] as const;
export type SideEffectSeverity = (typeof SIDE_EFFECT_SEVERITIES)[number];

/** Where to go next after a complication (shown on every side-effect page). */
export const OFFICIAL_HELP_LINKS = [
  { key: 'k-medi', url: 'https://www.k-medi.or.kr' },
  { key: 'mfds', url: 'https://emedi.mfds.go.kr' },
  { key: 'kca', url: 'https://www.kca.go.kr' },
] as const;

/** One reported complication (in a review or a check-in). */
export const SideEffectEntrySchema = z
  .object({
    code: z.enum(SIDE_EFFECT_CODES, { error: `code must be one of ${SIDE_EFFECT_CODES.join(', ')}` }),
    severity: z.enum(SIDE_EFFECT_SEVERITIES, { error: 'severity must be one of MILD, MODERATE, SEVERE' }),
    // null: not known yet.
    resolved: z.boolean().nullable(),
    // What happened, for OTHER (required there), optional otherwise.
    note: z.string().trim().max(300, 'note must be at most 300 characters').nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.code === 'OTHER' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'note is required for OTHER' });
  })
  .meta({ id: 'SideEffectEntry' });
export type SideEffectEntry = z.infer<typeof SideEffectEntrySchema>;

/** At most one entry per code in one review or check-in. */
export const sideEffectList = z
  .array(SideEffectEntrySchema)
  .max(SIDE_EFFECT_CODES.length)
  .refine((l) => new Set(l.map((e) => e.code)).size === l.length, 'each side effect may be reported once');

/**
 * A share: `k` of `n` rows, with the threshold it is published from. `rate` (0–1) is null while n < threshold —
 * the page then says "아직 집계 중 (n명)".
 */
export const ShareFigureSchema = z
  .object({
    n: z.number().int().min(0),
    k: z.number().int().min(0).nullable(),
    rate: z.number().min(0).max(1).nullable(),
    threshold: z.number().int().min(1),
  })
  .meta({ id: 'ShareFigure' });
export type ShareFigure = z.infer<typeof ShareFigureSchema>;

/** A clinic's public reply to one of its figures. */
export const FigureReplySchema = z
  .object({ body: z.string(), updatedAt: z.string() })
  .nullable()
  .meta({ id: 'FigureReply' });

/** Price honoured: of n verified visitors who answered the price question, k paid the listed price. */
export const PriceFigureSchema = ShareFigureSchema.extend({
  // Median extra paid (won) by those who paid more than listed; null below the threshold or when nobody did.
  medianExtra: z.number().int().nullable(),
}).meta({ id: 'PriceFigure' });
export type PriceFigure = z.infer<typeof PriceFigureSchema>;

/** Answer time over the last 90 days: median minutes to the clinic's first move; k answered within 24 hours. */
export const AnswerFigureSchema = ShareFigureSchema.extend({
  medianMinutes: z.number().int().nullable(),
}).meta({ id: 'AnswerFigure' });
export type AnswerFigure = z.infer<typeof AnswerFigureSchema>;

/** Publishes a share only from its threshold on (the one rule every figure obeys; property-tested). */
export function shareFigure(n: number, k: number, threshold: number): ShareFigure {
  const shown = n >= threshold && n > 0;
  return { n, k: shown ? k : null, rate: shown ? k / n : null, threshold };
}

/** One side effect's share among a treatment's verified (TREATED) reviewers. */
export const SideEffectShareSchema = ShareFigureSchema.extend({ code: z.enum(SIDE_EFFECT_CODES) }).meta({
  id: 'SideEffectShare',
});
export type SideEffectShare = z.infer<typeof SideEffectShareSchema>;

/** A treatment's side-effect statistics: any complication, then each code of the fixed list. */
export const TreatmentSideEffectsSchema = z
  .object({ any: ShareFigureSchema, codes: z.array(SideEffectShareSchema) })
  .meta({ id: 'TreatmentSideEffects' });
export type TreatmentSideEffects = z.infer<typeof TreatmentSideEffectsSchema>;

/**
 * A clinic's side-effect count: of n verified (TREATED) reviews, k reported one. The count is always public (k is
 * never null); the rate only from the threshold on. With the clinic's reply.
 */
export const ClinicSideEffectsSchema = z
  .object({
    n: z.number().int().min(0),
    k: z.number().int().min(0),
    rate: z.number().min(0).max(1).nullable(),
    threshold: z.number().int().min(1),
    reply: FigureReplySchema,
  })
  .meta({ id: 'ClinicSideEffects' });
export type ClinicSideEffects = z.infer<typeof ClinicSideEffectsSchema>;

/** A clinic's reply to one of its figures (PUT /staff/clinic/figure-replies/{figure}). */
export const FIGURE_REPLY_MAX = 500;
export const figureReplyBody = z.object({
  body: z
    .string({ error: `body must be text of 1 to ${FIGURE_REPLY_MAX} characters` })
    .trim()
    .min(1, `body must be text of 1 to ${FIGURE_REPLY_MAX} characters`)
    .max(FIGURE_REPLY_MAX, `body must be text of 1 to ${FIGURE_REPLY_MAX} characters`),
});

/** What the console's '지표 답변' lists: each figure's current numbers (thresholds applied) and the reply. */
export const StaffFigureRepliesSchema = z
  .object({
    price: ShareFigureSchema,
    answer: ShareFigureSchema,
    sideEffects: ClinicSideEffectsSchema.omit({ reply: true }),
    replies: z.object({ PRICE: FigureReplySchema, ANSWER: FigureReplySchema, SIDE_EFFECTS: FigureReplySchema }),
  })
  .meta({ id: 'StaffFigureReplies' });
export type StaffFigureReplies = z.infer<typeof StaffFigureRepliesSchema>;

/** A clinic's price and answer figures (on its page, its card and the booking sheet), with its replies. */
export const ClinicTrustSchema = z
  .object({
    price: PriceFigureSchema,
    answer: AnswerFigureSchema,
    replies: z
      .object({ PRICE: FigureReplySchema, ANSWER: FigureReplySchema })
      .optional()
      .meta({ description: "The clinic's public replies to its figures" }),
  })
  .meta({ id: 'ClinicTrust' });
export type ClinicTrust = z.infer<typeof ClinicTrustSchema>;

/** What the method pages (/trust/*) print: each figure's threshold and when it was last recomputed. */
export const TrustMethodSchema = z
  .object({
    thresholds: z.object({
      price: z.number().int(),
      answer: z.number().int(),
      recovery: z.number().int(),
      sideEffects: z.number().int(),
    }),
    answerWindowDays: z.number().int(),
    computedAt: z.object({
      price: z.string().nullable(),
      answer: z.string().nullable(),
      recovery: z.string().nullable(),
      sideEffects: z.string().nullable(),
    }),
  })
  .meta({ id: 'TrustMethod' });
export type TrustMethod = z.infer<typeof TrustMethodSchema>;
