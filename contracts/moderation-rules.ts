// The rules of review moderation both sides compute the same way (docs/moderation.md). No zod here: the public pages
// (the clinic's '리뷰 관리 기록', /transparency, the review placeholder) load it.

/** What a member may report a review for. OTHER needs a text. */
export const MEMBER_REPORT_REASONS = ['FALSE_OR_AD', 'PRIVACY', 'ABUSE', 'MEDICAL_AD', 'OTHER'] as const;
export type MemberReportReason = (typeof MEMBER_REPORT_REASONS)[number];

/** A clinic's 권리침해 신고 (정보통신망법 §44-2): what it may claim, with an explanation. */
export const TAKEDOWN_REASONS = ['DEFAMATION', 'PRIVACY', 'FALSE_FACTS'] as const;
export type TakedownReason = (typeof TAKEDOWN_REASONS)[number];

/** Why an operator removes a review. */
export const REMOVE_REASONS = ['FALSE_OR_AD', 'PRIVACY', 'ABUSE', 'MEDICAL_AD', 'INFRINGEMENT_CONFIRMED'] as const;
/** Why an operator restores a hidden review or keeps a reported one. */
export const RESTORE_REASONS = ['NO_VIOLATION', 'INFRINGEMENT_NOT_SHOWN', 'OBJECTION_ACCEPTED'] as const;
export const DECISION_REASONS = [...REMOVE_REASONS, ...RESTORE_REASONS] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/** REMOVE any case; RESTORE ends a takedown (the review is shown again); KEEP dismisses reports. */
export const DECISIONS = ['REMOVE', 'RESTORE', 'KEEP'] as const;
export type Decision = (typeof DECISIONS)[number];
export const CASE_KINDS = ['REPORT', 'TAKEDOWN'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Which decisions a case of a kind takes. */
export const DECISIONS_OF: Record<CaseKind, readonly Decision[]> = {
  REPORT: ['REMOVE', 'KEEP'],
  TAKEDOWN: ['REMOVE', 'RESTORE'],
};

/** The reason a restore carries when 30 days pass without a decision (the system restores). */
export const EXPIRED_REASON = 'EXPIRED';

export const LOG_ACTIONS = ['REPORTED', 'HIDDEN', 'RESTORED', 'REMOVED', 'KEPT'] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
export const REQUESTERS = ['MEMBER', 'CLINIC', 'OPERATOR', 'SYSTEM'] as const;
export type Requester = (typeof REQUESTERS)[number];

/** A 임시조치 lasts at most this long; then the review is restored unless an operator removed it. */
export const TAKEDOWN_DAYS = 30;
/** The transparency report's "handled within" threshold. */
export const HANDLED_WITHIN_DAYS = 7;
const DAY_MS = 86_400_000;

export const takedownEnds = (openedAt: Date) => new Date(openedAt.getTime() + TAKEDOWN_DAYS * DAY_MS);

/** A case as the public log shows it: 검토 중, 임시조치 중, 복원됨, 삭제됨, 유지됨. */
export const CASE_STATES = ['IN_REVIEW', 'HIDDEN', 'RESTORED', 'REMOVED', 'KEPT'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/**
 * The state of a case from its latest log row. A 임시조치 whose 30 days have passed counts as restored even before the
 * sweep writes its row: a review is never shown as hidden beyond its time.
 */
export function caseStateOf(lastAction: LogAction, hiddenUntil: Date | string | null, now = new Date()): CaseState {
  switch (lastAction) {
    case 'REPORTED':
      return 'IN_REVIEW';
    case 'HIDDEN':
      return hiddenUntil && new Date(hiddenUntil).getTime() > now.getTime() ? 'HIDDEN' : 'RESTORED';
    default:
      return lastAction;
  }
}

/** Whether a review is hidden right now (its hidden_until still ahead). */
export const isHiddenNow = (hiddenUntil: Date | string | null, now = new Date()) =>
  hiddenUntil !== null && new Date(hiddenUntil).getTime() > now.getTime();

/** Whether a decision was made within HANDLED_WITHIN_DAYS of the case's opening. */
export const handledInTime = (openedAt: Date, decidedAt: Date | null) =>
  decidedAt !== null && decidedAt.getTime() - openedAt.getTime() <= HANDLED_WITHIN_DAYS * DAY_MS;

/** YYYY-MM of an instant in Korea's calendar (the transparency report's months). */
export function seoulMonth(at: Date): string {
  const shifted = new Date(at.getTime() + 9 * 3_600_000);
  return shifted.toISOString().slice(0, 7);
}

/** The last `n` months (YYYY-MM, Korea time), newest first. */
export function lastMonths(n: number, now = new Date()): string[] {
  const [y, m] = seoulMonth(now).split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
