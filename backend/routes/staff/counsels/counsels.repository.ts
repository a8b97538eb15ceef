import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { counsels, counselStateChanges, members } from '../../../db/schema';
import { env } from '../../../env';
import { ApiError } from '../../../lib/errors';
import { jsonObject, qb, scalar, toIso, withTotal } from '../../../lib/sql';
import { canMove, type CounselState, nextStates } from '@/contracts/counsel-states';
import type { StaffCounsel } from '@/contracts/counsels';
import { counselSource, moveCounsel } from '../../counsels/counsels.repository';

// The clinic's side of counsels. Staff see only what a consultation needs of the member: the nickname, the
// note, the preferred times, the phone left for this consultation, the state and the dates; never the member's id, provider or anything else. A counsel whose member
// deleted the account stays listed, without nickname, note, preferred times or phone (shown as '탈퇴한 회원').

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
      appointmentAt: counsels.appointmentAt,
      preferredSlots: counsels.preferredSlots,
      contactPhone: counsels.contactPhone,
      nickname: members.nickname,
      lastChange: scalar(
        qb
          .select({
            c: jsonObject({
              id: counselStateChanges.id,
              fromState: counselStateChanges.fromState,
              actor: counselStateChanges.actor,
              undoes: counselStateChanges.undoes,
              createdAt: counselStateChanges.createdAt,
            }),
          })
          .from(counselStateChanges)
          .where(eq(counselStateChanges.counselId, counsels.id))
          .orderBy(desc(counselStateChanges.id))
          .limit(1),
      ),
    })
    .from(counsels)
    .leftJoin(members, eq(members.id, counsels.memberId))
    .where(and(eq(counsels.clinicId, clinicId), where));

type Row = Awaited<ReturnType<typeof counselsOfClinic>>[number];

/** Until when the counsel's latest change may be taken back: a staff move (not itself an undo) within the window. */
function undoOf(change: Row['lastChange']): StaffCounsel['undo'] {
  if (!change || change.actor !== 'STAFF' || change.undoes !== null) return null;
  const until = new Date(new Date(change.createdAt).getTime() + env().COUNSEL_UNDO_SECONDS * 1000);
  return until.getTime() > Date.now()
    ? { change_id: change.id, from_state: change.fromState, until: until.toISOString() }
    : null;
}

const toStaffCounsel = (r: Row): StaffCounsel => ({
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
  appointment_at: toIso(r.appointmentAt),
  preferred_slots: r.preferredSlots,
  contact_phone: r.contactPhone,
  member: { nickname: r.nickname },
  undo: undoOf(r.lastChange),
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

export async function getClinicCounsel(
  db: DbOrTx,
  clinicId: number,
  counselId: number,
): Promise<StaffCounsel | undefined> {
  const [row] = await counselsOfClinic(db, clinicId, eq(counsels.id, counselId));
  return row && toStaffCounsel(row);
}

const LABEL_OF_MOVE = (from: CounselState, to: CounselState) => {
  const allowed = nextStates(from);
  return allowed.length
    ? `A counsel in ${from} can move only to ${allowed.join(' or ')}, not to ${to}`
    : `A counsel in ${from} is final and cannot move to ${to}`;
};

/** The clinic's counsel, its row locked for a move: two staff moving it at once are serialized. */
async function lockClinicCounsel(tx: DbOrTx, clinicId: number, counselId: number) {
  const [row] = await tx
    .select({ state: counsels.state })
    .from(counsels)
    .where(and(eq(counsels.id, counselId), eq(counsels.clinicId, clinicId)))
    .for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Counsel not found');
  return row;
}

/**
 * Moves the clinic's counsel to `to` along the state machine (contracts/counsel-states.ts): the next step, or
 * CANCELED before TREATMENT_COMPLETE, recording the change as the staff account's, with the appointment a move
 * to an appointment state sets (the route has checked that it is given exactly there). The second of two staff
 * moving it at once is judged against the first one's result. Another clinic's counsel is a 404; an illegal
 * move a 409 INVALID_TRANSITION. Answers the recorded change's id.
 */
export async function transitionCounsel(
  db: DbOrTx,
  clinicId: number,
  staffId: number,
  counselId: number,
  to: CounselState,
  appointmentAt: Date | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockClinicCounsel(tx, clinicId, counselId);
    if (!canMove(row.state, to)) throw new ApiError(409, 'INVALID_TRANSITION', LABEL_OF_MOVE(row.state, to));
    return (await moveCounsel(tx, counselId, to, { actor: 'STAFF', staffId, appointmentAt }))!;
  });
}

/**
 * Takes back the clinic's latest move of a counsel (a misclicked 시술 완료): only when `changeId` is the counsel's
 * latest change, a staff move that is not itself an undo (409 UNDO_NOT_LATEST), made at most COUNSEL_UNDO_SECONDS
 * ago (409 UNDO_EXPIRED). The counsel goes back to the state it left, its review's badge with it, and
 * state_changed_at to the time of the change before (null when there was none), its appointment to the one it
 * had then (null when it had none); the undo is recorded, naming
 * the change it undoes.
 */
export async function undoCounselMove(
  db: DbOrTx,
  clinicId: number,
  staffId: number,
  counselId: number,
  changeId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockClinicCounsel(tx, clinicId, counselId);
    const [latest] = await tx
      .select({
        id: counselStateChanges.id,
        fromState: counselStateChanges.fromState,
        toState: counselStateChanges.toState,
        actor: counselStateChanges.actor,
        undoes: counselStateChanges.undoes,
        age: sql<number>`extract(epoch from now() - ${counselStateChanges.createdAt})`.mapWith(Number),
      })
      .from(counselStateChanges)
      .where(eq(counselStateChanges.counselId, counselId))
      .orderBy(desc(counselStateChanges.id))
      .limit(1);
    if (
      !latest ||
      latest.id !== changeId ||
      latest.actor !== 'STAFF' ||
      latest.undoes !== null ||
      latest.toState !== row.state
    ) {
      throw new ApiError(409, 'UNDO_NOT_LATEST', "Only the counsel's latest change, a staff move, can be undone");
    }
    if (latest.age > env().COUNSEL_UNDO_SECONDS) {
      throw new ApiError(409, 'UNDO_EXPIRED', `A move can be undone for ${env().COUNSEL_UNDO_SECONDS} seconds only`);
    }
    // The change before holds the appointment the counsel had before the undone move (each change records the
    // appointment current after it), so the undo puts that back: a re-dated appointment returns to its old date.
    const [before] = await tx
      .select({ createdAt: counselStateChanges.createdAt, appointmentAt: counselStateChanges.appointmentAt })
      .from(counselStateChanges)
      .where(and(eq(counselStateChanges.counselId, counselId), lt(counselStateChanges.id, latest.id)))
      .orderBy(desc(counselStateChanges.id))
      .limit(1);
    await moveCounsel(tx, counselId, latest.fromState, {
      actor: 'STAFF',
      staffId,
      undoes: latest.id,
      changedAt: before?.createdAt ?? null,
      appointmentAt: before?.appointmentAt ?? null,
    });
  });
}
