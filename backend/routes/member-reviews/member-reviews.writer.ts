import { pageTag } from '@/backend/page-cache/tags';
import { touchPages } from '../../lib/page-invalidation';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clinics,
  counsels,
  doctors,
  events,
  members,
  reviewDoctors,
  reviewPhotos,
  reviews,
  reviewTreatments,
  treatments,
} from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { photoColumns } from '../../lib/dto';
import { reviewCreated } from '../../notifications/triggers';
import { attachUploads, type PhotoGroup, type StoredPhoto } from '../../storage/attach';
import type { CreateReviewBody, UpdateReviewBody } from '@/contracts/reviews';
import { verificationOf } from '../counsels/counsels.repository';
import { pgError, UNIQUE_VIOLATION } from '../members/member-route';
import {
  applyRating,
  countReviewTaxa,
  createReview,
  deleteReview,
  refreshReviewFlags,
  touchReviewPages,
} from '../reviews/reviews.writer';
import { markReviewSubjects } from '../../trust/marks';
import { replaceReviewSideEffects, reviewSideEffects, sortedSideEffects } from '../../trust/side-effects';
import { lockTaxonCounts } from '../../lib/taxa';

// Writing, editing and taking down a member's review. Every write locks, in this order, the review's counsel,
// its clinic, the review, the uploads it attaches, then the taxonomy counts (backend/lib/taxa.ts): writes of one clinic's reviews queue on the clinic row,
// which keeps clinic_seq gap-free and distinct and the counters exact.

const invalid = (fields: Record<string, string>) =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
const alreadyReviewed = () =>
  new ApiError(409, 'CONFLICT', 'This counsel already has a review: edit it with PATCH /member/reviews/{id}');

interface Links {
  doctors?: number[];
  event_id?: number | null;
  treatments?: number[];
}

/** Doctors and event of the clinic, known treatments: one 400 naming every bad entry (`doctors.1`). */
async function checkLinks(tx: DbOrTx, clinicId: number, links: Links) {
  const fields: Record<string, string> = {};
  if (links.doctors?.length) {
    const found = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(inArray(doctors.id, links.doctors), eq(doctors.clinicId, clinicId)));
    const ok = new Set(found.map((d) => d.id));
    links.doctors.forEach((id, i) => {
      if (!ok.has(id)) fields[`doctors.${i}`] = "must be a doctor of the counsel's clinic";
    });
  }
  if (links.event_id) {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, links.event_id), eq(events.clinicId, clinicId)));
    if (!event) fields.event_id = "event_id must be an event of the counsel's clinic, or null";
  }
  if (links.treatments?.length) {
    const found = await tx
      .select({ id: treatments.id })
      .from(treatments)
      .where(inArray(treatments.id, links.treatments));
    const ok = new Set(found.map((t) => t.id));
    links.treatments.forEach((id, i) => {
      if (!ok.has(id)) fields[`treatments.${i}`] = 'must be a known treatment';
    });
  }
  if (Object.keys(fields).length) throw invalid(fields);
}

/**
 * The first statement of every review write: the member's row, share-locked, so a consent withdrawal or an
 * account deletion waits for the write (and every writer locks in one order: member, counsel, clinic,
 * review, uploads).
 */
async function lockMember(tx: DbOrTx, memberId: number): Promise<{ consentAt: Date | null }> {
  const [member] = await tx
    .select({ at: members.healthConsentAt })
    .from(members)
    .where(eq(members.id, memberId))
    .for('share');
  if (!member) throw notFound('Member');
  return { consentAt: member.at };
}

/** Photos are health information (PIPA art. 23): a review with any needs the member's separate consent. */
function requireHealthConsent(member: { consentAt: Date | null }) {
  if (!member.consentAt) {
    throw new ApiError(
      403,
      'HEALTH_CONSENT_REQUIRED',
      'Before/after photos need your consent to the processing of health information (PUT /member/health-consent)',
    );
  }
}

const photoGroups = (body: { beforePhotos?: PhotoGroup['refs']; afterPhotos?: PhotoGroup['refs'] }): PhotoGroup[] =>
  (['beforePhotos', 'afterPhotos'] as const).flatMap((field) => (body[field] ? [{ field, refs: body[field] }] : []));

/** Creates the review for the caller's counsel and links it to the counsel, all in one transaction; its id. */
export async function createMemberReview(db: DbOrTx, memberId: number, body: CreateReviewBody): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId);
      const [counsel] = await tx
        .select({ id: counsels.id, clinicId: counsels.clinicId, state: counsels.state, reviewId: counsels.reviewId })
        .from(counsels)
        .where(and(eq(counsels.id, body.counsel_id), eq(counsels.memberId, memberId)))
        .for('update');
      if (!counsel) throw notFound('Counsel');
      if (counsel.state === 'CANCELED')
        throw new ApiError(409, 'COUNSEL_CANCELED', 'This counsel was canceled: it cannot get a review');
      if (counsel.reviewId !== null) throw alreadyReviewed();
      if (body.clinic_id !== undefined && body.clinic_id !== counsel.clinicId)
        throw invalid({ clinic_id: "clinic_id must be the counsel's clinic" });
      await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, counsel.clinicId)).for('update');
      await checkLinks(tx, counsel.clinicId, body);
      if (body.beforePhotos.length + body.afterPhotos.length > 0) requireHealthConsent(member);
      const [before, after] = await attachUploads(tx, memberId, photoGroups(body));
      const reviewId = await createReview(tx, {
        memberId,
        clinicId: counsel.clinicId,
        eventId: body.event_id,
        doctorIds: body.doctors,
        treatmentIds: body.treatments,
        title: body.title,
        content: body.content,
        rating: body.rating,
        beforePhotos: before,
        afterPhotos: after,
        verification: verificationOf(counsel.state),
        pricePaid: body.pricePaid,
        priceMatched: body.priceMatched,
        treatedOn: body.treatedOn,
        incentive: body.incentive,
        sideEffects: body.sideEffects,
      });
      await tx.update(counsels).set({ reviewId }).where(eq(counsels.id, counsel.id));
      await reviewCreated(tx, reviewId, counsel.clinicId);
      return reviewId;
    });
  } catch (err) {
    // UNIQUE(counsels.review_id) cannot fire here (a new id), but keep the database's word final.
    if (pgError(err).code === UNIQUE_VIOLATION) throw alreadyReviewed();
    throw err;
  }
}

/** The caller's review with its counsel, clinic and itself locked for a write; 404 for anyone else's. */
async function lockOwnReview(tx: DbOrTx, memberId: number, reviewId: number) {
  const own = and(eq(reviews.id, reviewId), eq(reviews.memberId, memberId));
  const [found] = await tx.select({ clinicId: reviews.clinicId }).from(reviews).where(own);
  if (!found) throw notFound('Review');
  const [counsel] = await tx
    .select({ id: counsels.id })
    .from(counsels)
    .where(eq(counsels.reviewId, reviewId))
    .for('update');
  await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, found.clinicId)).for('update');
  const [review] = await tx.select().from(reviews).where(own).for('update');
  if (!review) throw notFound('Review');
  return { review, counselId: counsel?.id ?? null };
}

/** The review's stored photos, as kept entries for attachUploads. */
export async function storedPhotos(
  db: DbOrTx,
  reviewId: number,
): Promise<(StoredPhoto & { kind: 'BEFORE' | 'AFTER' })[]> {
  return db
    .select({ kind: reviewPhotos.kind, ...photoColumns })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId))
    .orderBy(reviewPhotos.kind, reviewPhotos.position, reviewPhotos.id);
}

/** Whether an edit changes anything of the review: its text, rating, links, trust answers, treatments or photos. */
async function editChangesReview(
  tx: DbOrTx,
  review: typeof reviews.$inferSelect,
  body: UpdateReviewBody,
  edit: {
    eventId: number | null;
    sameDoctors: boolean;
    groups: PhotoGroup[];
    attached: StoredPhoto[][];
    kept: (StoredPhoto & { kind: 'BEFORE' | 'AFTER' })[];
  },
): Promise<boolean> {
  const fields = ['title', 'content', 'rating', 'pricePaid', 'priceMatched', 'treatedOn', 'incentive'] as const;
  if (fields.some((f) => body[f] !== undefined && body[f] !== review[f])) return true;
  if (edit.eventId !== review.eventId || !edit.sameDoctors) return true;
  if (body.treatments) {
    const old = (
      await tx
        .select({ id: reviewTreatments.treatmentId })
        .from(reviewTreatments)
        .where(eq(reviewTreatments.reviewId, review.id))
    ).map((r) => r.id);
    const next = new Set(body.treatments);
    if (old.length !== next.size || old.some((id) => !next.has(id))) return true;
  }
  return edit.groups.some((group, i) => {
    const kind = group.field === 'beforePhotos' ? 'BEFORE' : 'AFTER';
    const before = edit.kept.filter((p) => p.kind === kind).map((p) => p.path);
    const after = edit.attached[i].map((p) => p.path);
    return before.length !== after.length || before.some((path, j) => path !== after[j]);
  });
}

/**
 * Edits the caller's review: the fields given replace the stored ones (a photo list the whole list), in
 * one transaction; the counters of clinic, doctors and event follow a changed rating, doctors or event.
 */
export async function updateMemberReview(
  db: DbOrTx,
  memberId: number,
  reviewId: number,
  body: UpdateReviewBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    const { review, counselId } = await lockOwnReview(tx, memberId, reviewId);
    const mismatch: Record<string, string> = {};
    if (body.counsel_id !== undefined && body.counsel_id !== counselId)
      mismatch.counsel_id = "counsel_id must be the review's counsel";
    if (body.clinic_id !== undefined && body.clinic_id !== review.clinicId)
      mismatch.clinic_id = "clinic_id must be the review's clinic";
    if (Object.keys(mismatch).length) throw invalid(mismatch);
    await checkLinks(tx, review.clinicId, body);
    const groups = photoGroups(body);
    if (groups.some((g) => g.refs.length > 0)) requireHealthConsent(member);
    const kept = await storedPhotos(tx, reviewId);
    const attached = await attachUploads(tx, memberId, groups, kept);
    await markReviewSubjects(tx, reviewId); // the subjects it may leave (its old event and treatments)

    const oldDoctors = (
      await tx.select({ id: reviewDoctors.doctorId }).from(reviewDoctors).where(eq(reviewDoctors.reviewId, reviewId))
    ).map((d) => d.id);
    const rating = body.rating ?? review.rating;
    const eventId = body.event_id === undefined ? review.eventId : body.event_id;
    const doctorIds = body.doctors ?? oldDoctors;
    const sameDoctors = doctorIds.length === oldDoctors.length && doctorIds.every((id) => oldDoctors.includes(id));
    if (rating !== review.rating || eventId !== review.eventId || !sameDoctors) {
      // Take the old rating out of the old owners and put the new one into the new: exact whatever changed.
      await applyRating(tx, clinics, [review.clinicId], review.rating, -1);
      await applyRating(tx, doctors, oldDoctors, review.rating, -1);
      if (review.eventId) await applyRating(tx, events, [review.eventId], review.rating, -1);
      await applyRating(tx, clinics, [review.clinicId], rating, 1);
      await applyRating(tx, doctors, doctorIds, rating, 1);
      if (eventId) await applyRating(tx, events, [eventId], rating, 1);
    }
    // Side effects are on the review's page too: a changed list counts as an edit readers can see.
    const sideEffectsChange =
      body.sideEffects !== undefined &&
      JSON.stringify(await reviewSideEffects(tx, reviewId)) !== JSON.stringify(sortedSideEffects(body.sideEffects));
    const changes =
      sideEffectsChange ||
      (await editChangesReview(tx, review, body, { eventId, sameDoctors, groups, attached, kept }));
    const set = {
      title: body.title,
      content: body.content,
      rating: body.rating,
      eventId: body.event_id,
      pricePaid: body.pricePaid,
      priceMatched: body.priceMatched,
      treatedOn: body.treatedOn,
      incentive: body.incentive,
      // '수정됨' is for what readers can see change: a save that changes nothing leaves the date alone.
      updatedAt: changes ? new Date() : undefined,
    };
    if (Object.values(set).some((v) => v !== undefined))
      await tx.update(reviews).set(set).where(eq(reviews.id, reviewId));
    if (body.doctors && !sameDoctors) {
      await tx.delete(reviewDoctors).where(eq(reviewDoctors.reviewId, reviewId));
      if (doctorIds.length)
        await tx.insert(reviewDoctors).values(doctorIds.map((doctorId) => ({ reviewId, doctorId })));
    }
    if (body.treatments) {
      // The review leaves the taxonomy counts with its old treatments and comes back with the new; the rows of
      // both are locked first, in key order.
      const old = await tx
        .select({ id: reviewTreatments.treatmentId })
        .from(reviewTreatments)
        .where(eq(reviewTreatments.reviewId, reviewId));
      await lockTaxonCounts(
        tx,
        'review',
        old.map((r) => r.id),
        body.treatments,
      );
      await countReviewTaxa(tx, { reviewId }, -1);
      await tx.delete(reviewTreatments).where(eq(reviewTreatments.reviewId, reviewId));
      if (body.treatments.length)
        await tx.insert(reviewTreatments).values(body.treatments.map((treatmentId) => ({ reviewId, treatmentId })));
      await countReviewTaxa(tx, { reviewId }, 1);
    }
    for (const [i, group] of groups.entries()) {
      const kind = group.field === 'beforePhotos' ? ('BEFORE' as const) : ('AFTER' as const);
      await tx.delete(reviewPhotos).where(and(eq(reviewPhotos.reviewId, reviewId), eq(reviewPhotos.kind, kind)));
      const rows = attached[i].map((p, position) => ({ ...p, reviewId, kind, position }));
      if (rows.length) await tx.insert(reviewPhotos).values(rows);
    }
    await refreshReviewFlags(tx, { reviewId });
    if (body.sideEffects) await replaceReviewSideEffects(tx, reviewId, body.sideEffects);
    await markReviewSubjects(tx, reviewId); // and those it counts for now
    // Old and new owners alike: a review that moved to another doctor or event leaves the old one's pages.
    touchReviewPages({
      reviewId,
      clinicId: review.clinicId,
      eventId: review.eventId,
      doctorIds: [...oldDoctors, ...doctorIds],
    });
    if (eventId) touchPages(pageTag.event(eventId));
  });
}

/**
 * Takes the caller's review down: its counsel is free for a new review (review_id set null by the foreign
 * key), the clinic's later reviews move up one position, the counters lose its rating. Answers the
 * paths of the photos it showed (for discardPhotos).
 */
export async function deleteMemberReview(db: DbOrTx, memberId: number, reviewId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    await lockOwnReview(tx, memberId, reviewId);
    const photos = await storedPhotos(tx, reviewId);
    await deleteReview(tx, reviewId);
    return photos.map((p) => p.path);
  });
}
