import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clinicSpecialties,
  clinics,
  operators,
  partnerApplications,
  specialties,
  staffAccounts,
  staffPasswordSetups,
} from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { hashStaffPassword } from '../auth/staff.repository';
import {
  registrationKindOf,
  SETUP_LINK_HOURS,
  type PartnerApplication,
  type PartnerApplicationBody,
} from '@/contracts/partner-applications';

type Row = typeof partnerApplications.$inferSelect;

const DUPLICATE = 'An application for this number is already waiting for review';

/** Stores a new application; 409 when one for the same number is still open (the unique index decides races). */
export async function insertApplication(db: DbOrTx, body: PartnerApplicationBody) {
  const known = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(inArray(specialties.id, body.specialties));
  if (known.length !== body.specialties.length)
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: specialties', { specialties: 'unknown specialty id' });
  try {
    const [row] = await db
      .insert(partnerApplications)
      .values({
        clinicName: body.clinicName,
        registrationKind: registrationKindOf(body.registrationNumber),
        registrationNumber: body.registrationNumber,
        postalCode: body.postalCode,
        roadAddress: body.roadAddress,
        detailAddress: body.detailAddress,
        contactName: body.contactName,
        phone: body.phone,
        email: body.email,
        specialtyIds: body.specialties,
      })
      .returning({
        id: partnerApplications.id,
        state: partnerApplications.state,
        createdAt: partnerApplications.createdAt,
      });
    return { id: row.id, state: row.state, createdAt: row.createdAt.toISOString() };
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505')
      throw new ApiError(409, 'CONFLICT', DUPLICATE, { registrationNumber: 'duplicate open application' });
    throw err;
  }
}

async function toApplications(db: DbOrTx, rows: Row[]): Promise<PartnerApplication[]> {
  const specialtyIds = [...new Set(rows.flatMap((r) => r.specialtyIds))];
  const names = new Map(
    specialtyIds.length
      ? (
          await db
            .select({ id: specialties.id, name: specialties.nameKo })
            .from(specialties)
            .where(inArray(specialties.id, specialtyIds))
        ).map((s) => [s.id, s.name])
      : [],
  );
  const operatorIds = [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])))];
  const ops = new Map(
    operatorIds.length
      ? (
          await db
            .select({ id: operators.id, userId: operators.userId })
            .from(operators)
            .where(inArray(operators.id, operatorIds))
        ).map((o) => [o.id, o.userId])
      : [],
  );
  const staffIds = rows.flatMap((r) => (r.staffAccountId ? [r.staffAccountId] : []));
  const staff = new Map(
    staffIds.length
      ? (
          await db
            .select({ id: staffAccounts.id, userId: staffAccounts.userId })
            .from(staffAccounts)
            .where(inArray(staffAccounts.id, staffIds))
        ).map((s) => [s.id, s.userId])
      : [],
  );
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    clinicName: r.clinicName,
    registrationKind: r.registrationKind,
    registrationNumber: r.registrationNumber,
    address: { postalCode: r.postalCode, roadAddress: r.roadAddress, detailAddress: r.detailAddress },
    contactName: r.contactName,
    phone: r.phone,
    email: r.email,
    specialties: r.specialtyIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
    createdAt: r.createdAt.toISOString(),
    decision: r.decidedAt
      ? {
          by: r.decidedBy ? (ops.get(r.decidedBy) ?? null) : null,
          at: r.decidedAt.toISOString(),
          reason: r.decisionReason,
        }
      : null,
    clinicId: r.clinicId,
    staffUserId: r.staffAccountId ? (staff.get(r.staffAccountId) ?? null) : null,
  }));
}

/** The queue: open applications first, oldest first within each state. */
export async function listApplications(db: DbOrTx): Promise<PartnerApplication[]> {
  const rows = await db
    .select()
    .from(partnerApplications)
    .orderBy(
      sql`case ${partnerApplications.state} when 'PENDING' then 0 else 1 end`,
      asc(partnerApplications.createdAt),
      asc(partnerApplications.id),
    )
    .limit(500);
  return toApplications(db, rows);
}

export async function getApplication(db: DbOrTx, id: number): Promise<PartnerApplication | undefined> {
  const rows = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return rows.length ? (await toApplications(db, rows))[0] : undefined;
}

/** The open application `id`, locked for a decision: 404 unknown, 409 decided already. */
async function lockPending(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  if (!row) throw notFound('Application');
  if (row.state !== 'PENDING')
    throw new ApiError(409, 'CONFLICT', `The application was ${row.state.toLowerCase()} already`);
  return row;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-time password-setup token for a staff account: only its hash is stored; valid SETUP_LINK_HOURS. */
export async function createSetupToken(tx: DbOrTx, staffAccountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffPasswordSetups).values({
    staffAccountId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + SETUP_LINK_HOURS * 3600_000),
  });
  return token;
}

/** The staff user id of a new clinic: `clinic_<number>` unless the operator chose one. */
const userIdOf = (row: Row, given: string | undefined) => given ?? `clinic_${row.registrationNumber}`;

/**
 * Approves an open application: the clinic (unpublished until its profile is complete), its first staff account
 * with a password nobody knows (a random value, hashed) and a one-time setup token. In the caller's transaction.
 */
export async function approveApplication(
  tx: DbOrTx,
  id: number,
  operatorId: number,
  input: { reason?: string; user_id?: string },
) {
  const row = await lockPending(tx, id);
  const userId = userIdOf(row, input.user_id);
  const [taken] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.userId, userId));
  if (taken) throw new ApiError(409, 'CONFLICT', 'That staff user id is taken', { user_id: 'user_id is taken' });
  const [clinic] = await tx
    .insert(clinics)
    .values({
      name: row.clinicName,
      postalCode: row.postalCode,
      roadAddress: row.roadAddress,
      detailAddress: row.detailAddress,
      phone: row.phone,
      isPublished: false,
    })
    .returning({ id: clinics.id });
  if (row.specialtyIds.length)
    await tx
      .insert(clinicSpecialties)
      .values(row.specialtyIds.map((specialtyId) => ({ clinicId: clinic.id, specialtyId })));
  // Unusable until the setup link is used: the hash of 32 random bytes nobody ever saw.
  const [staff] = await tx
    .insert(staffAccounts)
    .values({ userId, clinicId: clinic.id, passwordHash: await hashStaffPassword(randomBytes(32).toString('hex')) })
    .returning({ id: staffAccounts.id });
  const token = await createSetupToken(tx, staff.id);
  await tx
    .update(partnerApplications)
    .set({
      state: 'APPROVED',
      decidedBy: operatorId,
      decidedAt: sql`now()`,
      decisionReason: input.reason ?? null,
      clinicId: clinic.id,
      staffAccountId: staff.id,
    })
    .where(eq(partnerApplications.id, id));
  return {
    clinicId: clinic.id,
    staffId: staff.id,
    staffUserId: userId,
    token,
    email: row.email,
    clinicName: row.clinicName,
  };
}

export async function rejectApplication(tx: DbOrTx, id: number, operatorId: number, reason: string) {
  await lockPending(tx, id);
  await tx
    .update(partnerApplications)
    .set({ state: 'REJECTED', decidedBy: operatorId, decidedAt: sql`now()`, decisionReason: reason })
    .where(and(eq(partnerApplications.id, id), eq(partnerApplications.state, 'PENDING')));
}
