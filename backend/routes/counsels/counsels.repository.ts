import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { counselStateEnum } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { imageOf } from '../../lib/files';
import { firstRow, pageWithTotal, toIso } from '../../lib/sql';
import { FOREIGN_KEY_VIOLATION, pgError, TABLE_OF, UNIQUE_VIOLATION, type BookmarkableType } from '../members/member-route';

// The states come from the database enum: one list for the schema, the API and the UI labels.
export const COUNSEL_STATES = counselStateEnum.enumValues;

/** Spec §3 Counsel. */
export interface Counsel {
  id: number;
  created_at: string;
  clinic_id: number;
  sourceType: BookmarkableType;
  sourceId: number;
  state: (typeof COUNSEL_STATES)[number];
  content: string;
  review_id: number | null;
  clinic: { name: string; profileImage: { url: string } | null };
  /** name for a clinic or doctor, title for an event or review; null once the source was deleted. */
  source: { name: string } | { title: string } | null;
}

interface CounselRow {
  id: number;
  created_at: Date | string;
  clinic_id: number;
  source_type: BookmarkableType;
  source_id: number;
  state: Counsel['state'];
  content: string;
  review_id: number | null;
  clinic_name: string;
  clinic_profile_image: string | null;
  source: { name: string } | { title: string } | null;
}

const toCounsel = (r: CounselRow): Counsel => ({
  id: r.id,
  created_at: toIso(r.created_at)!,
  clinic_id: r.clinic_id,
  sourceType: r.source_type,
  sourceId: r.source_id,
  state: r.state,
  content: r.content,
  review_id: r.review_id,
  clinic: { name: r.clinic_name, profileImage: imageOf(r.clinic_profile_image) },
  source: r.source,
});

// Always scoped to one member: there is no way to read a counsel without naming its owner.
const selectCounsels = (memberId: number, more: SQL) => sql`
  select co.id, co.created_at, co.clinic_id, co.source_type, co.source_id, co.state, co.content, co.review_id,
    c.name as clinic_name, c.profile_image as clinic_profile_image,
    case co.source_type
      when 'CLINIC' then (select json_build_object('name', s.name) from clinics s where s.id = co.source_id)
      when 'DOCTOR' then (select json_build_object('name', s.name) from doctors s where s.id = co.source_id)
      when 'EVENT' then (select json_build_object('title', s.title) from events s where s.id = co.source_id)
      when 'REVIEW' then (select json_build_object('title', s.title) from reviews s where s.id = co.source_id)
    end as source
  from counsels co join clinics c on c.id = co.clinic_id
  where co.member_id = ${memberId} ${more}`;

export async function getCounsel(db: DbOrTx, memberId: number, counselId: number): Promise<Counsel | undefined> {
  const row = await firstRow<CounselRow>(db, selectCounsels(memberId, sql`and co.id = ${counselId}`));
  return row && toCounsel(row);
}

/** The member's counsels, newest first (counsels_member_idx gives the order). */
export async function listCounsels(db: DbOrTx, memberId: number, page: { offset: number; limit: number }) {
  return pageWithTotal(
    db,
    selectCounsels(memberId, sql`order by co.id desc offset ${page.offset} limit ${page.limit}`),
    sql`select count(*) as total from counsels where member_id = ${memberId}`,
    toCounsel,
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
  const clinic = await firstRow(db, sql`select 1 as found from clinics where id = ${input.clinicId}`);
  if (!clinic) throw notFound('Clinic');
  const owner = input.sourceType === 'CLINIC' ? sql`id` : sql`clinic_id`;
  const source = await firstRow<{ clinic_id: number }>(
    db,
    sql`select ${owner} as clinic_id from ${sql.identifier(TABLE_OF[input.sourceType])} where id = ${input.sourceId}`,
  );
  const sourceName = input.sourceType.charAt(0) + input.sourceType.slice(1).toLowerCase();
  if (!source) throw notFound(sourceName);
  if (source.clinic_id !== input.clinicId) {
    const article = input.sourceType === 'EVENT' ? 'an' : 'a';
    const message = input.sourceType === 'CLINIC' ? 'sourceId must be clinic_id' : `sourceId must be ${article} ${sourceName.toLowerCase()} of the clinic`;
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: sourceId', { sourceId: message });
  }
  const created = await firstRow<{ id: number }>(
    db,
    sql`insert into counsels (member_id, clinic_id, source_type, source_id, content)
      values (${memberId}, ${input.clinicId}, ${input.sourceType}, ${input.sourceId}, ${input.content}) returning id`,
  );
  return (await getCounsel(db, memberId, created!.id))!;
}

/**
 * Links the review written for a counsel (spec §4: create the review, then patch the counsel). The
 * review must be the member's own (404 otherwise, like an unknown id) and of the counsel's clinic (400).
 * Same review again: unchanged. Another review already linked: 409. A review linked to another counsel:
 * 409 from UNIQUE(review_id), which also settles two concurrent requests.
 */
export async function linkReview(db: DbOrTx, memberId: number, counselId: number, reviewId: number): Promise<Counsel> {
  const counsel = await getCounsel(db, memberId, counselId);
  if (!counsel) throw notFound('Counsel');
  if (counsel.review_id === reviewId) return counsel;
  if (counsel.review_id !== null) throw new ApiError(409, 'CONFLICT', 'This counsel already has a review');
  const review = await firstRow<{ clinic_id: number }>(db, sql`select clinic_id from reviews where id = ${reviewId} and member_id = ${memberId}`);
  if (!review) throw notFound('Review');
  if (review.clinic_id !== counsel.clinic_id) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: review_id', { review_id: 'review_id must be a review of the counsel\'s clinic' });
  }
  try {
    // Conditional on review_id still being empty (or already this review): a concurrent link of a
    // different review makes this update match nothing.
    const updated = await firstRow(
      db,
      sql`update counsels set review_id = ${reviewId}
        where id = ${counselId} and member_id = ${memberId} and (review_id is null or review_id = ${reviewId}) returning id`,
    );
    if (!updated) throw new ApiError(409, 'CONFLICT', 'This counsel already has a review');
  } catch (err) {
    const { code } = pgError(err);
    if (code === UNIQUE_VIOLATION) throw new ApiError(409, 'CONFLICT', 'This review is already linked to another counsel');
    if (code === FOREIGN_KEY_VIOLATION) throw notFound('Review');
    throw err;
  }
  return (await getCounsel(db, memberId, counselId))!;
}
