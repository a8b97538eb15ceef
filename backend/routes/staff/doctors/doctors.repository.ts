import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { doctors, doctorSpecialties, specialties } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import type { Lang } from '../../../lib/params';
import { qb } from '../../../lib/sql';
import type { Doctor, DoctorWrite } from '@/contracts/doctors';
import { columnsOf, LINKED, type ColumnMap } from '../../../lib/columns';
import { doctorsIn, getDoctor } from '../../doctors/doctors.repository';
import { unknownIds } from '../clinic/clinic.repository';

/** Where each field of the contract's doctor body is stored. */
const DOCTOR_COLUMNS = {
  name: (name) => ({ name }),
  description: (description) => ({ description }),
  profileImage: (profileImage) => ({ profileImage }),
  specialties: LINKED,
  specialistBoard: (specialistBoard) => ({ specialistBoard }),
  licenseYear: (licenseYear) => ({ licenseYear }),
} satisfies ColumnMap<DoctorWrite, typeof doctors.$inferInsert>;

/** A doctor of the clinic; undefined for an unknown id or another clinic's doctor. */
export async function clinicDoctor(
  db: DbOrTx,
  clinicId: number,
  doctorId: number,
  lang: Lang,
): Promise<Doctor | undefined> {
  const doctor = await getDoctor(db, doctorId, lang);
  return doctor?.clinic.id === clinicId ? doctor : undefined;
}

/** Whether the doctor is the clinic's, with its row locked for the write. */
export async function lockClinicDoctor(tx: DbOrTx, clinicId: number, doctorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), eq(doctors.clinicId, clinicId)))
    .for('update');
  return Boolean(row);
}

/** The clinic's doctors, newest first. */
export async function listClinicDoctors(db: DbOrTx, clinicId: number, lang: Lang): Promise<Doctor[]> {
  const query = () =>
    qb
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.clinicId, sql.placeholder('clinicId')))
      .orderBy(desc(doctors.id))
      .limit(500);
  const list = await doctorsIn(db, { key: 'staff', query, values: { clinicId } }, lang);
  return list.sort((a, b) => b.id - a.id);
}

async function writeSpecialties(tx: DbOrTx, doctorId: number, ids: number[] | undefined) {
  if (!ids) return;
  const unknown = await unknownIds(tx, specialties, ids);
  if (unknown.length)
    throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: specialties', {
      specialties: `unknown specialty ids: ${unknown.join(', ')}`,
    });
  await tx.delete(doctorSpecialties).where(eq(doctorSpecialties.doctorId, doctorId));
  if (ids.length) await tx.insert(doctorSpecialties).values(ids.map((specialtyId) => ({ doctorId, specialtyId })));
}

export async function insertDoctor(
  tx: DbOrTx,
  clinicId: number,
  body: DoctorWrite & { name: string },
): Promise<number> {
  const [row] = await tx
    .insert(doctors)
    .values({ ...columnsOf<typeof doctors.$inferInsert>(DOCTOR_COLUMNS, body), name: body.name, clinicId })
    .returning({ id: doctors.id });
  await writeSpecialties(tx, row.id, body.specialties);
  return row.id;
}

export async function updateDoctor(tx: DbOrTx, doctorId: number, body: DoctorWrite): Promise<void> {
  await tx
    .update(doctors)
    .set({ ...columnsOf<typeof doctors.$inferInsert>(DOCTOR_COLUMNS, body), updatedAt: new Date() })
    .where(eq(doctors.id, doctorId));
  await writeSpecialties(tx, doctorId, body.specialties);
}

/** Removes a doctor: reviews keep their text and rating, without the link to this doctor. */
export async function deleteDoctor(tx: DbOrTx, doctorId: number): Promise<void> {
  await tx.delete(doctors).where(eq(doctors.id, doctorId));
}
