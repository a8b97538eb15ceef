import { toRatingCounts } from '../../lib/rating-counts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Event, EventSort } from '@/contracts/events';
import { discountRate } from '@/contracts/prices';
import { averageRating } from '@/contracts/rating';
import type { DbOrTx } from '../../db/client';
import {
  clinics,
  eventImages,
  eventPaidPrice,
  eventPaidShare,
  events,
  eventTaxonCounts,
  eventTreatments,
  eventTreatmentSets,
  treatments,
} from '../../db/schema';
import type { Lang } from '../../lib/params';
import { jsonAgg, jsonList, qb, sumOf, toIso, withTotal, type IdQuery } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import { imageOf } from '../../lib/files';
import { clinicSummaryColumns, toClinicSummary, toImages } from '../../lib/dto';
import {
  TAXON_KEYS,
  TAXONOMY_OF,
  taxonomyOf,
  narrowTaxonomy,
  EVENT_SETS,
  treatmentLinkConditions,
  treatmentSetConditions,
  type TaxonomyFilter,
} from '../../lib/taxonomy-filter';
import { preparedFor, shapeOf, type IdPage } from '../../lib/prepared';

const TREATMENT_LINK = { table: eventTreatments, owner: eventTreatments.eventId, target: eventTreatments.treatmentId };

// A full event: its columns, its clinic (joined) and correlated JSON lists of its treatments and images.
const eventFields = (lang: Lang) => ({
  id: events.id,
  title: events.title,
  content: events.content,
  cardImage: events.cardImage,
  mainImage: events.mainImage,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  regularPrice: events.regularPrice,
  eventPrice: events.eventPrice,
  vatIncluded: events.vatIncluded,
  anesthesiaIncluded: events.anesthesiaIncluded,
  aftercareIncluded: events.aftercareIncluded,
  sessions: events.sessions,
  ratingSum: events.ratingSum,
  reviewCount: events.reviewCount,
  treatments: linkedNames(events.id, TREATMENT_LINK, treatments, lang),
  detailImages: jsonList(
    qb
      .select({ list: jsonAgg(eventImages.path, eventImages.position, eventImages.id) })
      .from(eventImages)
      .where(eq(eventImages.eventId, events.id)),
  ),
  clinic: clinicSummaryColumns,
});

/**
 * The orders of `sort`, each ending in the id so pages stay stable, and each the key of an index
 * (events_popular_idx, events_price_idx, events_discount_idx: the expressions are the indexes' own).
 * Ascending puts nulls last: events without a price, or without a discount, end the list.
 */
const EVENT_ORDER: Record<EventSort, () => SQL[]> = {
  recommended: () => [desc(events.reviewCount), sql`${events.id}`],
  price: () => [asc(eventPaidPrice(events)), sql`${events.id}`],
  discount: () => [asc(eventPaidShare(events)), sql`${events.id}`],
};

// Full events for a page of ids, in the order the page was cut in (most reviewed first by default).
const eventsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang, sort: EventSort = 'recommended') => {
  const page = ids.as('page');
  return db
    .select(eventFields(lang))
    .from(page)
    .innerJoin(events, eq(events.id, page.id))
    .innerJoin(clinics, eq(clinics.id, events.clinicId))
    .orderBy(...EVENT_ORDER[sort]());
};

const toEvent = (r: Awaited<ReturnType<typeof eventsOfPage>>[number]): Event => ({
  id: r.id,
  title: r.title,
  content: r.content,
  cardImage: imageOf(r.cardImage),
  mainImage: imageOf(r.mainImage),
  detailImages: toImages(r.detailImages),
  treatments: r.treatments,
  clinic: toClinicSummary(r.clinic),
  startsAt: toIso(r.startsAt),
  endsAt: toIso(r.endsAt),
  regularPrice: r.regularPrice,
  eventPrice: r.eventPrice,
  discountRate: discountRate(r.regularPrice, r.eventPrice),
  vatIncluded: r.vatIncluded,
  anesthesiaIncluded: r.anesthesiaIncluded,
  aftercareIncluded: r.aftercareIncluded,
  sessions: r.sessions,
  averageRating: averageRating(r.ratingSum, r.reviewCount),
  reviewCount: r.reviewCount,
});

export async function getEvent(db: DbOrTx, id: number, lang: Lang): Promise<Event | undefined> {
  const query = preparedFor(db, `event:${lang}`, () =>
    db
      .select({ ...eventFields(lang), ratingCounts: events.ratingCounts })
      .from(events)
      .innerJoin(clinics, eq(clinics.id, events.clinicId))
      .where(and(eq(events.id, sql.placeholder('id')), eq(clinics.isPublished, true))),
  );
  const [row] = await query.execute({ id });
  return row && { ...toEvent(row), ratingCounts: toRatingCounts(row.ratingCounts) };
}

/** Full events for a page of ids (e.g. a member's bookmarks), most reviewed first or by `sort`; prepared once per page shape. */
export async function eventsIn(
  db: DbOrTx,
  page: IdPage,
  lang: Lang,
  sort: EventSort = 'recommended',
): Promise<Event[]> {
  const query = preparedFor(db, `events.in:${page.key}:${sort}:${lang}`, () =>
    eventsOfPage(db, page.query(), lang, sort),
  );
  return (await query.execute(page.values)).map(toEvent);
}

// Running now: started (or no start) and not ended (or no end).
const ongoing = sql`(${events.startsAt} is null or ${events.startsAt} <= now()) and (${events.endsAt} is null or ${events.endsAt} >= now())`;
// Over: its last instant has passed (events_ends_at_idx). Not ended = upcoming or running.
const ended = sql`${events.endsAt} < now()`;
// The events of unpublished clinics (new partners completing their profile): few, found by events_clinic_idx. The
// kept counts include them, so a total subtracts them as it subtracts ended events.
const unpublished = sql`${events.clinicId} in (select c.id from ${clinics} c where not c.is_published)`;

const notEnded = sql`(${events.endsAt} is null or ${events.endsAt} >= now())`;

/** Two counts added up (as one count's rows). */
async function countsAdded(
  a: PromiseLike<{ total: number }[]>,
  b: PromiseLike<{ total: number }[]>,
): Promise<{ total: number }[]> {
  const [[x], [y]] = await Promise.all([a, b]);
  return [{ total: (x?.total ?? 0) + (y?.total ?? 0) }];
}

/** A total less the ended events counted in it (never below zero: the two reads may see a moment apart). */
async function withoutEnded(
  all: PromiseLike<{ total: number }[]>,
  over: PromiseLike<{ total: number }[]>,
): Promise<{ total: number }[]> {
  const [[a], [b]] = await Promise.all([all, over]);
  return [{ total: Math.max(0, (a?.total ?? 0) - (b?.total ?? 0)) }];
}

type EventFilter = TaxonomyFilter & { clinicId?: number; district?: string; ongoing?: boolean; ended?: boolean };

/**
 * The total for a filter. Without one, or with an area alone, it sums the clinics' event counts (kept by the
 * database, migration 0016); with one taxonomy filter alone it reads event_taxon_counts, with several the
 * treatment sets' counts (event_treatment_sets); anything else is counted.
 */
function eventCountQuery(db: DbOrTx, f: EventFilter, where: () => SQL | undefined) {
  const given = Object.keys(f).filter((k) => f[k as keyof typeof f] !== undefined);
  if (given.length === 0) return db.select({ total: sumOf(clinics.eventCount) }).from(clinics);
  if (given.length === 1 && f.district !== undefined)
    return db
      .select({ total: sumOf(clinics.eventCount) })
      .from(clinics)
      .where(eq(clinics.district, sql.placeholder('district')));
  const taxa = TAXON_KEYS.filter((k) => f[k] !== undefined);
  if (given.length === 1 && taxa.length === 1)
    return db
      .select({ total: sumOf(eventTaxonCounts.events) })
      .from(eventTaxonCounts)
      .where(
        and(
          eq(eventTaxonCounts.taxonomy, TAXONOMY_OF[taxa[0]]),
          eq(eventTaxonCounts.taxonId, sql.placeholder(taxa[0])),
        ),
      );
  if (taxa.length > 1 && given.length === taxa.length)
    return db
      .select({ total: sumOf(eventTreatmentSets.events) })
      .from(eventTreatmentSets)
      .where(and(...treatmentSetConditions(eventTreatmentSets.treatments, f)));
  return db.select({ total: count() }).from(events).where(where());
}

export async function listEvents(
  db: DbOrTx,
  q: EventFilter & { sort?: EventSort; offset: number; limit: number; lang: Lang },
): Promise<{ data: Event[]; total: number }> {
  const sort = q.sort ?? 'recommended';
  const given: EventFilter = {
    ...taxonomyOf(q),
    clinicId: q.clinicId,
    district: q.district,
    ongoing: q.ongoing,
    ended: q.ended,
  };
  // Combined taxonomy values as one condition where that is the same (the total still reads the sets).
  const filter = await narrowTaxonomy(db, EVENT_SETS, given);
  const shape = `${shapeOf(given)}|${shapeOf(filter)}`;
  const where = (withEnded = true) =>
    and(
      filter.clinicId !== undefined ? eq(events.clinicId, sql.placeholder('clinicId')) : undefined,
      // The events of the area's clinics (clinics_district_idx).
      filter.district !== undefined
        ? inArray(
            events.clinicId,
            qb
              .select({ id: clinics.id })
              .from(clinics)
              .where(eq(clinics.district, sql.placeholder('district'))),
          )
        : undefined,
      filter.ongoing === undefined ? undefined : filter.ongoing ? ongoing : sql`not (${ongoing})`,
      !withEnded || filter.ended === undefined ? undefined : filter.ended ? ended : notEnded,
      ...treatmentLinkConditions(events.id, TREATMENT_LINK, filter),
    );
  const values = { ...given, ...filter, offset: q.offset, limit: q.limit };
  // Whether an event has ended changes with the clock, so no kept count knows it: `ended=false` (the explore
  // list's default) is the kept total of the rest of the filter minus the ended events under it, which are few
  // and found by events_ends_at_idx.
  const { ended: endedFilter, ...rest } = given;
  const total =
    endedFilter === false
      ? withoutEnded(
          preparedFor(db, `events.total:${shapeOf(rest)}|${shapeOf(filter)}|all`, () =>
            eventCountQuery(db, rest, () => where(false)),
          ).execute(values),
          // Ended, plus not ended but unpublished: two disjoint counts, each by its own index (events_ends_at_idx,
          // clinics_unpublished_idx), where one count of either scanned every event.
          countsAdded(
            preparedFor(db, `events.ended:${shape}`, () =>
              db
                .select({ total: count() })
                .from(events)
                .where(and(where(false), ended)),
            ).execute(values),
            preparedFor(db, `events.unpublished-running:${shape}`, () =>
              db
                .select({ total: count() })
                .from(events)
                .where(and(where(false), notEnded, unpublished)),
            ).execute(values),
          ),
        )
      : withoutEnded(
          preparedFor(db, `events.total:${shape}`, () => eventCountQuery(db, given, where)).execute(values),
          preparedFor(db, `events.unpublished:${shape}`, () =>
            db.select({ total: count() }).from(events).where(and(where(), unpublished)),
          ).execute(values),
        );
  const ids = () =>
    qb
      .select({ id: events.id })
      .from(events)
      .where(and(where(), sql`not (${unpublished})`))
      .orderBy(...EVENT_ORDER[sort]())
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'));
  return withTotal(eventsIn(db, { key: `list:${shape}`, query: ids, values }, q.lang, sort), total);
}
