import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, moderationCases, reviewModerationLog, reviewReports, reviews } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { OperatorContext, StaffContext } from '../../lib/types';
import { audit } from '../../auth/staff-route';
import { operatorAudit } from '../../auth/require-operator';
import { notify } from '../../notifications/notify';
import { notificationLinks } from '../../notifications/triggers';
import { refreshReviewFlags, deleteReview, touchReviewPages } from '../reviews/reviews.writer';
import { pgError, UNIQUE_VIOLATION } from '../members/member-route';
import type { DecisionBody, ReportBody, TakedownBody } from '@/contracts/moderation';
import {
  DECISIONS_OF,
  EXPIRED_REASON,
  takedownEnds,
  type LogAction,
  type Requester,
} from '@/contracts/moderation-rules';

// Every moderation write (docs/moderation.md), each in one transaction with exactly one public log row for each
// case opened, hide, restore, removal and kept review.

const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

type LogRow = {
  reviewId: number;
  clinicId: number;
  caseId: number;
  action: LogAction;
  requestedBy: Requester;
  reason: string;
  hiddenUntil?: Date | null;
};

const writeLog = (tx: DbOrTx, row: LogRow) => tx.insert(reviewModerationLog).values(row);

/** The review, locked for the change (its clinic's name for notifications). */
async function lockReview(tx: DbOrTx, reviewId: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      clinicId: reviews.clinicId,
      memberId: reviews.memberId,
      eventId: reviews.eventId,
      hiddenUntil: reviews.hiddenUntil,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  if (!row) return undefined;
  const [clinic] = await tx.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, row.clinicId));
  return { ...row, clinic: clinic?.name ?? '' };
}

const hiddenNow = (r: { hiddenUntil: Date | null }, now: Date) => r.hiddenUntil !== null && r.hiddenUntil > now;

const touch = (r: { id: number; clinicId: number; eventId: number | null }) =>
  touchReviewPages({ reviewId: r.id, clinicId: r.clinicId, eventId: r.eventId, doctorIds: [] });

/**
 * A member reports a review. Reports join the review's open REPORT case; the one that opens it writes the REPORTED
 * row (the log counts cases, not reporters). Answers the case id.
 */
export async function fileReport(db: DbOrTx, memberId: number, reviewId: number, body: ReportBody): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const review = await lockReview(tx, reviewId);
      // A review a takedown hides cannot be read, so it cannot be reported either.
      if (!review || hiddenNow(review, new Date())) throw notFound('Review');
      if (review.memberId === memberId) throw new ApiError(403, 'FORBIDDEN', 'You cannot report your own review');
      const [open] = await tx
        .select({ id: moderationCases.id })
        .from(moderationCases)
        .where(
          and(
            eq(moderationCases.reviewId, reviewId),
            eq(moderationCases.kind, 'REPORT'),
            eq(moderationCases.state, 'OPEN'),
          ),
        );
      let caseId = open?.id;
      if (!caseId) {
        const [made] = await tx
          .insert(moderationCases)
          .values({ reviewId, clinicId: review.clinicId, writerMemberId: review.memberId, kind: 'REPORT' })
          .returning({ id: moderationCases.id });
        caseId = made.id;
        await writeLog(tx, {
          reviewId,
          clinicId: review.clinicId,
          caseId,
          action: 'REPORTED',
          requestedBy: 'MEMBER',
          reason: body.reason,
        });
        await notify(tx, {
          kind: 'REVIEW_REPORTED',
          recipient: { clinicId: review.clinicId },
          params: {},
          link: notificationLinks.staffReview(reviewId),
        });
        // The clinic's '리뷰 관리 기록' gains the case.
        touch(review);
      }
      await tx.insert(reviewReports).values({ caseId, reviewId, memberId, reason: body.reason, text: body.text });
      return caseId;
    });
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION) throw conflict('You have already reported this review');
    throw err;
  }
}

/**
 * A clinic's 권리침해 신고: the review is hidden at once for 30 days at most, until an operator decides. Once per
 * review: a second request while one is open, or after an earlier one ended, is 409.
 */
export async function requestTakedown(db: DbOrTx, staff: StaffContext, reviewId: number, body: TakedownBody) {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review || review.clinicId !== staff.clinicId) throw notFound('Review');
    const [earlier] = await tx
      .select({ id: moderationCases.id, state: moderationCases.state })
      .from(moderationCases)
      .where(and(eq(moderationCases.reviewId, reviewId), eq(moderationCases.kind, 'TAKEDOWN')))
      .limit(1);
    if (earlier?.state === 'OPEN') throw conflict('A takedown of this review is already under review');
    if (earlier) throw conflict('This review was already restored after a takedown; it cannot be hidden again');
    const openedAt = new Date();
    const hiddenUntil = takedownEnds(openedAt);
    const [made] = await tx
      .insert(moderationCases)
      .values({
        reviewId,
        clinicId: review.clinicId,
        writerMemberId: review.memberId,
        kind: 'TAKEDOWN',
        requestReason: body.reason,
        requestText: body.text,
        requestedByStaffId: staff.id,
        openedAt,
        hiddenUntil,
      })
      .returning({ id: moderationCases.id });
    await tx.update(reviews).set({ hiddenUntil, hiddenReason: body.reason }).where(eq(reviews.id, reviewId));
    await refreshReviewFlags(tx, { reviewId });
    await writeLog(tx, {
      reviewId,
      clinicId: review.clinicId,
      caseId: made.id,
      action: 'HIDDEN',
      requestedBy: 'CLINIC',
      reason: body.reason,
      hiddenUntil,
    });
    await audit(tx, staff, 'review.takedown', 'REVIEW', reviewId, ['reason', 'text']);
    if (review.memberId)
      await notify(tx, {
        kind: 'REVIEW_HIDDEN',
        recipient: { type: 'MEMBER', id: review.memberId },
        params: { clinic: review.clinic },
        link: notificationLinks.myReview(reviewId),
      });
    touch(review);
    return { caseId: made.id, hiddenUntil };
  });
}

/** The writer's 소명 on the takedown hiding their review: once, while it holds. */
export async function objectToTakedown(db: DbOrTx, memberId: number, reviewId: number, text: string) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review || review.memberId !== memberId) throw notFound('Review');
    const [open] = await tx
      .select({ id: moderationCases.id, objectionAt: moderationCases.objectionAt })
      .from(moderationCases)
      .where(
        and(
          eq(moderationCases.reviewId, reviewId),
          eq(moderationCases.kind, 'TAKEDOWN'),
          eq(moderationCases.state, 'OPEN'),
        ),
      );
    if (!open || !hiddenNow(review, new Date())) throw conflict('The review is not hidden by a takedown');
    if (open.objectionAt) throw conflict('You have already sent an objection');
    await tx
      .update(moderationCases)
      .set({ objectionText: text, objectionAt: new Date() })
      .where(eq(moderationCases.id, open.id));
  });
}

type Closing = {
  decision: 'REMOVED' | 'RESTORED' | 'KEPT';
  reason: string;
  note: string | null;
  operator: OperatorContext | null;
};

const closeCase = (tx: DbOrTx, caseId: number, c: Closing) =>
  tx
    .update(moderationCases)
    .set({
      state: 'DECIDED',
      decision: c.decision,
      decisionReason: c.reason,
      decisionNote: c.note,
      decidedByOperatorId: c.operator?.id ?? null,
      decidedByUserId: c.operator?.user_id ?? null,
      decidedAt: new Date(),
    })
    .where(eq(moderationCases.id, caseId));

const STATE_LABEL = { REMOVED: '삭제', RESTORED: '복원', KEPT: '유지' } as const;

/** Ends a takedown: the review is shown again (RESTORED row), its writer and its clinic told. */
async function restore(
  tx: DbOrTx,
  review: NonNullable<Awaited<ReturnType<typeof lockReview>>>,
  caseId: number,
  by: Requester,
  reason: string,
) {
  await tx.update(reviews).set({ hiddenUntil: null, hiddenReason: null }).where(eq(reviews.id, review.id));
  await refreshReviewFlags(tx, { reviewId: review.id });
  await writeLog(tx, {
    reviewId: review.id,
    clinicId: review.clinicId,
    caseId,
    action: 'RESTORED',
    requestedBy: by,
    reason,
  });
  if (review.memberId)
    await notify(tx, {
      kind: 'REVIEW_RESTORED',
      recipient: { type: 'MEMBER', id: review.memberId },
      params: { clinic: review.clinic },
      link: notificationLinks.myReview(review.id),
    });
  await notify(tx, {
    kind: 'TAKEDOWN_DECIDED',
    recipient: { clinicId: review.clinicId },
    params: { state: STATE_LABEL.RESTORED },
    link: notificationLinks.staffReview(review.id),
  });
  touch(review);
}

/**
 * An operator's decision on an open case. REMOVE deletes the review through deleteReview (counts and averages
 * recomputed), keeping a snapshot on the case and closing the review's other open cases with it; RESTORE ends a
 * takedown; KEEP dismisses reports. One log row for the decision. A case whose review its writer has since deleted is
 * closed without a row (nothing was hidden, restored or removed).
 */
export async function decideCase(db: DbOrTx, operator: OperatorContext, caseId: number, body: DecisionBody) {
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(moderationCases).where(eq(moderationCases.id, caseId)).for('update');
    if (!c) throw notFound('Case');
    if (c.state !== 'OPEN') throw conflict('This case has already been decided');
    if (!DECISIONS_OF[c.kind].includes(body.decision))
      throw new ApiError(400, 'VALIDATION_ERROR', `A ${c.kind} case takes ${DECISIONS_OF[c.kind].join(' or ')}`, {
        decision: `decision must be ${DECISIONS_OF[c.kind].join(' or ')} for a ${c.kind} case`,
      });
    const review = await lockReview(tx, c.reviewId);
    const closing = { reason: body.reason, note: body.note, operator };
    const log = (action: LogAction) =>
      writeLog(tx, {
        reviewId: c.reviewId,
        clinicId: c.clinicId,
        caseId,
        action,
        requestedBy: 'OPERATOR',
        reason: body.reason,
      });
    if (body.decision === 'REMOVE') {
      await closeCase(tx, caseId, { ...closing, decision: 'REMOVED' });
      if (review) {
        await tx
          .update(moderationCases)
          .set({
            snapshot: {
              title: review.title,
              content: review.content,
              rating: review.rating,
              memberId: review.memberId,
            },
          })
          .where(eq(moderationCases.id, caseId));
        // The review's other open case (a report beside a takedown) ends with it, without a row of its own.
        const others = await tx
          .select({ id: moderationCases.id })
          .from(moderationCases)
          .where(and(eq(moderationCases.reviewId, c.reviewId), eq(moderationCases.state, 'OPEN')));
        for (const o of others) await closeCase(tx, o.id, { ...closing, decision: 'REMOVED' });
        await deleteReview(tx, c.reviewId);
        await log('REMOVED');
        if (review.memberId)
          await notify(tx, {
            kind: 'REVIEW_REMOVED',
            recipient: { type: 'MEMBER', id: review.memberId },
            params: { clinic: review.clinic },
            link: notificationLinks.myReview(review.id),
          });
        if (c.kind === 'TAKEDOWN')
          await notify(tx, {
            kind: 'TAKEDOWN_DECIDED',
            recipient: { clinicId: c.clinicId },
            params: { state: STATE_LABEL.REMOVED },
            link: notificationLinks.staffReview(review.id),
          });
      }
    } else if (body.decision === 'RESTORE') {
      await closeCase(tx, caseId, { ...closing, decision: 'RESTORED' });
      if (review) await restore(tx, review, caseId, 'OPERATOR', body.reason);
    } else {
      await closeCase(tx, caseId, { ...closing, decision: 'KEPT' });
      if (review) {
        await log('KEPT');
        touch(review);
      }
    }
    await operatorAudit(tx, operator, {
      action: `case.${body.decision.toLowerCase()}`,
      targetType: 'CASE',
      targetId: caseId,
      reason: `${body.reason}: ${body.note}`,
      detail: { reviewId: c.reviewId, kind: c.kind, decision: body.decision },
    });
  });
}

/**
 * Restores every review whose 임시조치 has run its 30 days without a decision (the cron job moderation-expire):
 * RESTORED rows requested by SYSTEM with reason EXPIRED. Each in its own transaction; answers how many.
 */
export async function expireTakedowns(db: DbOrTx, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, 'TAKEDOWN'),
        eq(moderationCases.state, 'OPEN'),
        isNotNull(moderationCases.hiddenUntil),
        lte(moderationCases.hiddenUntil, now),
      ),
    );
  let restored = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(moderationCases)
        .where(and(eq(moderationCases.id, id), eq(moderationCases.state, 'OPEN')))
        .for('update', { skipLocked: true });
      if (!c) return false;
      await closeCase(tx, id, { decision: 'RESTORED', reason: EXPIRED_REASON, note: null, operator: null });
      const review = await lockReview(tx, c.reviewId);
      if (review) await restore(tx, review, id, 'SYSTEM', EXPIRED_REASON);
      return Boolean(review);
    });
    if (done) restored++;
  }
  return restored;
}
