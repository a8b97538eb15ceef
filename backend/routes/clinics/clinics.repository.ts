import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { toRatingCounts } from '../../lib/rating-counts';
import type { Clinic, ClinicSort } from '@/contracts/clinics';
import { weekMinuteOf } from '@/contracts/opening-hours';
import { averageRating } from '@/contracts/rating';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  clinicImages,
  clinics,
  clinicSpecialties,
  clinicTreatments,
  doctors,
  events,
  specialties,
  trustFigures,
} from '../../db/schema';
import type { Lang } from '../../lib/params';
import { jsonAgg, jsonList, qb, withTotal, type IdQuery } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import { imageOf } from '../../lib/files';
import { toImages } from '../../lib/dto';
import { taxonomyOf, treatmentLinkConditions, type TaxonomyFilter } from '../../lib/taxonomy-filter';
import { preparedFor, shapeOf, type IdPage } from '../../lib/prepared';
import { env } from '../../env';
import { clinicTrustOf } from '../../trust/read';

/**
 * Conditions matching clinics (by an id column) on the explore filters: a clinic matches its own
 * specialties, and a treatment, concern or part through the treatments it offers. Values are
 * placeholders named like the filter's keys.
 */
export function clinicTaxonomyConditions(clinicId: PgColumn, f: TaxonomyFilter): (SQL | undefined)[] {
  return [
    f.specialtyId !== undefined
      ? inArray(
          clinicId,
          qb
            .select({ id: clinicSpecialties.clinicId })
            .from(clinicSpecialties)
            .where(eq(clinicSpecialties.specialtyId, sql.placeholder('specialtyId'))),
        )
      : undefined,
    ...treatmentLinkConditions(clinicId, TREATMENT_LINK, { ...f, specialtyId: undefined }),
  ];
}

const SPECIALTY_LINK = {
  table: clinicSpecialties,
  owner: clinicSpecialties.clinicId,
  target: clinicSpecialties.specialtyId,
};
const TREATMENT_LINK = {
  table: clinicTreatments,
  owner: clinicTreatments.clinicId,
  target: clinicTreatments.treatmentId,
};

// A full clinic: its columns and, per row, correlated JSON lists of its specialties, doctors, events, images.
const clinicFields = (lang: Lang) => ({
  id: clinics.id,
  name: clinics.name,
  description: clinics.description,
  roadAddress: clinics.roadAddress,
  detailAddress: clinics.detailAddress,
  profileImage: clinics.profileImage,
  bannerImage: clinics.bannerImage,
  postalCode: clinics.postalCode,
  phone: clinics.phone,
  district: clinics.district,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
  openingHours: clinics.openingHours,
  station: clinics.station,
  stationWalkMinutes: clinics.stationWalkMinutes,
  languages: clinics.languages,
  operatingRoomCctv: clinics.operatingRoomCctv,
  anesthesiologist: clinics.anesthesiologist,
  specialistCount: clinics.specialistCount,
  emergencyEquipment: clinics.emergencyEquipment,
  ratingSum: clinics.ratingSum,
  reviewCount: clinics.reviewCount,
  specialties: linkedNames(clinics.id, SPECIALTY_LINK, specialties, lang),
  doctors: jsonList(
    qb
      .select({ list: jsonAgg({ id: doctors.id, name: doctors.name }, doctors.id) })
      .from(doctors)
      .where(eq(doctors.clinicId, clinics.id)),
  ),
  events: jsonList(
    qb
      .select({ list: jsonAgg({ id: events.id, title: events.title }, events.id) })
      .from(events)
      .where(eq(events.clinicId, clinics.id)),
  ),
  introductionImages: jsonList(
    qb
      .select({ list: jsonAgg(clinicImages.path, clinicImages.position, clinicImages.id) })
      .from(clinicImages)
      .where(eq(clinicImages.clinicId, clinics.id)),
  ),
});

/**
 * The orders of `sort`, each ending in the id so pages stay stable, and each the key of an index
 * (clinics_popular_idx, clinics_rating_idx). 추천 (recommended) is the spec's order, most reviewed first, so
 * today it is the same as `reviews`; it is the one to change when there is a better recommendation
 * (docs/product-notes.md).
 */
const CLINIC_ORDER: Record<ClinicSort, () => SQL[]> = {
  recommended: () => [desc(clinics.reviewCount), sql`${clinics.id}`],
  rating: () => [desc(clinics.averageRating), desc(clinics.reviewCount), sql`${clinics.id}`],
  reviews: () => [desc(clinics.reviewCount), sql`${clinics.id}`],
  // Price honoured (docs/trust.md#price): published figures first, highest share first; the rest most reviewed first.
  price: () => [sql`${publishedPriceRate()} desc nulls last`, desc(clinics.reviewCount), sql`${clinics.id}`],
};

/** The clinic's price-honoured share when its figure is published (n at the threshold), else null. */
const publishedPriceRate = () =>
  sql`(select case when f.n >= ${sql.raw(String(env().TRUST_PRICE_MIN_N))} then f.k::float8 / f.n end from ${trustFigures} f where f.subject_type = 'CLINIC' and f.subject_id = ${clinics.id} and f.figure = 'price')`;

// Full clinics for a page of ids, in the order the page was cut in (most reviewed first by default).
const clinicsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang, sort: ClinicSort = 'recommended') => {
  const page = ids.as('page');
  return db
    .select(clinicFields(lang))
    .from(page)
    .innerJoin(clinics, eq(clinics.id, page.id))
    .orderBy(...CLINIC_ORDER[sort]());
};

const toClinic = (r: Awaited<ReturnType<typeof clinicsOfPage>>[number]): Clinic => ({
  id: r.id,
  name: r.name,
  description: r.description,
  address: { roadAddress: r.roadAddress, detailAddress: r.detailAddress, postalCode: r.postalCode },
  specialties: r.specialties,
  doctors: r.doctors,
  events: r.events,
  profileImage: imageOf(r.profileImage),
  bannerImage: imageOf(r.bannerImage),
  introductionImages: toImages(r.introductionImages),
  phone: r.phone,
  district: r.district,
  location: r.latitude !== null && r.longitude !== null ? { latitude: r.latitude, longitude: r.longitude } : null,
  openingHours: r.openingHours,
  station: r.station ? { name: r.station, walkMinutes: r.stationWalkMinutes } : null,
  languages: r.languages ?? [],
  safety: {
    operatingRoomCctv: r.operatingRoomCctv,
    anesthesiologist: r.anesthesiologist,
    specialistCount: r.specialistCount,
    emergencyEquipment: r.emergencyEquipment,
  },
  averageRating: averageRating(r.ratingSum, r.reviewCount),
  reviewCount: r.reviewCount,
});

/** One clinic: published ones only, unless its own staff ask (`unpublished`). */
export async function getClinic(
  db: DbOrTx,
  id: number,
  lang: Lang,
  opts: { unpublished?: boolean } = {},
): Promise<Clinic | undefined> {
  const all = opts.unpublished === true;
  const query = preparedFor(db, `clinic:${lang}:${all ? 'all' : 'published'}`, () =>
    db
      .select({ ...clinicFields(lang), ratingCounts: clinics.ratingCounts })
      .from(clinics)
      .where(and(eq(clinics.id, sql.placeholder('id')), all ? undefined : eq(clinics.isPublished, true))),
  );
  // The figures are asked for with the row, not after it (one round trip instead of two; wasted only on a 404).
  const [[row], trust] = await Promise.all([query.execute({ id }), clinicTrustOf(db, [id], { replies: true })]);
  if (!row) return undefined;
  return { ...toClinic(row), ratingCounts: toRatingCounts(row.ratingCounts), trust: trust.get(id) };
}

/** Full clinics for a page of ids (e.g. a member's bookmarks), most reviewed first or by `sort`; prepared once per page shape. */
export async function clinicsIn(
  db: DbOrTx,
  page: IdPage,
  lang: Lang,
  sort: ClinicSort = 'recommended',
): Promise<Clinic[]> {
  const query = preparedFor(db, `clinics.in:${page.key}:${sort}:${lang}`, () =>
    clinicsOfPage(db, page.query(), lang, sort),
  );
  const list = (await query.execute(page.values)).map(toClinic);
  // The same block as the detail (replies included), so a clinic reads alike wherever it is listed.
  const trust = await clinicTrustOf(
    db,
    list.map((c) => c.id),
    { replies: true },
  );
  return list.map((c) => ({ ...c, trust: trust.get(c.id) }));
}

/**
 * Open at a moment (placeholders openMinute, openToday, openYesterday; see weekMinuteOf): within the hours of
 * its own day unless today is a day off, or within the small hours of yesterday's hours unless yesterday was.
 * The hour of the week narrows first, through clinics_open_hour_slots_idx.
 */
const openAtCondition = () => {
  const closedOn = (day: string) =>
    sql`coalesce((${clinics.openingHours} -> 'closedDates') @> jsonb_build_array(${sql.placeholder(day)}::text), false)`;
  const minute = sql`${sql.placeholder('openMinute')}::int`;
  // The hour's slot first (clinics_open_hour_slots_idx narrows to the clinics open in this hour at all).
  const hour = sql`array[${sql.placeholder('openMinute')}::int / 60]::smallint[]`;
  return sql`(${clinics.openHourSlots} @> ${hour} and ((${clinics.openMinutes} @> ${minute} and not ${closedOn('openToday')}) or (${clinics.overnightMinutes} @> ${minute} and not ${closedOn('openYesterday')})))`;
};

export async function listClinics(
  db: DbOrTx,
  q: TaxonomyFilter & {
    district?: string;
    openAt?: string;
    sort?: ClinicSort;
    priceMin?: number;
    offset: number;
    limit: number;
    lang: Lang;
  },
): Promise<{ data: Clinic[]; total: number }> {
  const sort = q.sort ?? 'recommended';
  const at = q.openAt === undefined ? undefined : weekMinuteOf(q.openAt === 'now' ? new Date() : new Date(q.openAt));
  const filter = {
    ...taxonomyOf(q),
    district: q.district,
    openMinute: at?.minute,
    openToday: at?.today,
    openYesterday: at?.yesterday,
    priceMin: q.priceMin,
  };
  const shape = shapeOf(filter);
  const where = () =>
    and(
      eq(clinics.isPublished, true),
      filter.district !== undefined ? eq(clinics.district, sql.placeholder('district')) : undefined,
      at !== undefined ? openAtCondition() : undefined,
      filter.priceMin !== undefined
        ? sql`${publishedPriceRate()} * 100 >= ${sql.placeholder('priceMin')}::float8`
        : undefined,
      ...clinicTaxonomyConditions(clinics.id, filter),
    );
  const total = preparedFor(db, `clinics.total:${shape}`, () =>
    db.select({ total: count() }).from(clinics).where(where()),
  );
  const values = { ...filter, offset: q.offset, limit: q.limit };
  const ids = () =>
    qb
      .select({ id: clinics.id })
      .from(clinics)
      .where(where())
      .orderBy(...CLINIC_ORDER[sort]())
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
  return withTotal(clinicsIn(db, { key: `list:${shape}`, query: ids, values }, q.lang, sort), total.execute(values));
}

/** The areas clinics lie in, most clinics first (the explore hub's area chips); from clinics_district_idx. */
export async function listDistricts(db: DbOrTx): Promise<{ name: string; clinicCount: number }[]> {
  const clinicCount = count();
  const rows = await db
    .select({ name: clinics.district, clinicCount })
    .from(clinics)
    .where(and(isNotNull(clinics.district), eq(clinics.isPublished, true)))
    .groupBy(clinics.district)
    .orderBy(desc(clinicCount), clinics.district);
  return rows.map((r) => ({ name: r.name!, clinicCount: r.clinicCount }));
}
