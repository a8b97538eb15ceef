import { pageTag } from '@/backend/page-cache/tags';
import { touchPages } from '../../lib/page-invalidation';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, counsels, counselStateChanges, counselStateEnum, doctors, events, reviews } from '../../db/schema';
import { TARGET_CLINIC, TARGET_TABLE } from '../../lib/bookmarkable';
import { ApiError, notFound } from '../../lib/errors';
import { imageOf } from '../../lib/files';
import { preparedFor } from '../../lib/prepared';
import { counselCanceled } from '../../notifications/triggers';
import { scheduleReminder } from '../../notifications/reminders';
import { jsonObject, qb, scalar, toIso, withTotal } from '../../lib/sql';
import { memberMayCancel, needsAppointment, verificationOf as verificationLevel } from '@/contracts/counsel-states';
import { seoulLocalToDate } from '@/contracts/appointment';
import { SLOT_PROBLEM_TEXT, slotProblem } from '@/contracts/booking-slots';
import type { OpeningHours } from '@/contracts/opening-hours';
import type { AppointmentFile } from './counsel-ics';
import type { Counsel, CounselDetail, CounselHistoryEntry } from '@/contracts/counsels';
import { markReviewSubjects } from '../../trust/marks';
import { markDirty } from '../../trust/recompute';
import type { BookmarkableType } from '../members/member-route';

// The states come from the database enum: one list for the schema, the API and the UI labels.
export const COUNSEL_STATES = counselStateEnum.enumValues;

export type { Counsel };

// The source's name (clinic, doctor) or title (event, review); a deleted source reads as null. The clinic
// is aliased: the counsel's own clinic is joined as `clinics` already.
const sourceClinic = alias(clinics, 's');
const SOURCES = {
  CLINIC: scalar(
    qb
      .select({ s: jsonObject({ name: sourceClinic.name }) })
      .from(sourceClinic)
      .where(eq(sourceClinic.id, counsels.sourceId)),
  ),
  DOCTOR: scalar(
    qb
      .select({ s: jsonObject({ name: doctors.name }) })
      .from(doctors)
      .where(eq(doctors.id, counsels.sourceId)),
  ),
  EVENT: scalar(
    qb
      .select({ s: jsonObject({ title: events.title }) })
      .from(events)
      .where(eq(events.id, counsels.sourceId)),
  ),
  REVIEW: scalar(
    qb
      .select({ s: jsonObject({ title: reviews.title }) })
      .from(reviews)
      .where(eq(reviews.id, counsels.sourceId)),
  ),
} satisfies Record<BookmarkableType, SQL>;
type Source = { [K in BookmarkableType]: (typeof SOURCES)[K]['_']['type'] }[BookmarkableType];
export const counselSource = sql<Source | null>`case ${counsels.sourceType} ${sql.join(
  Object.entries(SOURCES).map(([type, name]) => sql`when ${sql.raw(`'${type}'`)} then ${name}`),
  sql` `,
)} end`;

// Always scoped to one member (placeholder memberId): there is no way to read a counsel without naming its owner.
const counselsOf = (db: DbOrTx, where?: SQL) =>
  db
    .select({
      id: counsels.id,
      createdAt: counsels.createdAt,
      clinicId: counsels.clinicId,
      sourceType: counsels.sourceType,
      sourceId: counsels.sourceId,
      state: counsels.state,
      content: counsels.content,
      reviewId: counsels.reviewId,
      appointmentAt: counsels.appointmentAt,
      clinic: { name: clinics.name, profileImage: clinics.profileImage },
      source: counselSource,
    })
    .from(counsels)
    .innerJoin(clinics, eq(clinics.id, counsels.clinicId))
    .where(and(eq(counsels.memberId, sql.placeholder('memberId')), where));

const toCounsel = (r: Awaited<ReturnType<typeof counselsOf>>[number]): Counsel => ({
  id: r.id,
  created_at: toIso(r.createdAt),
  clinic_id: r.clinicId,
  sourceType: r.sourceType,
  sourceId: r.sourceId,
  state: r.state,
  content: r.content,
  review_id: r.reviewId,
  appointment_at: toIso(r.appointmentAt),
  clinic: { name: r.clinic.name, profileImage: imageOf(r.clinic.profileImage) },
  source: r.source,
});

export async function getCounsel(db: DbOrTx, memberId: number, counselId: number): Promise<Counsel | undefined> {
  const query = preparedFor(db, 'counsel', () => counselsOf(db, eq(counsels.id, sql.placeholder('counselId'))));
  const [row] = await query.execute({ memberId, counselId });
  return row && toCounsel(row);
}

const BY_OF_ACTOR = { MEMBER: 'MEMBER', STAFF: 'CLINIC', SYSTEM: 'SYSTEM' } as const;

/**
 * One of the member's counsels with every move, oldest first: the new state, who moved it (the clinic, never
 * which staff account), when, and the appointment it set.
 */
export async function getCounselDetail(
  db: DbOrTx,
  memberId: number,
  counselId: number,
): Promise<CounselDetail | undefined> {
  const counsel = await getCounsel(db, memberId, counselId);
  if (!counsel) return undefined;
  const [booking] = await db
    .select({ preferredSlots: counsels.preferredSlots, contactPhone: counsels.contactPhone })
    .from(counsels)
    .where(eq(counsels.id, counselId));
  const rows = await db
    .select({
      toState: counselStateChanges.toState,
      actor: counselStateChanges.actor,
      createdAt: counselStateChanges.createdAt,
      appointmentAt: counselStateChanges.appointmentAt,
      undoes: counselStateChanges.undoes,
    })
    .from(counselStateChanges)
    .where(eq(counselStateChanges.counselId, counselId))
    .orderBy(asc(counselStateChanges.id));
  const history: CounselHistoryEntry[] = rows.map((r) => ({
    state: r.toState,
    by: BY_OF_ACTOR[r.actor],
    at: toIso(r.createdAt),
    appointment_at: toIso(r.appointmentAt),
    undo: r.undoes !== null,
  }));
  return { ...counsel, preferred_slots: booking.preferredSlots, contact_phone: booking.contactPhone, history };
}

/**
 * The member's counsel's current appointment, for its .ics file: the clinic's name and address and the kind of
 * appointment its state sets; undefined when the counsel is not the member's or has no current appointment.
 */
export async function getCounselAppointment(
  db: DbOrTx,
  memberId: number,
  counselId: number,
): Promise<Omit<AppointmentFile, 'url'> | undefined> {
  const [row] = await db
    .select({
      state: counsels.state,
      at: counsels.appointmentAt,
      clinicName: clinics.name,
      road: clinics.roadAddress,
      detail: clinics.detailAddress,
    })
    .from(counsels)
    .innerJoin(clinics, eq(clinics.id, counsels.clinicId))
    .where(and(eq(counsels.id, counselId), eq(counsels.memberId, memberId)));
  if (!row?.at || !needsAppointment(row.state)) return undefined;
  const address = [row.road, row.detail].filter(Boolean).join(' ');
  return {
    counselId,
    clinicName: row.clinicName,
    clinicAddress: address || null,
    kind: row.state === 'TREATMENT_APPOINTMENT_CONFIRMED' ? 'TREATMENT' : 'CONSULTATION',
    at: row.at,
  };
}

/** The member's counsels, newest first (counsels_member_idx gives the order). */
export async function listCounsels(
  db: DbOrTx,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ data: Counsel[]; total: number }> {
  const list = preparedFor(db, 'counsels', () =>
    counselsOf(db).orderBy(desc(counsels.id)).offset(sql.placeholder('offset')).limit(sql.placeholder('limit')),
  );
  const total = preparedFor(db, 'counsels.total', () =>
    db
      .select({ total: count() })
      .from(counsels)
      .where(eq(counsels.memberId, sql.placeholder('memberId'))),
  );
  const values = { memberId, ...page };
  return withTotal(
    list.execute(values).then((rows) => rows.map(toCounsel)),
    total.execute(values),
  );
}

export interface NewCounsel {
  clinicId: number;
  sourceType: BookmarkableType;
  sourceId: number;
  content: string;
  /** Korea-time `YYYY-MM-DDTHH:mm`, best first (the contract checked their form, count and repeats). */
  preferredSlots: string[];
  contactPhone: string | null;
}

/** Refuses preferred slots that are not the clinic's (400 naming each: preferred_slots.1 …); answers their instants. */
function clinicSlots(hours: OpeningHours | null, slots: string[]): string[] {
  const now = new Date();
  const fields: Record<string, string> = {};
  slots.forEach((slot, i) => {
    const problem = slotProblem(hours, slot, now);
    if (problem) fields[`preferred_slots.${i}`] = `preferred_slots[${i}] ${SLOT_PROBLEM_TEXT[problem]}`;
  });
  if (Object.keys(fields).length) {
    throw new ApiError(400, 'VALIDATION_ERROR', `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
  }
  return slots.map((slot) => seoulLocalToDate(slot)!.toISOString());
}

/**
 * Books a consultation. The clinic must exist (404), the source must exist (404) and be that clinic,
 * or one of its doctors, events or reviews (400 naming sourceId); an event must not have ended (409 EVENT_ENDED);
 * each preferred slot must be one of the clinic's slots (400 naming it). The phone is stored for the clinic.
 */
export async function createCounsel(db: DbOrTx, memberId: number, input: NewCounsel): Promise<Counsel> {
  const [clinic] = await db
    .select({ id: clinics.id, openingHours: clinics.openingHours })
    .from(clinics)
    .where(eq(clinics.id, input.clinicId));
  if (!clinic) throw notFound('Clinic');
  const table = TARGET_TABLE[input.sourceType];
  const [source] = await db
    .select({ clinicId: TARGET_CLINIC[input.sourceType] })
    .from(table)
    .where(eq(table.id, input.sourceId));
  const sourceName = input.sourceType.charAt(0) + input.sourceType.slice(1).toLowerCase();
  if (!source) throw notFound(sourceName);
  if (source.clinicId !== input.clinicId) {
    const article = input.sourceType === 'EVENT' ? 'an' : 'a';
    const message =
      input.sourceType === 'CLINIC'
        ? 'sourceId must be clinic_id'
        : `sourceId must be ${article} ${sourceName.toLowerCase()} of the clinic`;
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: sourceId', { sourceId: message });
  }
  if (input.sourceType === 'EVENT') {
    const [ended] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, input.sourceId), lt(events.endsAt, sql`now()`)));
    if (ended)
      throw new ApiError(
        409,
        'EVENT_ENDED',
        'This event has ended: book the consultation with the clinic (sourceType CLINIC)',
      );
  }
  const preferredSlots = clinicSlots(clinic.openingHours, input.preferredSlots);
  const [created] = await db
    .insert(counsels)
    .values({
      memberId,
      clinicId: input.clinicId,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      content: input.content,
      preferredSlots,
      contactPhone: input.contactPhone,
    })
    .returning({ id: counsels.id });
  return (await getCounsel(db, memberId, created.id))!;
}

/**
 * Confirms the review written for a counsel (docs/product.md#states: create the review, then patch the
 * counsel). POST /member/reviews links the review to its counsel in its own transaction, so this is an
 * idempotent no-op for that review: 200 with the counsel. Any other review is refused: the caller's own
 * review that is not this counsel's answers 409 (a review only ever belongs to the counsel it was written
 * for, so an old review cannot borrow a counsel's verification); an unknown or someone else's review 404.
 */
export async function linkReview(db: DbOrTx, memberId: number, counselId: number, reviewId: number): Promise<Counsel> {
  const counsel = await getCounsel(db, memberId, counselId);
  if (!counsel) throw notFound('Counsel');
  if (counsel.review_id === reviewId) return counsel;
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.memberId, memberId)));
  if (!review) throw notFound('Review');
  throw new ApiError(
    409,
    'CONFLICT',
    counsel.review_id === null
      ? 'This review was not written for this counsel (POST /member/reviews links a review to its counsel)'
      : 'This counsel already has another review',
  );
}

type CounselState = (typeof COUNSEL_STATES)[number];
export type { CounselState };
type Verification = (typeof reviews.verification.enumValues)[number];

/** How far a counsel's review is verified by the counsel's state (contracts/counsels.ts), as the database spells it. */
export const verificationOf = (state: CounselState): Verification =>
  verificationLevel(state).toUpperCase() as Verification;

/** Who moved a counsel: the member (canceling), a staff account of the clinic, or the system. */
export interface CounselMover {
  actor: 'MEMBER' | 'STAFF' | 'SYSTEM';
  staffId?: number | null;
  /** The change this move takes back (a staff undo). */
  undoes?: number | null;
  /** What state_changed_at becomes; now by default (an undo puts back the time of the change before). */
  changedAt?: Date | null;
  /**
   * The counsel's appointment after the move: the one a move to an appointment state sets, the one an undo puts
   * back; null (the default) for every other move, which leaves no appointment current.
   */
  appointmentAt?: Date | null;
}

/**
 * Moves a counsel to another state, keeps its review's verification in step and records the change
 * (counsel_state_changes: from, to, who), in one transaction. No rule is checked here: the callers check the
 * move first (transitionCounsel, cancelOwnCounsel, undoCounselMove). Returns the change's id, or null for an
 * unknown counsel.
 */
export async function moveCounsel(
  db: DbOrTx,
  counselId: number,
  state: CounselState,
  by: CounselMover,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: counsels.state })
      .from(counsels)
      .where(eq(counsels.id, counselId))
      .for('update');
    if (!before) return null;
    const [moved] = await tx
      .update(counsels)
      .set({
        state,
        stateChangedAt: by.changedAt === undefined ? sql`now()` : by.changedAt,
        appointmentAt: by.appointmentAt ?? null,
      })
      .where(eq(counsels.id, counselId))
      .returning({ reviewId: counsels.reviewId, clinicId: counsels.clinicId });
    if (!moved) return null;
    // The clinic's answer time counts its first move; a review's verification decides whether it counts at all.
    await markDirty(tx, [{ type: 'CLINIC', id: moved.clinicId }]);
    if (moved.reviewId !== null) await markReviewSubjects(tx, moved.reviewId);
    if (moved.reviewId !== null) {
      // Only the badge: the review's updated_at ('수정됨') is the writer's, never the clinic's.
      await tx
        .update(reviews)
        .set({ verification: verificationOf(state) })
        .where(eq(reviews.id, moved.reviewId));
      touchPages(pageTag.review(moved.reviewId)); // its badge changes wherever it is shown
    }
    const [change] = await tx
      .insert(counselStateChanges)
      .values({
        counselId,
        fromState: before.state,
        toState: state,
        actor: by.actor,
        staffId: by.staffId ?? null,
        undoes: by.undoes ?? null,
        appointmentAt: by.appointmentAt ?? null,
      })
      .returning({ id: counselStateChanges.id });
    // A move that sets an appointment (or an undo that puts one back) schedules its day-before reminder.
    if (by.appointmentAt) await scheduleReminder(tx, counselId, by.appointmentAt);
    return change.id;
  });
}

/**
 * The member cancels their own counsel while the clinic has not confirmed it (AWAITING_CLINIC_CONFIRMATION →
 * CANCELED); canceling it again changes nothing. The row is locked, so a clinic confirming at the same moment
 * is serialized with it and one of the two is refused.
 */
export async function cancelOwnCounsel(db: DbOrTx, memberId: number, counselId: number): Promise<Counsel> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: counsels.state, clinicId: counsels.clinicId })
      .from(counsels)
      .where(and(eq(counsels.id, counselId), eq(counsels.memberId, memberId)))
      .for('update');
    if (!row) throw notFound('Counsel');
    if (row.state === 'CANCELED') return;
    if (!memberMayCancel(row.state)) {
      throw new ApiError(
        409,
        'INVALID_TRANSITION',
        'The clinic has already confirmed this counsel: ask the clinic to cancel it',
      );
    }
    await moveCounsel(tx, counselId, 'CANCELED', { actor: 'MEMBER' });
    await counselCanceled(tx, counselId, row.clinicId);
  });
  return (await getCounsel(db, memberId, counselId))!;
}

/** Counsels the member booked since `since` (the hourly booking limit; counsels_member_idx walks them newest first). */
export async function countCounselsSince(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(counsels)
    .where(and(eq(counsels.memberId, memberId), gte(counsels.createdAt, since)));
  return row?.n ?? 0;
}
