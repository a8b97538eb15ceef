import { pageTag } from '@/backend/page-cache/tags';
import { touchPages } from '../../lib/page-invalidation';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookmarks,
  counsels,
  files,
  members,
  refreshTokens,
  reviewDoctors,
  reviewHelpful,
  reviewPhotos,
  reviews,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { enqueueRevocation } from '../../revocations/revocations.repository';
import { deleteNotificationData } from '../../notifications/settings';
import { qb } from '../../lib/sql';
import { refreshReviewFlags } from '../reviews/reviews.writer';
import { pgError, UNIQUE_VIOLATION } from './member-route';

/**
 * Sets the member's nickname. The UNIQUE index members_nickname_uq decides duplicates, so two members
 * racing for one nickname get one success and one 409, with no check-then-write window.
 */
export async function setNickname(
  db: DbOrTx,
  memberId: number,
  nickname: string,
): Promise<{ id: number; nickname: string } | undefined> {
  try {
    const [row] = await db
      .update(members)
      .set({ nickname })
      .where(eq(members.id, memberId))
      .returning({ id: members.id });
    if (row) await touchReviewPagesOf(db, memberId); // reviews show their writer's nickname
    return row && { id: row.id, nickname };
  } catch (err) {
    const { code, constraint } = pgError(err);
    if (code === UNIQUE_VIOLATION && (constraint === undefined || constraint === 'members_nickname_uq')) {
      throw new ApiError(409, 'CONFLICT', 'Duplicate nickname: it is already in use', {
        nickname: 'Duplicate nickname',
      });
    }
    throw err;
  }
}

/** Notes the public pages that show the member's reviews (each review, its clinic, event and doctors, review lists). */
async function touchReviewPagesOf(db: DbOrTx, memberId: number) {
  const rows = await db
    .select({ id: reviews.id, clinicId: reviews.clinicId, eventId: reviews.eventId, doctorId: reviewDoctors.doctorId })
    .from(reviews)
    .leftJoin(reviewDoctors, eq(reviewDoctors.reviewId, reviews.id))
    .where(eq(reviews.memberId, memberId));
  if (!rows.length) return;
  touchPages(pageTag.list('reviews'));
  for (const r of rows) {
    touchPages(pageTag.review(r.id), pageTag.clinic(r.clinicId));
    if (r.eventId) touchPages(pageTag.event(r.eventId));
    if (r.doctorId) touchPages(pageTag.doctor(r.doctorId));
  }
}

/**
 * Account deletion (PIPA Art. 21), all or nothing: bookmarks and refresh tokens are deleted, counsels are
 * kept for the clinic without their note, preferred times and contact phone, reviews are kept; both are unlinked from the person, then the
 * member row (nickname, provider ids) goes. The
 * member's sealed provider token moves to the revocation outbox (provider and token only), for the caller
 * to revoke once this commits. See docs/privacy-data.md. Returns null when the member was already gone.
 */
export async function deleteMemberAccount(
  db: DbOrTx,
  memberId: number,
): Promise<{ revocationId: number | null } | null> {
  return db.transaction(async (tx) => {
    // Lock the row first, so a concurrent nickname change or second deletion waits for this one.
    const [member] = await tx
      .select({
        id: members.id,
        provider: members.provider,
        token: members.providerToken,
        tokenType: members.providerTokenType,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member) return null;
    const revocationId =
      member.token && (member.tokenType === 'refresh_token' || member.tokenType === 'access_token')
        ? await enqueueRevocation(tx, member.provider, { token: member.token, type: member.tokenType })
        : null;
    await tx.delete(bookmarks).where(eq(bookmarks.memberId, memberId));
    // The member's '도움이 돼요' marks go with the account, each lowering its review's count once. The reviews are
    // locked first (the order a mark or unmark takes), then exactly the marks deleted are counted off: a mark taken
    // back meanwhile is not taken off twice.
    const marked = qb
      .select({ id: reviewHelpful.reviewId })
      .from(reviewHelpful)
      .where(eq(reviewHelpful.memberId, memberId));
    await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.id, marked))
      .orderBy(reviews.id)
      .for('update');
    const removed = await tx
      .delete(reviewHelpful)
      .where(eq(reviewHelpful.memberId, memberId))
      .returning({ id: reviewHelpful.reviewId });
    if (removed.length) {
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} - 1` })
        .where(
          inArray(
            reviews.id,
            removed.map((r) => r.id),
          ),
        );
    }
    // The clinic keeps its booking record (state, source, dates, review link) without the person: the note,
    // which often holds a phone number or LINE id, is emptied and the link to the member cut.
    await tx
      .update(counsels)
      .set({ memberId: null, content: '', preferredSlots: [], contactPhone: null })
      .where(eq(counsels.memberId, memberId));
    // Uploads not shown in one of the member's reviews lose their row, so the orphan sweep removes the
    // stored object; photos of the kept reviews stay, without an owner. (Before anonymising: this finds
    // the member's reviews through reviews_member_idx.)
    const shown = qb
      .select({ one: sql`1` })
      .from(reviews)
      .innerJoin(reviewPhotos, eq(reviewPhotos.reviewId, reviews.id))
      .where(and(eq(reviews.memberId, memberId), eq(reviewPhotos.path, files.path)));
    await tx.delete(files).where(and(eq(files.ownerMemberId, memberId), notExists(shown)));
    await tx.update(files).set({ ownerMemberId: null }).where(eq(files.ownerMemberId, memberId));
    await tx.update(reviews).set({ memberId: null }).where(eq(reviews.memberId, memberId));
    await tx
      .delete(refreshTokens)
      .where(and(eq(refreshTokens.subjectType, 'MEMBER'), eq(refreshTokens.subjectId, memberId)));
    // The inbox, its deliveries, the choices, the contact (email, phone) and the push subscriptions.
    await deleteNotificationData(tx, { type: 'MEMBER', id: memberId });
    await tx.delete(members).where(eq(members.id, memberId));
    touchPages(pageTag.all); // rare, and their reviews may be anywhere
    return { revocationId };
  });
}

/**
 * Records (first time only: the moment of consent is kept on repeats) or withdraws the member's consent to
 * the processing of health information (PIPA art. 23); withdrawing deletes the photos of the member's
 * reviews. The consent time, or null after withdrawal.
 */
export async function setHealthConsent(
  db: DbOrTx,
  memberId: number,
  given: boolean,
): Promise<{ at: Date | null; removedPhotos: string[] }> {
  if (!given) {
    // Withdrawing ends the purpose the photos were kept for: they go with it (the review texts stay);
    // the caller discards their files (discardPhotos).
    return db.transaction(async (tx) => {
      await tx.update(members).set({ healthConsentAt: null }).where(eq(members.id, memberId));
      const removed = await tx
        .delete(reviewPhotos)
        .where(
          inArray(
            reviewPhotos.reviewId,
            tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.memberId, memberId)),
          ),
        )
        .returning({ path: reviewPhotos.path });
      await refreshReviewFlags(tx, { memberId });
      if (removed.length) touchPages(pageTag.all); // photos gone from reviews that may be shown anywhere
      return { at: null, removedPhotos: removed.map((r) => r.path) };
    });
  }
  await db
    .update(members)
    .set({ healthConsentAt: new Date() })
    .where(and(eq(members.id, memberId), isNull(members.healthConsentAt)));
  const [row] = await db.select({ at: members.healthConsentAt }).from(members).where(eq(members.id, memberId));
  return { at: row?.at ?? null, removedPhotos: [] };
}
