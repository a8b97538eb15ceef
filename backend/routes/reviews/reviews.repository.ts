import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  clinics,
  doctors,
  events,
  members,
  moderationCases,
  reviewDoctors,
  reviewPhotos,
  reviewReplies,
  reviews,
  reviewTaxonCounts,
  reviewTreatments,
  reviewTreatmentSets,
  treatments,
} from '../../db/schema';
import type { Lang } from '../../lib/params';
import { jsonAgg, jsonList, jsonObject, qb, scalar, sumOf, toIso, withTotal, type IdQuery } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import {
  clinicSummaryColumns,
  photoColumns,
  publicPhotoColumns,
  toClinicSummary,
  toOwnPhoto,
  toPublicPhoto,
  toVerification,
} from '../../lib/dto';
import type { OwnReview, Review, WriterReview } from '@/contracts/reviews';
import type { ReviewModeration } from '@/contracts/moderation';
import { isHiddenNow } from '@/contracts/moderation-rules';
import { reviewSideEffects } from '../../trust/side-effects';
import {
  TAXON_KEYS,
  TAXONOMY_OF,
  taxonomyOf,
  narrowTaxonomy,
  REVIEW_SETS,
  treatmentLinkConditions,
  treatmentSetConditions,
  type TaxonomyFilter,
} from '../../lib/taxonomy-filter';
import { preparedFor, shapeOf, type IdPage } from '../../lib/prepared';

const TREATMENT_LINK = {
  table: reviewTreatments,
  owner: reviewTreatments.reviewId,
  target: reviewTreatments.treatmentId,
};

type PhotoKind = (typeof reviewPhotos.kind.enumValues)[number];

const photos = <C extends typeof publicPhotoColumns>(kind: PhotoKind, columns: C) =>
  jsonList(
    qb
      .select({ list: jsonAgg(columns, reviewPhotos.position, reviewPhotos.id) })
      .from(reviewPhotos)
      .where(and(eq(reviewPhotos.reviewId, reviews.id), eq(reviewPhotos.kind, kind))),
  );

// A full review: its columns, its clinic and event (joined), correlated JSON lists of treatments, photos, doctors.
const reviewFields = (lang: Lang) => ({
  id: reviews.id,
  title: reviews.title,
  content: reviews.content,
  rating: reviews.rating,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  treatments: linkedNames(reviews.id, TREATMENT_LINK, treatments, lang),
  beforePhotos: photos('BEFORE', publicPhotoColumns),
  afterPhotos: photos('AFTER', publicPhotoColumns),
  // Left-joined: null when the review is not about an event.
  event: { id: events.id, title: events.title },
  clinic: clinicSummaryColumns,
  doctors: jsonList(
    qb
      .select({ list: jsonAgg({ id: doctors.id, name: doctors.name }, doctors.id) })
      .from(reviewDoctors)
      .innerJoin(doctors, eq(doctors.id, reviewDoctors.doctorId))
      .where(eq(reviewDoctors.reviewId, reviews.id)),
  ),
  verification: reviews.verification,
  pricePaid: reviews.pricePaid,
  priceMatched: reviews.priceMatched,
  treatedOn: reviews.treatedOn,
  incentive: reviews.incentive,
  hiddenUntil: reviews.hiddenUntil,
  hiddenReason: reviews.hiddenReason,
  helpfulCount: reviews.helpfulCount,
  // Null once the writer has deleted the account (the review stays, anonymised).
  authorNickname: scalar<string | null>(
    qb.select({ nickname: members.nickname }).from(members).where(eq(members.id, reviews.memberId)),
  ),
  reply: scalar(
    qb
      .select({
        r: jsonObject({
          content: reviewReplies.content,
          createdAt: reviewReplies.createdAt,
          updatedAt: reviewReplies.updatedAt,
        }),
      })
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, reviews.id)),
  ),
});

/** How a review list is ordered; newest first within a rating, each the key of an index (reviews_rating_idx, reviews_rating_asc_idx). */
export type ReviewOrder = 'latest' | 'verified' | 'rating_desc' | 'rating_asc';

const REVIEW_ORDER: Record<ReviewOrder, () => SQL[]> = {
  latest: () => [desc(reviews.id)],
  // The home list (sort=popular): verified visits first — treated, then consulted, then booked only (the enum's
  // order) — newest first within a level, so a review written before any visit never leads it while a verified
  // one exists (reviews_popular_rank_idx).
  verified: () => [desc(reviews.verification), desc(reviews.id)],
  rating_desc: () => [desc(reviews.rating), desc(reviews.id)],
  rating_asc: () => [asc(reviews.rating), desc(reviews.id)],
};

// The writer's own review: the same, with each photo's full entry (name, size, hash…) for the editor.
const ownReviewFields = (lang: Lang) => ({
  ...reviewFields(lang),
  beforePhotos: photos('BEFORE', photoColumns),
  afterPhotos: photos('AFTER', photoColumns),
  // The writer's 소명 on the open takedown, if any.
  objectedAt: scalar<Date | string | null>(
    qb
      .select({ at: moderationCases.objectionAt })
      .from(moderationCases)
      .where(
        and(
          eq(moderationCases.reviewId, reviews.id),
          eq(moderationCases.kind, 'TAKEDOWN'),
          eq(moderationCases.state, 'OPEN'),
        ),
      ),
  ),
});

// Full reviews for a page of ids, in the order the page was cut in (newest first by default).
const reviewsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang, order: ReviewOrder = 'latest') => {
  const page = ids.as('page');
  return db
    .select(reviewFields(lang))
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .orderBy(...REVIEW_ORDER[order]());
};

// The writer's own reviews for a page of ids, newest first.
const ownReviewsOfPage = (db: DbOrTx, ids: IdQuery, lang: Lang) => {
  const page = ids.as('page');
  return db
    .select(ownReviewFields(lang))
    .from(page)
    .innerJoin(reviews, eq(reviews.id, page.id))
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .leftJoin(events, eq(events.id, reviews.eventId))
    .orderBy(...REVIEW_ORDER.latest());
};

type ReviewRow = Awaited<ReturnType<typeof reviewsOfPage>>[number];
type OwnReviewRow = Awaited<ReturnType<typeof ownReviewsOfPage>>[number];

/** The public side of a 임시조치 holding now, else null (a passed hidden_until no longer hides: docs/moderation.md). */
function moderationOf(r: Pick<ReviewRow, 'hiddenUntil' | 'hiddenReason'>): ReviewModeration | null {
  if (!isHiddenNow(r.hiddenUntil) || !r.hiddenReason) return null;
  return {
    state: 'HIDDEN',
    hiddenUntil: toIso(r.hiddenUntil)!,
    requestedBy: 'CLINIC',
    reason: r.hiddenReason as ReviewModeration['reason'],
  };
}

/** A review as the public reads it: while hidden, its words, photos and price facts are blank. */
const toReview = (r: ReviewRow): Review => {
  const moderation = moderationOf(r);
  const review = toShownReview(r);
  if (!moderation) return review;
  return {
    ...review,
    title: '',
    content: '',
    beforePhotos: [],
    afterPhotos: [],
    pricePaid: null,
    priceMatched: null,
    moderation,
  };
};

const toShownReview = (r: ReviewRow): Review => ({
  id: r.id,
  title: r.title,
  content: r.content,
  rating: r.rating,
  created_at: toIso(r.createdAt),
  treatments: r.treatments,
  beforePhotos: r.beforePhotos.map((p) => toPublicPhoto(p, 'BEFORE', r.treatedOn)),
  afterPhotos: r.afterPhotos.map((p) => toPublicPhoto(p, 'AFTER', r.treatedOn)),
  event: r.event,
  clinic: toClinicSummary(r.clinic),
  doctors: r.doctors,
  verification: toVerification(r.verification),
  pricePaid: r.pricePaid,
  priceMatched: r.priceMatched,
  treatedOn: r.treatedOn,
  incentive: r.incentive,
  authorNickname: r.authorNickname ?? null,
  helpfulCount: r.helpfulCount,
  updated_at: toIso(r.updatedAt),
  reply: r.reply && {
    content: r.reply.content,
    created_at: toIso(r.reply.createdAt),
    updated_at: toIso(r.reply.updatedAt),
    answersEarlierVersion: answersEarlierVersion(r.updatedAt, r.reply),
  },
  moderation: null,
});

const ownModerationOf = (r: OwnReviewRow) => {
  const m = moderationOf(r);
  return m && { ...m, objectedAt: toIso(r.objectedAt) };
};

/** The writer's own review: the public one in full (also while hidden, with its status), each photo's full entry. */
const toOwnReview = (r: OwnReviewRow): OwnReview => ({
  ...toShownReview(r),
  moderation: ownModerationOf(r),
  beforePhotos: r.beforePhotos.map((p) => toOwnPhoto(p, 'BEFORE', r.treatedOn)),
  afterPhotos: r.afterPhotos.map((p) => toOwnPhoto(p, 'AFTER', r.treatedOn)),
});

/** Whether the writer changed the review after the clinic last wrote its reply (the reply answers the earlier text). */
const answersEarlierVersion = (
  reviewUpdatedAt: Date | string | null,
  reply: { createdAt: Date | string; updatedAt: Date | string | null },
) =>
  reviewUpdatedAt !== null &&
  new Date(reviewUpdatedAt).getTime() > new Date(reply.updatedAt ?? reply.createdAt).getTime();

export async function getReview(db: DbOrTx, id: number, lang: Lang): Promise<Review | undefined> {
  const query = preparedFor(db, `review:${lang}`, () =>
    db
      .select(reviewFields(lang))
      .from(reviews)
      .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
      .leftJoin(events, eq(events.id, reviews.eventId))
      .where(eq(reviews.id, sql.placeholder('id'))),
  );
  const [row] = await query.execute({ id });
  if (!row) return undefined;
  const review = toReview(row);
  // The review's own page lists what its writer reported (not while a 임시조치 blanks the review).
  return { ...review, sideEffects: review.moderation ? [] : await reviewSideEffects(db, id) };
}

/** Full public reviews for a page of ids (a list page, bookmarked reviews), newest first or in `order`; prepared once per page shape. */
export async function reviewsIn(
  db: DbOrTx,
  page: IdPage,
  lang: Lang,
  order: ReviewOrder = 'latest',
): Promise<Review[]> {
  const query = preparedFor(db, `reviews.in:${page.key}:${order}:${lang}`, () =>
    reviewsOfPage(db, page.query(), lang, order),
  );
  return (await query.execute(page.values)).map(toReview);
}

/** The writer's list (public photo shape, full text and its 임시조치 status) for a page of ids scoped to the writer. */
export async function writerReviewsIn(db: DbOrTx, page: IdPage, lang: Lang): Promise<WriterReview[]> {
  const query = preparedFor(db, `reviews.writer:${page.key}:${lang}`, () => ownReviewsOfPage(db, page.query(), lang));
  return (await query.execute(page.values)).map((r) => ({ ...toShownReview(r), moderation: ownModerationOf(r) }));
}

/** The writer's own reviews for a page of ids (the ids must already be scoped to the writer), newest first. */
export async function ownReviewsIn(db: DbOrTx, page: IdPage, lang: Lang): Promise<OwnReview[]> {
  const query = preparedFor(db, `reviews.own:${page.key}:${lang}`, () => ownReviewsOfPage(db, page.query(), lang));
  return (await query.execute(page.values)).map(toOwnReview);
}

export type ReviewFilter = TaxonomyFilter & {
  clinicId?: number;
  doctorId?: number;
  eventId?: number;
  popular?: boolean;
  photos?: boolean;
};

// Only the filter's own keys; `popular: false` and `photos: false` are no filter at all.
const reviewFilterOf = (q: ReviewFilter): ReviewFilter => ({
  ...taxonomyOf(q),
  clinicId: q.clinicId,
  doctorId: q.doctorId,
  eventId: q.eventId,
  popular: q.popular || undefined,
  photos: q.photos || undefined,
});

/**
 * "Popular" (home page): well rated (4 or 5) and showing both before and after photos, newest first. The
 * writer keeps reviews.popular; the partial index reviews_popular_idx (id desc where popular) is the list.
 */
const POPULAR = sql`${reviews.popular}`;
/** With any photo (sort=photos): reviews.has_photos, kept by the writer; reviews_photos_idx (id desc where has_photos) is the list. */
const WITH_PHOTOS = sql`${reviews.hasPhotos}`;

// Values are placeholders named like the filter's keys.
function reviewConditions(f: ReviewFilter): (SQL | undefined)[] {
  return [
    f.popular ? POPULAR : undefined,
    f.photos ? WITH_PHOTOS : undefined,
    f.clinicId !== undefined ? eq(reviews.clinicId, sql.placeholder('clinicId')) : undefined,
    f.eventId !== undefined ? eq(reviews.eventId, sql.placeholder('eventId')) : undefined,
    f.doctorId !== undefined
      ? inArray(
          reviews.id,
          qb
            .select({ id: reviewDoctors.reviewId })
            .from(reviewDoctors)
            .where(eq(reviewDoctors.doctorId, sql.placeholder('doctorId'))),
        )
      : undefined,
    ...treatmentLinkConditions(reviews.id, TREATMENT_LINK, f),
  ];
}

const givenKeys = (f: ReviewFilter) => Object.keys(f).filter((k) => f[k as keyof ReviewFilter] !== undefined);

/**
 * The total for a filter. With one owner filter (or none), or taxonomy filters alone, it reads the counters
 * kept by the review writer instead of counting millions of rows; other combinations are counted, under the
 * `narrowed` form of the filter (narrowTaxonomy).
 */
function countQuery(db: DbOrTx, f: ReviewFilter, narrowed: ReviewFilter) {
  const given = givenKeys(f);
  const one = (key: keyof ReviewFilter) => given.length === 1 && f[key] !== undefined;
  if (given.length === 0) return db.select({ total: sumOf(clinics.reviewCount) }).from(clinics);
  if (one('popular')) return db.select({ total: sumOf(clinics.popularReviewCount) }).from(clinics);
  if (one('photos')) return db.select({ total: sumOf(clinics.photoReviewCount) }).from(clinics);
  if (one('clinicId'))
    return db
      .select({ total: sumOf(clinics.reviewCount) })
      .from(clinics)
      .where(eq(clinics.id, sql.placeholder('clinicId')));
  if (one('doctorId'))
    return db
      .select({ total: sumOf(doctors.reviewCount) })
      .from(doctors)
      .where(eq(doctors.id, sql.placeholder('doctorId')));
  if (one('eventId'))
    return db
      .select({ total: sumOf(events.reviewCount) })
      .from(events)
      .where(eq(events.id, sql.placeholder('eventId')));
  // One taxonomy filter, alone or with popular/photos: its row of review_taxon_counts.
  const taxa = TAXON_KEYS.filter((k) => f[k] !== undefined);
  const flag = f.popular ? 'popular' : f.photos ? 'photos' : undefined;
  if (taxa.length === 1 && given.length === (flag ? 2 : 1)) {
    const counted =
      flag === 'popular'
        ? reviewTaxonCounts.popularReviews
        : flag === 'photos'
          ? reviewTaxonCounts.photoReviews
          : reviewTaxonCounts.reviews;
    return db
      .select({ total: sumOf(counted) })
      .from(reviewTaxonCounts)
      .where(
        and(
          eq(reviewTaxonCounts.taxonomy, TAXONOMY_OF[taxa[0]]),
          eq(reviewTaxonCounts.taxonId, sql.placeholder(taxa[0])),
        ),
      );
  }
  // Combined taxonomy filters (the picker's specialty > part > concern), alone or with popular/photos: the sum
  // over the treatment sets that meet them all.
  if (taxa.length > 1 && given.length === taxa.length + (flag ? 1 : 0)) {
    const counted =
      flag === 'popular'
        ? reviewTreatmentSets.popularReviews
        : flag === 'photos'
          ? reviewTreatmentSets.photoReviews
          : reviewTreatmentSets.reviews;
    return db
      .select({ total: sumOf(counted) })
      .from(reviewTreatmentSets)
      .where(and(...treatmentSetConditions(reviewTreatmentSets.treatments, f)));
  }
  return db
    .select({ total: count() })
    .from(reviews)
    .where(and(...reviewConditions(narrowed)));
}

const clinicReviewCount = () =>
  scalar(
    qb
      .select({ n: clinics.reviewCount })
      .from(clinics)
      .where(eq(clinics.id, sql.placeholder('clinicId'))),
  );

// Newest first (ids grow with creation time). A clinic's pages are ranges of its review positions,
// so page 1000 costs what page 1 costs; other filters walk (owner, id desc) indexes. By rating, the
// (rating, id desc) indexes give the order.
function reviewIds(f: ReviewFilter, order: ReviewOrder): IdQuery {
  const given = givenKeys(f);
  if (order === 'latest' && given.length === 1 && f.clinicId !== undefined) {
    return qb
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.clinicId, sql.placeholder('clinicId')),
          lte(reviews.clinicSeq, sql`${clinicReviewCount()} - ${sql.placeholder('offset')}`),
        ),
      )
      .orderBy(desc(reviews.clinicSeq))
      .limit(sql.placeholder('limit'));
  }
  return qb
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(...reviewConditions(f)))
    .orderBy(...REVIEW_ORDER[order]())
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'));
}

export async function listReviews(
  db: DbOrTx,
  q: ReviewFilter & { order?: ReviewOrder; offset: number; limit: number; lang: Lang },
): Promise<{ data: Review[]; total: number }> {
  const filter = reviewFilterOf(q);
  const order = q.order ?? 'latest';
  // Combined taxonomy values as one condition where that is the same (the total still reads the sets).
  const narrowed = await narrowTaxonomy(db, REVIEW_SETS, filter);
  const shape = `${shapeOf(filter)}|${shapeOf(narrowed)}`;
  const values = { ...filter, ...narrowed, offset: q.offset, limit: q.limit };
  const total = preparedFor(db, `reviews.total:${shape}`, () => countQuery(db, filter, narrowed));
  const page = { key: `list:${order}:${shapeOf(narrowed)}`, query: () => reviewIds(narrowed, order), values };
  return withTotal(reviewsIn(db, page, q.lang, order), total.execute(values));
}
