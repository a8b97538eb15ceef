import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clinics, counsels, counselStateEnum, doctors, events, reviews } from '../../db/schema';
import { TARGET_CLINIC, TARGET_TABLE } from '../../lib/bookmarkable';
import { ApiError, notFound } from '../../lib/errors';
import { imageOf } from '../../lib/files';
import { preparedFor } from '../../lib/prepared';
import { jsonObject, qb, scalar, toIso, withTotal } from '../../lib/sql';
import type { Counsel } from '../../schemas/member';
import { FOREIGN_KEY_VIOLATION, pgError, UNIQUE_VIOLATION, type BookmarkableType } from '../members/member-route';

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
const source = sql<Source | null>`case ${counsels.sourceType} ${sql.join(
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
      clinic: { name: clinics.name, profileImage: clinics.profileImage },
      source,
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
  clinic: { name: r.clinic.name, profileImage: imageOf(r.clinic.profileImage) },
  source: r.source,
});

export async function getCounsel(db: DbOrTx, memberId: number, counselId: number): Promise<Counsel | undefined> {
  const query = preparedFor(db, 'counsel', () => counselsOf(db, eq(counsels.id, sql.placeholder('counselId'))));
  const [row] = await query.execute({ memberId, counselId });
  return row && toCounsel(row);
}

/** The member's counsels, newest first (counsels_member_idx gives the order). */
export async function listCounsels(db: DbOrTx, memberId: number, page: { offset: number; limit: number }): Promise<{ data: Counsel[]; total: number }> {
  const list = preparedFor(db, 'counsels', () => counselsOf(db).orderBy(desc(counsels.id)).offset(sql.placeholder('offset')).limit(sql.placeholder('limit')));
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
}

/**
 * Books a consultation. The clinic must exist (404), the source must exist (404) and be that clinic,
 * or one of its doctors, events or reviews (400 naming sourceId).
 */
export async function createCounsel(db: DbOrTx, memberId: number, input: NewCounsel): Promise<Counsel> {
  const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, input.clinicId));
  if (!clinic) throw notFound('Clinic');
  const table = TARGET_TABLE[input.sourceType];
  const [source] = await db.select({ clinicId: TARGET_CLINIC[input.sourceType] }).from(table).where(eq(table.id, input.sourceId));
  const sourceName = input.sourceType.charAt(0) + input.sourceType.slice(1).toLowerCase();
  if (!source) throw notFound(sourceName);
  if (source.clinicId !== input.clinicId) {
    const article = input.sourceType === 'EVENT' ? 'an' : 'a';
    const message = input.sourceType === 'CLINIC' ? 'sourceId must be clinic_id' : `sourceId must be ${article} ${sourceName.toLowerCase()} of the clinic`;
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: sourceId', { sourceId: message });
  }
  const [created] = await db
    .insert(counsels)
    .values({ memberId, clinicId: input.clinicId, sourceType: input.sourceType, sourceId: input.sourceId, content: input.content })
    .returning({ id: counsels.id });
  return (await getCounsel(db, memberId, created.id))!;
}

/**
 * Links the review written for a counsel (docs/product.md#states: create the review, then patch the counsel). The
 * review must be the member's own (404 otherwise, like an unknown id) and of the counsel's clinic (400).
 * Same review again: unchanged. Another review already linked: 409. A review linked to another counsel:
 * 409 from UNIQUE(review_id), which also settles two concurrent requests.
 */
export async function linkReview(db: DbOrTx, memberId: number, counselId: number, reviewId: number): Promise<Counsel> {
  const counsel = await getCounsel(db, memberId, counselId);
  if (!counsel) throw notFound('Counsel');
  if (counsel.review_id === reviewId) return counsel;
  if (counsel.review_id !== null) throw new ApiError(409, 'CONFLICT', 'This counsel already has a review');
  const [review] = await db
    .select({ clinicId: reviews.clinicId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.memberId, memberId)));
  if (!review) throw notFound('Review');
  if (review.clinicId !== counsel.clinic_id) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: review_id', { review_id: "review_id must be a review of the counsel's clinic" });
  }
  try {
    // Conditional on review_id still being empty (or already this review): a concurrent link of a
    // different review makes this update match nothing.
    const updated = await db
      .update(counsels)
      .set({ reviewId })
      .where(and(eq(counsels.id, counselId), eq(counsels.memberId, memberId), or(isNull(counsels.reviewId), eq(counsels.reviewId, reviewId))))
      .returning({ id: counsels.id });
    if (updated.length === 0) throw new ApiError(409, 'CONFLICT', 'This counsel already has a review');
  } catch (err) {
    const { code } = pgError(err);
    if (code === UNIQUE_VIOLATION) throw new ApiError(409, 'CONFLICT', 'This review is already linked to another counsel');
    if (code === FOREIGN_KEY_VIOLATION) throw notFound('Review');
    throw err;
  }
  return (await getCounsel(db, memberId, counselId))!;
}
