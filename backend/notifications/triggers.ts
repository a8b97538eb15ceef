import { eq } from 'drizzle-orm';
import type { CounselState } from '@/contracts/counsel-states';
import type { DbOrTx } from '../db/client';
import { clinics, counsels, reviews } from '../db/schema';
import { notify } from './notify';

// What each write tells whom, called inside the write's transaction. Parameters carry the clinic's name and state
// codes only: never the counsel's note, a treatment or a photo.

export const notificationLinks = {
  counsel: (id: number) => `/counsel/${id}`,
  review: (id: number) => `/contents/review/${id}`,
  myReview: (id: number) => `/my-page/reviews?id=${id}`,
  staffCounsel: (id: number) => `/partner/counsels?id=${id}`,
  staffReview: (id: number) => `/partner/reviews?id=${id}`,
};

async function counselOf(tx: DbOrTx, counselId: number) {
  const [row] = await tx
    .select({ memberId: counsels.memberId, clinicId: counsels.clinicId, state: counsels.state, clinic: clinics.name })
    .from(counsels)
    .innerJoin(clinics, eq(clinics.id, counsels.clinicId))
    .where(eq(counsels.id, counselId));
  return row;
}

/**
 * The clinic moved a counsel (or took a move back: then `state` is the one it went back to): its member is told
 * the new state. A counsel whose member deleted the account tells no one.
 */
export async function counselMoved(tx: DbOrTx, counselId: number): Promise<void> {
  const c = await counselOf(tx, counselId);
  if (!c?.memberId) return;
  const state: CounselState = c.state;
  await notify(tx, {
    kind: 'COUNSEL_STATE_CHANGED',
    recipient: { type: 'MEMBER', id: c.memberId },
    params: { clinic: c.clinic, state },
    link: notificationLinks.counsel(counselId),
  });
}

/** A member booked a consultation: every staff account of the clinic is told. */
export async function counselCreated(tx: DbOrTx, counselId: number, clinicId: number): Promise<void> {
  await notify(tx, {
    kind: 'COUNSEL_CREATED',
    recipient: { clinicId },
    params: {},
    link: notificationLinks.staffCounsel(counselId),
  });
}

/** A member canceled their consultation: the clinic's staff are told. */
export async function counselCanceled(tx: DbOrTx, counselId: number, clinicId: number): Promise<void> {
  await notify(tx, {
    kind: 'COUNSEL_CANCELED',
    recipient: { clinicId },
    params: {},
    link: notificationLinks.staffCounsel(counselId),
  });
}

/** A member reviewed the clinic: its staff are told. */
export async function reviewCreated(tx: DbOrTx, reviewId: number, clinicId: number): Promise<void> {
  await notify(tx, {
    kind: 'REVIEW_CREATED',
    recipient: { clinicId },
    params: {},
    link: notificationLinks.staffReview(reviewId),
  });
}

/** The clinic replied to a review (the first time; editing the reply tells no one again): its writer is told. */
export async function reviewReplied(tx: DbOrTx, reviewId: number): Promise<void> {
  const [r] = await tx
    .select({ memberId: reviews.memberId, clinic: clinics.name })
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .where(eq(reviews.id, reviewId));
  if (!r?.memberId) return;
  await notify(tx, {
    kind: 'REVIEW_REPLIED',
    recipient: { type: 'MEMBER', id: r.memberId },
    params: { clinic: r.clinic },
    link: notificationLinks.review(reviewId),
  });
}
