import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { toRatingCounts } from '../../lib/rating-counts';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, doctorSpecialties, specialties } from '../../db/schema';
import type { Lang } from '../../lib/params';
import { qb, withTotal, type IdQuery } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import { imageOf } from '../../lib/files';
import { clinicSummaryColumns, toClinicSummary } from '../../lib/dto';
import type { Doctor } from '@/contracts/doctors';
import { averageRating } from '@/contracts/rating';
import { taxonomyOf, type TaxonomyFilter } from '../../lib/taxonomy-filter';
import { preparedFor, shapeOf, type IdPage } from '../../lib/prepared';
import { clinicTaxonomyConditions } from '../clinics/clinics.repository';

const SPECIALTY_LINK = {
  table: doctorSpecialties,
  owner: doctorSpecialties.doctorId,
  target: doctorSpecialties.specialtyId,
};

// A full doctor: their columns, their clinic (joined) and a correlated JSON list of their specialties.
const doctorFields = (lang: Lang) => ({
  id: doctors.id,
  name: doctors.name,
  description: doctors.description,
  profileImage: doctors.profileImage,
  specialistBoard: doctors.specialistBoard,
  licenseYear: doctors.licenseYear,
  ratingSum: doctors.ratingSum,
  reviewCount: doctors.reviewCount,
  specialties: linkedNames(doctors.id, SPECIALTY_LINK, specialties, lang),
  clinic: clinicSummaryColumns,
});

// Full doctors for a page of ids, most reviewed first (the order the pages are cut in).
const doctorsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang) => {
  const page = ids.as('page');
  return db
    .select(doctorFields(lang))
    .from(page)
    .innerJoin(doctors, eq(doctors.id, page.id))
    .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
    .orderBy(desc(doctors.reviewCount), doctors.id);
};

const toDoctor = (r: Awaited<ReturnType<typeof doctorsOfPage>>[number]): Doctor => ({
  id: r.id,
  name: r.name,
  description: r.description,
  profileImage: imageOf(r.profileImage),
  clinic: toClinicSummary(r.clinic),
  specialties: r.specialties,
  specialistBoard: r.specialistBoard,
  licenseYear: r.licenseYear,
  averageRating: averageRating(r.ratingSum, r.reviewCount),
  reviewCount: r.reviewCount,
});

export async function getDoctor(db: DbOrTx, id: number, lang: Lang): Promise<Doctor | undefined> {
  const query = preparedFor(db, `doctor:${lang}`, () =>
    db
      .select({ ...doctorFields(lang), ratingCounts: doctors.ratingCounts })
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
      .where(and(eq(doctors.id, sql.placeholder('id')), eq(clinics.isPublished, true))),
  );
  const [row] = await query.execute({ id });
  return row && { ...toDoctor(row), ratingCounts: toRatingCounts(row.ratingCounts) };
}

/** Full doctors for a page of ids (e.g. a member's bookmarks), most reviewed first; prepared once per page shape. */
export async function doctorsIn(db: DbOrTx, page: IdPage, lang: Lang): Promise<Doctor[]> {
  const query = preparedFor(db, `doctors.in:${page.key}:${lang}`, () => doctorsOfPage(db, page.query(), lang));
  return (await query.execute(page.values)).map(toDoctor);
}

export async function listDoctors(
  db: DbOrTx,
  q: TaxonomyFilter & { clinicId?: number; offset: number; limit: number; lang: Lang },
): Promise<{ data: Doctor[]; total: number }> {
  const filter = { ...taxonomyOf(q), clinicId: q.clinicId };
  const shape = shapeOf(filter);
  // A doctor matches a specialty of their own; treatments, concerns and parts through their clinic.
  const where = () =>
    and(
      // Not the doctors of unpublished clinics (new partners completing their profile; few, so a small anti-join).
      sql`${doctors.clinicId} not in (select c.id from ${clinics} c where not c.is_published)`,
      filter.clinicId !== undefined ? eq(doctors.clinicId, sql.placeholder('clinicId')) : undefined,
      filter.specialtyId !== undefined
        ? inArray(
            doctors.id,
            qb
              .select({ id: doctorSpecialties.doctorId })
              .from(doctorSpecialties)
              .where(eq(doctorSpecialties.specialtyId, sql.placeholder('specialtyId'))),
          )
        : undefined,
      ...clinicTaxonomyConditions(doctors.clinicId, { ...filter, specialtyId: undefined }),
    );
  const total = preparedFor(db, `doctors.total:${shape}`, () =>
    db.select({ total: count() }).from(doctors).where(where()),
  );
  const values = { ...filter, offset: q.offset, limit: q.limit };
  const ids = () =>
    qb
      .select({ id: doctors.id })
      .from(doctors)
      .where(where())
      .orderBy(desc(doctors.reviewCount), doctors.id)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
  return withTotal(doctorsIn(db, { key: `list:${shape}`, query: ids, values }, q.lang), total.execute(values));
}
