import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { counsels, members } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { toIso, withTotal } from '../../lib/sql';
import type { StaffCounsel } from '../../schemas/staff';
import { counselSource, moveCounsel } from '../counsels/counsels.repository';
import { canMove, nextStates, type CounselState } from '@/lib/counsel-states';

// The clinic's side of counsels. Staff see only what a consultation needs of the member: the nickname, the
// note, the state and the dates; never the member's id, provider or anything else. A counsel whose member
// deleted the account stays listed, without nickname or note (shown as '탈퇴한 회원').

const counselsOfClinic = (db: DbOrTx, clinicId: number, where?: SQL) =>
  db
    .select({
      id: counsels.id,
      createdAt: counsels.createdAt,
      stateChangedAt: counsels.stateChangedAt,
      state: counsels.state,
      content: counsels.content,
      sourceType: counsels.sourceType,
      sourceId: counsels.sourceId,
      source: counselSource,
      reviewId: counsels.reviewId,
      nickname: members.nickname,
    })
    .from(counsels)
    .leftJoin(members, eq(members.id, counsels.memberId))
    .where(and(eq(counsels.clinicId, clinicId), where));

const toStaffCounsel = (r: Awaited<ReturnType<typeof counselsOfClinic>>[number]): StaffCounsel => ({
  id: r.id,
  created_at: toIso(r.createdAt),
  state_changed_at: toIso(r.stateChangedAt),
  state: r.state,
  nextStates: nextStates(r.state),
  content: r.content,
  sourceType: r.sourceType,
  sourceId: r.sourceId,
  source: r.source,
  review_id: r.reviewId,
  member: { nickname: r.nickname },
});

/** The clinic's counsels, newest first, optionally in one state (counsels_clinic_state_idx / counsels_clinic_idx). */
export async function listClinicCounsels(
  db: DbOrTx,
  clinicId: number,
  q: { state?: CounselState; offset: number; limit: number },
): Promise<{ data: StaffCounsel[]; total: number }> {
  const where = q.state ? eq(counsels.state, q.state) : undefined;
  const list = counselsOfClinic(db, clinicId, where)
    .orderBy(desc(counsels.id))
    .offset(q.offset)
    .limit(q.limit)
    .then((rows) => rows.map(toStaffCounsel));
  const total = db
    .select({ total: count() })
    .from(counsels)
    .where(and(eq(counsels.clinicId, clinicId), where));
  return withTotal(list, total);
}

export async function getClinicCounsel(db: DbOrTx, clinicId: number, counselId: number): Promise<StaffCounsel | undefined> {
  const [row] = await counselsOfClinic(db, clinicId, eq(counsels.id, counselId));
  return row && toStaffCounsel(row);
}

const LABEL_OF_MOVE = (from: CounselState, to: CounselState) => {
  const allowed = nextStates(from);
  return allowed.length
    ? `A counsel in ${from} can move only to ${allowed.join(' or ')}, not to ${to}`
    : `A counsel in ${from} is final and cannot move to ${to}`;
};

/**
 * Moves the clinic's counsel to `to` along the state machine (lib/counsel-states.ts): the next step, or
 * CANCELED before TREATMENT_COMPLETE. The row is locked, so two staff moving it at once are serialized and
 * the second is judged against the first one's result. Another clinic's counsel is a 404; an illegal move
 * a 409 INVALID_TRANSITION. Answers the state it moved from.
 */
export async function transitionCounsel(db: DbOrTx, clinicId: number, counselId: number, to: CounselState): Promise<CounselState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: counsels.state })
      .from(counsels)
      .where(and(eq(counsels.id, counselId), eq(counsels.clinicId, clinicId)))
      .for('update');
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'Counsel not found');
    if (!canMove(row.state, to)) throw new ApiError(409, 'INVALID_TRANSITION', LABEL_OF_MOVE(row.state, to));
    await moveCounsel(tx, counselId, to);
    return row.state;
  });
}
