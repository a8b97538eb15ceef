import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  clinicImages,
  clinics,
  clinicSpecialties,
  counsels,
  reviewReplies,
  specialties,
  staffAccounts,
  staffAuditLog,
  treatments,
} from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import { imageOf } from '../../../lib/files';
import { toIso, withTotal } from '../../../lib/sql';
import type { ClinicWrite } from '@/contracts/clinics';
import type { StaffAuditEntry, StaffMe } from '@/contracts/staff';
import { columnsOf, LINKED, type ColumnMap } from '../../../lib/columns';
import type { Coordinates } from '../../../geo/kakao-local';

export async function staffMe(db: DbOrTx, staffId: number): Promise<StaffMe | undefined> {
  const [row] = await db
    .select({
      user_id: staffAccounts.userId,
      clinicId: clinics.id,
      name: clinics.name,
      profileImage: clinics.profileImage,
      reviewCount: clinics.reviewCount,
      failedSignIns: staffAccounts.failedSignIns,
      lastFailedSignInAt: staffAccounts.lastFailedSignInAt,
    })
    .from(staffAccounts)
    .innerJoin(clinics, eq(clinics.id, staffAccounts.clinicId))
    .where(eq(staffAccounts.id, staffId));
  if (!row) return undefined;
  // Reviews without a reply: the clinic's kept review count minus its replies (replies go with their reviews).
  const [[awaiting], [replied]] = await Promise.all([
    db
      .select({ n: count() })
      .from(counsels)
      .where(and(eq(counsels.clinicId, row.clinicId), eq(counsels.state, 'AWAITING_CLINIC_CONFIRMATION'))),
    db.select({ n: count() }).from(reviewReplies).where(eq(reviewReplies.clinicId, row.clinicId)),
  ]);
  return {
    user_id: row.user_id,
    clinic: { id: row.clinicId, name: row.name, profileImage: imageOf(row.profileImage) },
    counselsAwaiting: awaiting.n,
    reviewsUnanswered: Math.max(0, row.reviewCount - replied.n),
    failedSignIns:
      row.failedSignIns > 0 && row.lastFailedSignInAt
        ? { count: row.failedSignIns, lastAt: toIso(row.lastFailedSignInAt) }
        : null,
  };
}

/**
 * Forgets the account's counted wrong passwords once its staff have seen them: only those up to `through` (the
 * `lastAt` they were shown), so a guess made since is still shown. Timestamps are compared to the millisecond,
 * the precision the API gives them in.
 */
export async function confirmFailedSignIns(db: DbOrTx, staffId: number, through: Date): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ failedSignIns: 0, lastFailedSignInAt: null })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        sql`date_trunc('milliseconds', ${staffAccounts.lastFailedSignInAt}) <= ${through.toISOString()}::timestamptz`,
      ),
    );
}

/** Ids that are not in the table, for a 400 naming the field. */
export async function unknownIds(
  db: DbOrTx,
  table: typeof specialties | typeof treatments,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The contract's clinic body (images resolved to stored keys), and where the new road address is. */
type ClinicSave = ClinicWrite & {
  /** Where the new road address is (null: not located); undefined keeps the stored coordinates. */
  location?: Coordinates | null;
};

/** Where each field of the contract's clinic body is stored (the coordinates follow the address: coordinate()). */
const CLINIC_COLUMNS = {
  name: (name) => ({ name }),
  description: (description) => ({ description }),
  address: (a) => ({ roadAddress: a.roadAddress, detailAddress: a.detailAddress, postalCode: a.postalCode }),
  phone: (phone) => ({ phone }),
  specialties: LINKED,
  profileImage: (profileImage) => ({ profileImage }),
  bannerImage: (bannerImage) => ({ bannerImage }),
  introductionImages: LINKED,
  openingHours: (openingHours) => ({ openingHours }),
  station: (station) => ({ station: station?.name ?? null, stationWalkMinutes: station?.walkMinutes ?? null }),
  languages: (languages) => ({ languages }),
  safety: (safety) => ({
    operatingRoomCctv: safety.operatingRoomCctv,
    anesthesiologist: safety.anesthesiologist,
    specialistCount: safety.specialistCount,
    emergencyEquipment: safety.emergencyEquipment,
  }),
} satisfies ColumnMap<ClinicWrite, typeof clinics.$inferInsert>;

/** The clinic's stored road address and whether it has coordinates (to tell whether a save needs locating). */
export async function clinicAddressState(
  db: DbOrTx,
  clinicId: number,
): Promise<{ roadAddress: string | null; located: boolean }> {
  const [row] = await db
    .select({ roadAddress: clinics.roadAddress, latitude: clinics.latitude })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return { roadAddress: row?.roadAddress ?? null, located: row?.latitude != null };
}

/**
 * A coordinate column's new value: the location found for the new address; or, when the address was sent
 * unchanged (no location), the stored one only if the address is still the one sent (another save may have
 * changed it since it was read), else none; untouched without an address.
 */
function coordinate(body: ClinicSave, column: 'latitude' | 'longitude'): number | null | SQL | undefined {
  if (body.location !== undefined) return body.location?.[column] ?? null;
  if (body.address === undefined) return undefined;
  return sql`case when ${clinics.roadAddress} is not distinct from ${body.address.roadAddress} then ${clinics[column]} end`;
}

/** Writes what the body sets on the clinic (images already resolved to stored keys). */
export async function updateClinic(tx: DbOrTx, clinicId: number, body: ClinicSave): Promise<void> {
  if (body.specialties) {
    const unknown = await unknownIds(tx, specialties, body.specialties);
    if (unknown.length)
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: specialties', {
        specialties: `unknown specialty ids: ${unknown.join(', ')}`,
      });
  }
  await tx
    .update(clinics)
    .set({
      ...columnsOf<typeof clinics.$inferInsert>(CLINIC_COLUMNS, body),
      latitude: coordinate(body, 'latitude'),
      longitude: coordinate(body, 'longitude'),
      updatedAt: new Date(),
    })
    .where(eq(clinics.id, clinicId));
  if (body.specialties) {
    await tx.delete(clinicSpecialties).where(eq(clinicSpecialties.clinicId, clinicId));
    if (body.specialties.length)
      await tx.insert(clinicSpecialties).values(body.specialties.map((specialtyId) => ({ clinicId, specialtyId })));
  }
  if (body.introductionImages) {
    await tx.delete(clinicImages).where(eq(clinicImages.clinicId, clinicId));
    if (body.introductionImages.length)
      await tx
        .insert(clinicImages)
        .values(body.introductionImages.map((path, position) => ({ clinicId, path, position })));
  }
}

/** The clinic's audit trail, newest first. */
export async function listAudit(
  db: DbOrTx,
  clinicId: number,
  page: { offset: number; limit: number },
): Promise<{ data: StaffAuditEntry[]; total: number }> {
  const list = db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.clinicId, clinicId))
    .orderBy(desc(staffAuditLog.id))
    .offset(page.offset)
    .limit(page.limit)
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        created_at: toIso(r.createdAt),
        user_id: r.staffUserId,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        fields: r.fields,
      })),
    );
  return withTotal(list, db.select({ total: count() }).from(staffAuditLog).where(eq(staffAuditLog.clinicId, clinicId)));
}

/**
 * A new partner's clinic goes public once its profile is complete: a name, a road address, a phone, at least one
 * image (the profile image or an introduction image) and opening hours. Checked after every save of the clinic
 * by its staff; a published clinic is never unpublished by a save. True when this call published it.
 */
export async function publishIfComplete(tx: DbOrTx, clinicId: number): Promise<boolean> {
  const published = await tx
    .update(clinics)
    .set({ isPublished: true })
    .where(
      and(
        eq(clinics.id, clinicId),
        eq(clinics.isPublished, false),
        sql`coalesce(${clinics.name}, '') <> '' and coalesce(${clinics.roadAddress}, '') <> ''`,
        sql`coalesce(${clinics.phone}, '') <> '' and ${clinics.openingHours} is not null`,
        sql`(${clinics.profileImage} is not null or exists (select 1 from ${clinicImages} where ${clinicImages.clinicId} = ${clinics.id}))`,
      ),
    )
    .returning({ id: clinics.id });
  return published.length > 0;
}

/** The clinic's description as stored (the wording check looks only at what a save changes). */
export async function storedClinicDescription(tx: DbOrTx, clinicId: number): Promise<string | null> {
  const [row] = await tx.select({ description: clinics.description }).from(clinics).where(eq(clinics.id, clinicId));
  return row?.description ?? null;
}
