import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adWordingReviews, clinics, events, operators } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/types';
import { notify } from '../../notifications/notify';
import { AD_RULES } from '@/contracts/ad-wording';
import type { AdWordingReview, FieldFinding } from '@/contracts/ad-wording-reviews';

// Korean names of the rules, for the 400's field messages (the console shows its own, from messages).
const RULE_NAMES: Record<keyof typeof AD_RULES, string> = {
  guarantee: '효과 보장',
  noSideEffects: '부작용·통증 부정',
  superlative: '최상급 표현',
  comparison: '다른 병원과 비교',
  inducement: '환자 유인',
  beforeAfterWithoutTime: '경과 기간 없는 전후 비교',
  priceWithoutInclusions: '포함 항목 없는 가격',
};

/**
 * A save whose wording is flagged needs a justification: without one it is refused before anything is stored,
 * 400 AD_WORDING with a Korean message per field listing the words and the rule.
 */
export function requireJustification(findings: FieldFinding[], justification: string | undefined): void {
  if (!findings.length || justification) return;
  const fields: Record<string, string> = {};
  for (const f of findings) {
    const line = `‘${f.words}’ — ${RULE_NAMES[f.rule]} (${f.law})`;
    fields[f.field] = fields[f.field]
      ? `${fields[f.field]}; ${line}`
      : `광고 심의 기준에 걸리는 표현이 있어요: ${line}`;
  }
  throw new ApiError(400, 'AD_WORDING', `Advertising wording flagged: ${Object.keys(fields).join(', ')}`, fields);
}

/** Keeps a flagged save for the operators' queue (in the save's transaction). */
export async function recordAdWordingReview(
  tx: DbOrTx,
  staff: StaffContext,
  entry: { entityType: 'EVENT' | 'CLINIC'; entityId: number; findings: FieldFinding[]; justification: string },
) {
  await tx.insert(adWordingReviews).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    clinicId: staff.clinicId,
    findings: entry.findings,
    justification: entry.justification,
    staffAccountId: staff.id,
    staffUserId: staff.user_id,
  });
}

type Row = typeof adWordingReviews.$inferSelect & {
  clinicName: string;
  eventTitle: string | null;
  operatorUserId: string | null;
};

const toReview = (r: Row): AdWordingReview => ({
  id: r.id,
  entityType: r.entityType,
  entityId: r.entityId,
  entityTitle: r.entityType === 'CLINIC' ? r.clinicName : r.eventTitle,
  clinic: { id: r.clinicId, name: r.clinicName },
  findings: r.findings as AdWordingReview['findings'],
  justification: r.justification,
  staffUserId: r.staffUserId,
  state: r.state,
  createdAt: r.createdAt.toISOString(),
  decision: r.decidedAt ? { by: r.operatorUserId, at: r.decidedAt.toISOString(), reason: r.decisionReason } : null,
});

const select = (db: DbOrTx) =>
  db
    .select({
      review: adWordingReviews,
      clinicName: clinics.name,
      eventTitle: sql<
        string | null
      >`(select ${events.title} from ${events} where ${events.id} = ${adWordingReviews.entityId} and ${adWordingReviews.entityType} = 'EVENT')`,
      operatorUserId: operators.userId,
    })
    .from(adWordingReviews)
    .innerJoin(clinics, eq(clinics.id, adWordingReviews.clinicId))
    .leftJoin(operators, eq(operators.id, adWordingReviews.decidedBy));

const flatten = (r: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): Row => ({
  ...r.review,
  clinicName: r.clinicName,
  eventTitle: r.eventTitle,
  operatorUserId: r.operatorUserId,
});

/** The queue: open reviews first, oldest first within each state. */
export async function listAdWordingReviews(db: DbOrTx): Promise<AdWordingReview[]> {
  const rows = await select(db)
    .orderBy(
      sql`case ${adWordingReviews.state} when 'OPEN' then 0 else 1 end`,
      asc(adWordingReviews.createdAt),
      asc(adWordingReviews.id),
    )
    .limit(500);
  return rows.map((r) => toReview(flatten(r)));
}

export async function getAdWordingReview(db: DbOrTx, id: number): Promise<AdWordingReview | undefined> {
  const [row] = await select(db).where(eq(adWordingReviews.id, id));
  return row && toReview(flatten(row));
}

/**
 * An operator's decision on an open review. CHANGE_REQUIRED tells the clinic's staff (AD_WORDING_CHANGE_REQUIRED,
 * linking to the event or the clinic form); the event stays up: events have no unpublished state, and ending one
 * would tell visitors something untrue (the staff change the wording, or the operator follows up).
 */
export async function decideAdWordingReview(
  tx: DbOrTx,
  id: number,
  operatorId: number,
  decision: 'ACCEPTED' | 'CHANGE_REQUIRED',
  reason: string,
) {
  const [row] = await tx.select().from(adWordingReviews).where(eq(adWordingReviews.id, id)).for('update');
  if (!row) throw notFound('Review');
  if (row.state !== 'OPEN') throw new ApiError(409, 'CONFLICT', 'The review was decided already');
  await tx
    .update(adWordingReviews)
    .set({ state: decision, decidedBy: operatorId, decidedAt: sql`now()`, decisionReason: reason })
    .where(eq(adWordingReviews.id, id));
  if (decision === 'CHANGE_REQUIRED')
    await notify(tx, {
      kind: 'AD_WORDING_CHANGE_REQUIRED',
      recipient: { clinicId: row.clinicId },
      params: { item: row.entityType === 'EVENT' ? '이벤트' : '병원 소개', reason },
      link: row.entityType === 'EVENT' ? `/partner/events/${row.entityId}` : '/partner/clinic',
    });
  return row;
}
