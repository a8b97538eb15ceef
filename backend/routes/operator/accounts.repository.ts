import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, counsels, members, reviews, staffAccounts } from '../../db/schema';
import type { OperatorContext } from '../../lib/types';
import { operatorAudit } from '../../auth/require-operator';
import { endMemberSessions, endStaffSessions } from '../auth/sessions.repository';
import type { OperatorMember, OperatorStaff } from '@/contracts/operators';

// Members and clinic staff as operators see them, and their suspension: set or lifted with a reason, which ends
// every session of the account at once (its session version moves on and its refresh tokens are revoked).

const LIMIT = 20;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** `q` as a LIKE prefix: its own % and _ taken literally. */
const prefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const idOf = (q: string) => (/^\d{1,9}$/.test(q) ? Number(q) : null);

const memberFields = {
  id: members.id,
  nickname: members.nickname,
  provider: members.provider,
  createdAt: members.createdAt,
  suspendedAt: members.suspendedAt,
  reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.member_id = ${members.id})`,
  counselCount: sql<number>`(select count(*)::int from ${counsels} c where c.member_id = ${members.id})`,
};

type MemberRow = {
  id: number;
  nickname: string | null;
  provider: string;
  createdAt: Date;
  suspendedAt: Date | null;
  reviewCount: number;
  counselCount: number;
};

const memberOf = (r: MemberRow): OperatorMember => ({
  id: r.id,
  nickname: r.nickname,
  provider: r.provider,
  created_at: r.createdAt.toISOString(),
  suspendedAt: iso(r.suspendedAt),
  reviewCount: r.reviewCount,
  counselCount: r.counselCount,
});

export async function searchMembers(db: DbOrTx, q: string): Promise<OperatorMember[]> {
  const id = idOf(q);
  const match: SQL | undefined = or(ilike(members.nickname, prefix(q)), id !== null ? eq(members.id, id) : undefined);
  const rows = await db.select(memberFields).from(members).where(match).orderBy(asc(members.id)).limit(LIMIT);
  return rows.map(memberOf);
}

export async function findMember(db: DbOrTx, id: number): Promise<OperatorMember | undefined> {
  const [row] = await db.select(memberFields).from(members).where(eq(members.id, id));
  return row && memberOf(row);
}

const staffFields = {
  id: staffAccounts.id,
  userId: staffAccounts.userId,
  clinicId: clinics.id,
  clinicName: clinics.name,
  createdAt: staffAccounts.createdAt,
  suspendedAt: staffAccounts.suspendedAt,
  failedSignIns: staffAccounts.failedSignIns,
};

const staffOf = (r: {
  id: number;
  userId: string;
  clinicId: number;
  clinicName: string;
  createdAt: Date;
  suspendedAt: Date | null;
  failedSignIns: number;
}): OperatorStaff => ({
  id: r.id,
  user_id: r.userId,
  clinic: { id: r.clinicId, name: r.clinicName },
  created_at: r.createdAt.toISOString(),
  suspendedAt: iso(r.suspendedAt),
  failedSignIns: r.failedSignIns,
});

const staffQuery = (db: DbOrTx) =>
  db.select(staffFields).from(staffAccounts).innerJoin(clinics, eq(clinics.id, staffAccounts.clinicId));

export async function searchStaff(db: DbOrTx, q: string): Promise<OperatorStaff[]> {
  const id = idOf(q);
  const match = or(
    ilike(staffAccounts.userId, prefix(q)),
    ilike(clinics.name, prefix(q)),
    id !== null ? eq(clinics.id, id) : undefined,
  );
  return (await staffQuery(db).where(match).orderBy(asc(staffAccounts.id)).limit(LIMIT)).map(staffOf);
}

export async function findStaffAccount(db: DbOrTx, id: number): Promise<OperatorStaff | undefined> {
  const [row] = await staffQuery(db).where(eq(staffAccounts.id, id));
  return row && staffOf(row);
}

export async function staffOfClinic(db: DbOrTx, clinicId: number): Promise<OperatorStaff[]> {
  return (await staffQuery(db).where(eq(clinics.id, clinicId)).orderBy(asc(staffAccounts.id))).map(staffOf);
}

/**
 * Suspends or lifts a suspension, with the audit row, in one transaction; a suspension ends every session at once.
 * Answers the account after the change, or undefined for an unknown id.
 */
export async function setMemberSuspension(
  db: DbOrTx,
  operator: OperatorContext,
  id: number,
  body: { suspended: boolean; reason: string },
): Promise<OperatorMember | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set({ suspendedAt: body.suspended ? sql`coalesce(${members.suspendedAt}, now())` : null })
      .where(eq(members.id, id))
      .returning({ id: members.id });
    if (!row) return undefined;
    if (body.suspended) await endMemberSessions(tx, id);
    await operatorAudit(tx, operator, {
      action: body.suspended ? 'MEMBER_SUSPENDED' : 'MEMBER_SUSPENSION_LIFTED',
      targetType: 'MEMBER',
      targetId: id,
      reason: body.reason,
    });
    return findMember(tx, id);
  });
}

export async function setStaffSuspension(
  db: DbOrTx,
  operator: OperatorContext,
  id: number,
  body: { suspended: boolean; reason: string },
): Promise<OperatorStaff | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ suspendedAt: body.suspended ? sql`coalesce(${staffAccounts.suspendedAt}, now())` : null })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id, clinicId: staffAccounts.clinicId });
    if (!row) return undefined;
    if (body.suspended) await endStaffSessions(tx, id);
    await operatorAudit(tx, operator, {
      action: body.suspended ? 'STAFF_SUSPENDED' : 'STAFF_SUSPENSION_LIFTED',
      targetType: 'STAFF',
      targetId: id,
      reason: body.reason,
      detail: { clinicId: row.clinicId },
    });
    return findStaffAccount(tx, id);
  });
}
