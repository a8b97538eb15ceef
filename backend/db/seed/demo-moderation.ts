import { asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { members, moderationCases, operators, reviewModerationLog, reviewReports, reviews } from '../schema';
import { createReview, deleteReview, refreshReviewFlags } from '../../routes/reviews/reviews.writer';
import { takedownEnds } from '@/contracts/moderation-rules';

// Demo moderation (docs/moderation.md), spread over the last months so /transparency and the clinics' '리뷰 관리 기록'
// show something: open reports, a 임시조치 in progress with the writer's objection, and decided cases (removed,
// restored by an operator, restored after 30 days, kept). Clinics 33–35, which no e2e journey uses. Written as the
// routes write them: one log row per case opened and per decision, hides and removals through the review writer.

const DAY = 86_400_000;

type Plan = {
  clinic: number;
  kind: 'REPORT' | 'TAKEDOWN';
  daysAgo: number;
  reasons: string[]; // one per report; a takedown's own reason first
  objection?: string;
  decided?: { after: number; decision: 'REMOVED' | 'RESTORED' | 'KEPT'; reason: string; note: string | null };
};

const PLANS: Plan[] = [
  { clinic: 33, kind: 'REPORT', daysAgo: 2, reasons: ['ABUSE', 'OTHER'] },
  {
    clinic: 33,
    kind: 'TAKEDOWN',
    daysAgo: 5,
    reasons: ['FALSE_FACTS'],
    objection: '실제로 시술받고 느낀 그대로 적었습니다. 결제 영수증도 가지고 있어요.',
  },
  {
    clinic: 33,
    kind: 'TAKEDOWN',
    daysAgo: 70,
    reasons: ['DEFAMATION'],
    objection: '상담 당시 들은 설명과 실제 시술이 달라서 사실대로 쓴 후기입니다.',
    decided: { after: 9, decision: 'RESTORED', reason: 'OBJECTION_ACCEPTED', note: '작성자 소명과 상담 기록이 일치함' },
  },
  {
    clinic: 34,
    kind: 'REPORT',
    daysAgo: 40,
    reasons: ['FALSE_OR_AD'],
    decided: { after: 3, decision: 'KEPT', reason: 'NO_VIOLATION', note: '광고성 표현 없음, 개인 경험 서술' },
  },
  {
    clinic: 34,
    kind: 'REPORT',
    daysAgo: 100,
    reasons: ['FALSE_OR_AD', 'MEDICAL_AD'],
    decided: { after: 2, decision: 'REMOVED', reason: 'FALSE_OR_AD', note: '동일 문구가 여러 병원 후기에 반복됨' },
  },
  {
    clinic: 35,
    kind: 'TAKEDOWN',
    daysAgo: 130,
    reasons: ['PRIVACY'],
    decided: { after: 30, decision: 'RESTORED', reason: 'EXPIRED', note: null },
  },
  {
    clinic: 35,
    kind: 'TAKEDOWN',
    daysAgo: 20,
    reasons: ['PRIVACY'],
    decided: {
      after: 4,
      decision: 'REMOVED',
      reason: 'INFRINGEMENT_CONFIRMED',
      note: '담당 의료진 실명과 연락처 노출',
    },
  },
  { clinic: 35, kind: 'REPORT', daysAgo: 1, reasons: ['MEDICAL_AD'] },
];

export async function seedDemoModeration(db: DbOrTx, now = Date.now()): Promise<number> {
  const [operator] = await db
    .select({ id: operators.id, userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, 'operator'));
  const used = new Set<number>();
  let made = 0;
  for (const plan of PLANS) {
    const candidates = await db
      .select({
        id: reviews.id,
        memberId: reviews.memberId,
        title: reviews.title,
        content: reviews.content,
        rating: reviews.rating,
      })
      .from(reviews)
      .where(eq(reviews.clinicId, plan.clinic))
      .orderBy(asc(reviews.id))
      .limit(20);
    // A removed review is one written for the demo and removed again, so the demo keeps its review count.
    const review =
      plan.decided?.decision === 'REMOVED'
        ? await extraReview(db, plan.clinic, new Date(now - (plan.daysAgo + 1) * DAY))
        : candidates.find((r) => !used.has(r.id));
    if (!review) continue;
    used.add(review.id);
    const openedAt = new Date(now - plan.daysAgo * DAY);
    const decidedAt = plan.decided ? new Date(openedAt.getTime() + plan.decided.after * DAY) : null;
    const hiddenUntil = plan.kind === 'TAKEDOWN' ? takedownEnds(openedAt) : null;
    const [c] = await db
      .insert(moderationCases)
      .values({
        reviewId: review.id,
        clinicId: plan.clinic,
        writerMemberId: review.memberId,
        kind: plan.kind,
        state: plan.decided ? 'DECIDED' : 'OPEN',
        requestReason: plan.kind === 'TAKEDOWN' ? plan.reasons[0] : null,
        requestText: plan.kind === 'TAKEDOWN' ? '사실과 다른 내용으로 병원의 명예를 훼손하고 있습니다.' : null,
        openedAt,
        hiddenUntil,
        objectionText: plan.objection ?? null,
        objectionAt: plan.objection ? new Date(openedAt.getTime() + DAY) : null,
        decision: plan.decided?.decision ?? null,
        decisionReason: plan.decided?.reason ?? null,
        decisionNote: plan.decided?.note ?? null,
        decidedByOperatorId: plan.decided && plan.decided.reason !== 'EXPIRED' ? (operator?.id ?? null) : null,
        decidedByUserId: plan.decided && plan.decided.reason !== 'EXPIRED' ? (operator?.userId ?? null) : null,
        decidedAt,
        snapshot:
          plan.decided?.decision === 'REMOVED'
            ? { title: review.title, content: review.content, rating: review.rating, memberId: review.memberId }
            : null,
      })
      .returning({ id: moderationCases.id });
    const log = { reviewId: review.id, clinicId: plan.clinic, caseId: c.id };
    if (plan.kind === 'REPORT') {
      const reporters = await db
        .select({ id: members.id })
        .from(members)
        .where(review.memberId ? ne(members.id, review.memberId) : undefined)
        .orderBy(asc(members.id))
        .limit(plan.reasons.length);
      await db.insert(reviewReports).values(
        reporters.map((m, i) => ({
          caseId: c.id,
          reviewId: review.id,
          memberId: m.id,
          reason: plan.reasons[i],
          text: plan.reasons[i] === 'OTHER' ? '병원 직원이 쓴 글 같아요.' : null,
          createdAt: new Date(openedAt.getTime() + i * 3_600_000),
        })),
      );
      await db.insert(reviewModerationLog).values({
        ...log,
        action: 'REPORTED',
        requestedBy: 'MEMBER',
        reason: plan.reasons[0],
        createdAt: openedAt,
      });
    } else {
      await db.insert(reviewModerationLog).values({
        ...log,
        action: 'HIDDEN',
        requestedBy: 'CLINIC',
        reason: plan.reasons[0],
        hiddenUntil,
        createdAt: openedAt,
      });
    }
    if (plan.decided && decidedAt) {
      const action = plan.decided.decision;
      await db.insert(reviewModerationLog).values({
        ...log,
        action,
        requestedBy: plan.decided.reason === 'EXPIRED' ? 'SYSTEM' : 'OPERATOR',
        reason: plan.decided.reason,
        createdAt: decidedAt,
      });
      if (action === 'REMOVED') await deleteReview(db, review.id);
    } else if (plan.kind === 'TAKEDOWN' && hiddenUntil) {
      await db.update(reviews).set({ hiddenUntil, hiddenReason: plan.reasons[0] }).where(eq(reviews.id, review.id));
      await refreshReviewFlags(db, { reviewId: review.id });
    }
    made++;
  }
  return made;
}

/** A review of the clinic written for the demo (the kind a removal takes away), as the review writer writes one. */
async function extraReview(db: DbOrTx, clinicId: number, createdAt: Date) {
  const [writer] = await db.select({ id: members.id }).from(members).orderBy(asc(members.id)).limit(1);
  const title = '이벤트가 최고! 100% 만족 보장';
  const content = '부작용 없는 시술로 확실한 효과를 봤어요. 지금 예약하면 무료 시술까지! 강력 추천합니다.';
  const id = await createReview(db, {
    memberId: writer?.id ?? null,
    clinicId,
    eventId: null,
    doctorIds: [],
    treatmentIds: [],
    title,
    content,
    rating: 5,
    beforePhotos: [],
    afterPhotos: [],
    createdAt,
  });
  return { id, memberId: writer?.id ?? null, title, content, rating: 5 };
}
