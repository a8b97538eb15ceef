import { z } from 'zod';
import { requiredText } from './fields';
import { operatorReason } from './operators';

// Review moderation (docs/moderation.md): members' reports, a clinic's 권리침해 신고 (임시조치, 정보통신망법 §44-2),
// the operators' decisions and the public log. The reason lists are fixed: "the review is negative" is not a reason
// in any of them. Pure rules live in contracts/moderation-rules.ts (zod-free, loaded by public pages).

export {
  MEMBER_REPORT_REASONS,
  TAKEDOWN_REASONS,
  REMOVE_REASONS,
  RESTORE_REASONS,
  DECISIONS,
  LOG_ACTIONS,
  REQUESTERS,
  TAKEDOWN_DAYS,
  HANDLED_WITHIN_DAYS,
  type MemberReportReason,
  type TakedownReason,
  type Decision,
  type LogAction,
  type Requester,
  type CaseState,
} from './moderation-rules';
import { AD_RULE_IDS } from './ad-wording';
import {
  CASE_KINDS,
  CASE_STATES,
  DECISIONS,
  LOG_ACTIONS,
  MEMBER_REPORT_REASONS,
  REMOVE_REASONS,
  REQUESTERS,
  RESTORE_REASONS,
  TAKEDOWN_REASONS,
  DECISION_REASONS,
} from './moderation-rules';

const list = (values: readonly string[]) => values.join(', ');

export const REPORT_TEXT_MAX = 1000;

/** POST /member/reviews/{id}/reports. OTHER needs a text saying what is wrong. */
export const reportBody = z
  .object({
    reason: z.enum(MEMBER_REPORT_REASONS, { error: `reason must be one of ${list(MEMBER_REPORT_REASONS)}` }),
    text: z
      .string({ error: 'text must be a string' })
      .trim()
      .max(REPORT_TEXT_MAX, `text must be at most ${REPORT_TEXT_MAX} characters`)
      .optional()
      .transform((t) => t || null),
  })
  .refine((b) => b.reason !== 'OTHER' || b.text, { path: ['text'], message: 'text is required for OTHER' })
  .meta({ id: 'ReportBody' });
export type ReportBody = z.output<typeof reportBody>;

/** POST /staff/reviews/{id}/takedown: a reason and the clinic's explanation (both required). */
export const takedownBody = z
  .object({
    reason: z.enum(TAKEDOWN_REASONS, { error: `reason must be one of ${list(TAKEDOWN_REASONS)}` }),
    text: requiredText('text', REPORT_TEXT_MAX),
  })
  .meta({ id: 'TakedownBody' });
export type TakedownBody = z.output<typeof takedownBody>;

/** POST /member/reviews/{id}/objection: the writer's 소명. */
export const objectionBody = z.object({ text: requiredText('text', REPORT_TEXT_MAX) }).meta({ id: 'ObjectionBody' });

/** POST /operator/cases/{id}/decision: a decision, a reason from its list, and the operator's note. */
export const decisionBody = z
  .object({
    decision: z.enum(DECISIONS, { error: `decision must be one of ${list(DECISIONS)}` }),
    reason: z.enum(DECISION_REASONS, { error: `reason must be one of ${list(DECISION_REASONS)}` }),
    note: operatorReason,
  })
  .refine(
    (b) =>
      b.decision === 'REMOVE'
        ? (REMOVE_REASONS as readonly string[]).includes(b.reason)
        : (RESTORE_REASONS as readonly string[]).includes(b.reason),
    { path: ['reason'], message: 'reason does not fit the decision' },
  )
  .meta({ id: 'DecisionBody' });
export type DecisionBody = z.output<typeof decisionBody>;

const iso = (description: string) => z.string().meta({ format: 'date-time', description });
const isoOrNull = (description: string) => z.string().nullable().meta({ format: 'date-time', description });

/** The public side of a 임시조치 on a review response; null when the review is shown as written. */
export const ReviewModerationSchema = z
  .object({
    state: z.literal('HIDDEN'),
    hiddenUntil: iso('When the 임시조치 ends at the latest (30 days after the request)'),
    requestedBy: z.literal('CLINIC'),
    reason: z.enum(TAKEDOWN_REASONS),
  })
  .meta({
    id: 'ReviewModeration',
    description:
      "A clinic's 권리침해 신고 hides the review until an operator decides (30 days at most): its title, text, photos and price are blank; it keeps its place, its rating counts",
  });

/** The writer's view adds whether they have objected (소명). */
export const OwnReviewModerationSchema = ReviewModerationSchema.extend({
  objectedAt: isoOrNull('When the writer sent an objection; null if not yet'),
}).meta({ id: 'OwnReviewModeration' });

export const ModerationLogEntrySchema = z
  .object({
    caseId: z.number().int(),
    reviewId: z.number().int(),
    openedAt: iso('When the case opened'),
    requestedBy: z.enum(REQUESTERS),
    reason: z.string().meta({ description: 'The reason category of the request (a code of the lists)' }),
    state: z.enum(CASE_STATES),
    hiddenUntil: isoOrNull('While HIDDEN: when it ends at the latest'),
    decidedAt: isoOrNull('When it was decided (restored, removed, kept); null while open'),
    decisionReason: z.string().nullable(),
  })
  .meta({
    id: 'ModerationLogEntry',
    description: "One case of a clinic's '리뷰 관리 기록', without any person's identity",
  });

export const TransparencyMonthSchema = z
  .object({
    month: z.string().meta({ example: '2026-11' }),
    reportsReceived: z.number().int().meta({ description: 'Report cases opened (REPORTED rows)' }),
    takedownRequests: z.number().int().meta({ description: "Clinics' 권리침해 신고 (HIDDEN rows)" }),
    handledWithin7Days: z
      .number()
      .int()
      .meta({ description: 'Of the cases opened this month, those decided within 7 days of opening' }),
    restored: z.number().int(),
    restoredByOperator: z.number().int(),
    restoredExpired: z.number().int().meta({ description: 'Restored because 30 days passed without a decision' }),
    removed: z.number().int(),
    kept: z.number().int(),
    reportsByReason: z.record(z.string(), z.number().int()),
    removedByReason: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'TransparencyMonth' });

export type ReviewModeration = z.infer<typeof ReviewModerationSchema>;
export type OwnReviewModeration = z.infer<typeof OwnReviewModerationSchema>;
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;
export type TransparencyMonth = z.infer<typeof TransparencyMonthSchema>;

// The operator console's view of a case.

const AdFindingSchema = z.object({ rule: z.enum(AD_RULE_IDS), words: z.string(), law: z.string() });

export const CaseReviewSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    rating: z.number().int(),
    photos: z.array(z.string()).meta({ description: 'Photo URLs, before then after' }),
    verification: z.enum(['booked', 'consulted', 'treated']),
    created_at: iso('When it was written'),
    writerMemberId: z.number().int().nullable(),
    writerNickname: z.string().nullable(),
  })
  .meta({ id: 'CaseReview' });

export const ModerationCaseSummarySchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CASE_KINDS),
    state: z.enum(['OPEN', 'DECIDED']),
    openedAt: iso('When the case opened'),
    clinic: z.object({ id: z.number().int(), name: z.string() }),
    reviewId: z.number().int(),
    reviewTitle: z.string().nullable().meta({ description: "The review's title (the snapshot's once removed)" }),
    reportCount: z.number().int(),
    objection: z.boolean(),
    adWordingCount: z.number().int().meta({ description: 'Advertising-wording rules the review trips' }),
    hiddenUntil: isoOrNull('While a takedown hides the review'),
    requestReason: z.string().nullable(),
    decision: z.enum(['REMOVED', 'RESTORED', 'KEPT']).nullable(),
    decisionReason: z.string().nullable(),
    decidedAt: isoOrNull('When decided'),
  })
  .meta({ id: 'ModerationCaseSummary' });

export const ModerationCaseSchema = ModerationCaseSummarySchema.extend({
  review: CaseReviewSchema.nullable().meta({
    description: 'The review as it is now; null once removed (see snapshot)',
  }),
  snapshot: z
    .object({ title: z.string(), content: z.string(), rating: z.number().int(), memberId: z.number().int().nullable() })
    .nullable()
    .meta({ description: 'The review as it was when removed (operators only)' }),
  request: z.object({ reason: z.string(), text: z.string().nullable() }).nullable(),
  objectionDetail: z.object({ text: z.string(), at: iso('When sent') }).nullable(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      memberId: z.number().int(),
      reason: z.enum(MEMBER_REPORT_REASONS),
      text: z.string().nullable(),
      created_at: iso('When filed'),
    }),
  ),
  reportReasons: z.record(z.string(), z.number().int()).meta({ description: 'Reports per reason' }),
  counselHistory: z.array(
    z.object({ from: z.string(), to: z.string(), actor: z.string(), at: iso('When the state changed') }),
  ),
  reply: z.object({ content: z.string(), created_at: iso('When written') }).nullable(),
  adWording: z.array(AdFindingSchema),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable().meta({ description: "The deciding operator's user id; null for the system" }),
  log: z.array(
    z.object({ action: z.enum(LOG_ACTIONS), requestedBy: z.enum(REQUESTERS), reason: z.string(), at: iso('When') }),
  ),
}).meta({ id: 'ModerationCase' });

/** An operator's view of one member's or clinic's moderation history. */
export const ModerationHistorySchema = z
  .object({
    reportsFiled: z
      .array(
        z.object({ caseId: z.number().int(), reviewId: z.number().int(), reason: z.string(), created_at: iso('When') }),
      )
      .meta({ description: "A member's reports (empty for a clinic)" }),
    cases: z.array(ModerationCaseSummarySchema).meta({
      description:
        "A member's: cases about their reviews; a clinic's: cases about reviews of the clinic, takedowns it asked included",
    }),
  })
  .meta({ id: 'ModerationHistory' });

export type ModerationCaseSummary = z.infer<typeof ModerationCaseSummarySchema>;
export type ModerationCase = z.infer<typeof ModerationCaseSchema>;
export type ModerationHistory = z.infer<typeof ModerationHistorySchema>;
