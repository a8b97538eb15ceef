import { sql, type AnyColumn } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { COUNSEL_STATES } from '@/contracts/counsel-states';
import { SIDE_EFFECT_CODES, SIDE_EFFECT_SEVERITIES } from '@/contracts/trust';
import type { OpeningHours } from '@/contracts/opening-hours';

// Ids are plain integer identities: they appear in public URLs (/contents/clinic/12).
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// averageRating/reviewCount and the histogram (how many reviews gave 1★ … 5★) are kept by the review writer in
// the same transaction (never computed per request).
const ratingColumns = () => ({
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  averageRating: doublePrecision('average_rating').notNull().default(0),
  ratingCounts: integer('rating_counts')
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0}'::integer[]`),
});
/*
 * '진료 중' (open now) is index-backed: the database derives from a clinic's opening hours the minutes of the
 * week (Monday 00:00 = 0, Korean time) in which it sees patients, as two multiranges (clinic_open_minutes(), a
 * function of migration 0013): its own day's hours, and the small hours that hours running past midnight reach
 * into the next day. They are kept apart because a day off (closedDates) closes the hours of the day they
 * start on. An index over the hours they touch narrows the search (openHourSlots); contracts/opening-hours.ts is the
 * same rule for the browser's badge.
 */
const int4multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });
const openMinutes = (name: string, overnight: boolean) =>
  int4multirange(name).generatedAlwaysAs(sql.raw(`clinic_open_minutes(opening_hours, ${overnight})`));
// The hours of the week (0–167) the clinic is open in at all: a GIN index narrows '진료 중' to the clinics open
// in the current hour (a multirange's GiST entry is only its overall span, a whole week), and the minute
// ranges above decide (migration 0019).
const openHourSlots = () =>
  smallint('open_hour_slots').array().generatedAlwaysAs(sql.raw('clinic_open_hour_slots(opening_hours)'));

/*
 * Integrated search (case-sensitive substring) is index-backed: a pg_trgm GIN index answers queries of three
 * or more characters (`like '%…%'`), and a GIN index over the text's characters (a generated array) narrows
 * one- and two-character queries, which have no trigram. See backend/routes/search/search.repository.ts.
 */
const searchChars = (column: string) =>
  text(`${column}_chars`)
    .array()
    .generatedAlwaysAs(sql.raw(`string_to_array(${column}, NULL)`));
const searchIndexes = (table: string, textColumn: ExtraConfigColumn, chars: ExtraConfigColumn) => [
  index(`${table}_search_trgm_idx`).using('gin', textColumn.op('gin_trgm_ops')),
  index(`${table}_search_chars_idx`).using('gin', chars),
];
/*
 * The search page (/search) matches more loosely than the dialog, still through indexes (search-page.repository.ts):
 * - case-insensitively: `ilike`, which the trigram index above answers for three or more characters; one or two
 *   characters go through a GIN index over the lower-cased text's characters (pageSearchIndexes);
 * - by 초성 when the query is only consonant letters ('ㄷㅍ' finds '두피 PRP 주사'): `<column>_initials` is the
 *   initial consonant of each syllable (search_initials() of migration 0024; lib/search-initials.ts is the
 *   same rule in TypeScript), and `<column>_initial_grams` its letters and pairs of letters, whose GIN index
 *   answers a key of one or two letters exactly and narrows a longer one to the rows holding all its pairs.
 */
const initialsKey = (column: string) =>
  text(`${column}_initials`).generatedAlwaysAs(sql.raw(`search_initials(${column})`));
const initialGrams = (column: string) =>
  text(`${column}_initial_grams`)
    .array()
    .generatedAlwaysAs(sql.raw(`search_initial_grams(${column})`));
const pageSearchIndexes = (table: string, textColumn: ExtraConfigColumn, grams: ExtraConfigColumn) => [
  index(`${table}_search_lower_chars_idx`).using('gin', sql`string_to_array(lower(${textColumn}), NULL)`),
  index(`${table}_search_initials_idx`).using('gin', grams),
];
const localizedName = () => ({
  nameKo: text('name_ko').notNull(),
  nameJa: text('name_ja').notNull(),
  nameEn: text('name_en').notNull(),
});

/* ---------- taxonomy (seeded from backend/db/catalogue) ---------- */

export const specialties = pgTable('specialties', {
  id: id(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  ...localizedName(),
});
export const parts = pgTable('parts', {
  id: id(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  ...localizedName(),
});
export const concerns = pgTable('concerns', {
  id: id(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  ...localizedName(),
});
export const treatments = pgTable('treatments', {
  id: id(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  ...localizedName(),
});

export const concernParts = pgTable(
  'concern_parts',
  {
    concernId: integer('concern_id')
      .notNull()
      .references(() => concerns.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.concernId, t.partId] }), index('concern_parts_part_idx').on(t.partId)],
);

export const treatmentConcerns = pgTable(
  'treatment_concerns',
  {
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    concernId: integer('concern_id')
      .notNull()
      .references(() => concerns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentId, t.concernId] }),
    index('treatment_concerns_concern_idx').on(t.concernId),
  ],
);

export const treatmentSpecialties = pgTable(
  'treatment_specialties',
  {
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.treatmentId, t.specialtyId] }),
    index('treatment_specialties_specialty_idx').on(t.specialtyId),
  ],
);

/* ---------- clinics, doctors, events ---------- */

export const clinics = pgTable(
  'clinics',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    roadAddress: text('road_address'),
    detailAddress: text('detail_address'),
    profileImage: text('profile_image'),
    bannerImage: text('banner_image'),
    // Korean postal code (5 digits, from the postal-code search) and a phone number (digits only).
    postalCode: varchar('postal_code', { length: 5 }),
    phone: varchar('phone', { length: 20 }),
    // Facts people choose a clinic by (all optional; the partner console will edit them): opening hours per
    // weekday with the lunch break and days off (contracts/opening-hours.ts), the nearest subway station and the walk
    // from it, the languages staff speak, and safety facts.
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    station: text('station'),
    stationWalkMinutes: smallint('station_walk_minutes'),
    languages: text('languages').array(),
    operatingRoomCctv: boolean('operating_room_cctv'),
    anesthesiologist: boolean('anesthesiologist'),
    specialistCount: smallint('specialist_count'),
    emergencyEquipment: boolean('emergency_equipment'),
    openMinutes: openMinutes('open_minutes', false),
    overnightMinutes: openMinutes('overnight_minutes', true),
    openHourSlots: openHourSlots(),
    // Where the clinic is (WGS84 degrees), located from its road address when that is saved
    // (backend/geo/kakao-local.ts); null when it was not located. Both or neither.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The 시·군·구 of the road address ('서울특별시 강남구 …' → 강남구, '경기도 성남시 분당구 …' → 분당구), for the
    // explore hub's area filter; kept by the database from the address (null when it has none).
    district: text('district').generatedAlwaysAs(
      sql.raw(`substring(road_address from '^\\S+\\s+(?:\\S+시\\s+)?(\\S+[구군])(?:\\s|$)')`),
    ),
    ...ratingColumns(),
    // The clinic's popular reviews (reviews.popular), kept by the review writer: their total is a sum of these.
    popularReviewCount: integer('popular_review_count').notNull().default(0),
    // Its reviews with any photo (reviews.has_photos), kept the same way: the total of `sort=photos`.
    photoReviewCount: integer('photo_review_count').notNull().default(0),
    // Its events, kept by the database (trigger events_count of migration 0016, so every insert or delete counts):
    // the event list's total without a filter, or for an area, is a sum of these.
    eventCount: integer('event_count').notNull().default(0),
    // Shown to the public at all: a clinic made from an approved partner application starts unpublished and is
    // published once its profile is complete (contracts/partner-applications.ts profileComplete). Existing rows: true.
    isPublished: boolean('is_published').notNull().default(true),
    nameChars: searchChars('name'),
    nameInitials: initialsKey('name'),
    nameInitialGrams: initialGrams('name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('clinics_popular_idx').on(t.reviewCount.desc().nullsFirst(), t.id),
    // clinics_search_top_idx (migration 0036, not expressible here: INCLUDE): the rank with the name, for the
    // search's index-only first step; doctors_search_top_idx and events_search_top_idx likewise.
    // sort=rating: highest average first, then most reviewed (no reviews = 0, so last).
    index('clinics_rating_idx').on(t.averageRating.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id),
    // The area filter, in the default order.
    index('clinics_district_idx').on(t.district, t.reviewCount.desc().nullsFirst(), t.id),
    // The explore hub's area chips (clinics per area, published only): an index-only count instead of a scan of
    // every clinic row on each render of the clinics and events tabs (17 ms → 1.2 ms at 10,000 clinics).
    index('clinics_published_district_idx')
      .on(t.district)
      .where(sql`${t.isPublished}`),
    index('clinics_open_hour_slots_idx').using('gin', t.openHourSlots),
    // The unpublished clinics (few): every public list and total leaves their doctors and events out, and without
    // this each of those reads scanned the whole clinics table to find them.
    index('clinics_unpublished_idx')
      .on(t.id)
      .where(sql`not ${t.isPublished}`),
    // clinics_kept_counts_idx (migration 0038, INCLUDE): the kept counts by id, for the lists' unfiltered totals.
    ...searchIndexes('clinics', t.name, t.nameChars),
    ...pageSearchIndexes('clinics', t.name, t.nameInitialGrams),
    check(
      'clinics_location',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180, true)`,
    ),
  ],
);

export const clinicImages = pgTable(
  'clinic_images',
  {
    id: id(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('clinic_images_clinic_idx').on(t.clinicId, t.position)],
);

export const clinicSpecialties = pgTable(
  'clinic_specialties',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.specialtyId] }),
    index('clinic_specialties_specialty_idx').on(t.specialtyId, t.clinicId),
  ],
);

// Treatments a clinic offers: what the explore filters (treatment, concern, part) match clinics and doctors on.
export const clinicTreatments = pgTable(
  'clinic_treatments',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.treatmentId] }),
    index('clinic_treatments_treatment_idx').on(t.treatmentId, t.clinicId),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    profileImage: text('profile_image'),
    // Board certification (전문의) and the year of the medical licence; null when not given.
    specialistBoard: text('specialist_board'),
    licenseYear: smallint('license_year'),
    ...ratingColumns(),
    nameChars: searchChars('name'),
    nameInitials: initialsKey('name'),
    nameInitialGrams: initialGrams('name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('doctors_clinic_idx').on(t.clinicId, t.id),
    index('doctors_popular_idx').on(t.reviewCount.desc().nullsFirst(), t.id),
    ...searchIndexes('doctors', t.name, t.nameChars),
    ...pageSearchIndexes('doctors', t.name, t.nameInitialGrams),
  ],
);

export const doctorSpecialties = pgTable(
  'doctor_specialties',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.specialtyId] }),
    index('doctor_specialties_specialty_idx').on(t.specialtyId, t.doctorId),
  ],
);

type Priced = { regularPrice: AnyColumn; eventPrice: AnyColumn };
/** The price a visitor pays: the event price, else the regular price (null when neither is set). */
export const eventPaidPrice = (t: Priced) => sql`coalesce(${t.eventPrice}, ${t.regularPrice})`;
/**
 * The share of the regular price the event price asks (0.7 = 30 % off), null when there is no discount
 * (contracts/prices.ts discountRate): lowest first is highest discount first, with the events without one last.
 */
export const eventPaidShare = (t: Priced) =>
  sql`(case when ${t.regularPrice} > 0 and ${t.eventPrice} < ${t.regularPrice} then ${t.eventPrice}::float8 / ${t.regularPrice} end)`;

export const events = pgTable(
  'events',
  {
    id: id(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content'),
    cardImage: text('card_image'),
    mainImage: text('main_image'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Prices in KRW (null = not shown) and what the event price includes (null = not said).
    regularPrice: integer('regular_price'),
    eventPrice: integer('event_price'),
    vatIncluded: boolean('vat_included'),
    anesthesiaIncluded: boolean('anesthesia_included'),
    aftercareIncluded: boolean('aftercare_included'),
    // How many sessions (회) the event price covers: 1 for a single treatment, 3 for a three-session package.
    sessions: smallint('sessions'),
    ...ratingColumns(),
    titleChars: searchChars('title'),
    titleInitials: initialsKey('title'),
    titleInitialGrams: initialGrams('title'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('events_clinic_idx').on(t.clinicId, t.id),
    index('events_popular_idx').on(t.reviewCount.desc().nullsFirst(), t.id),
    // sort=price and sort=discount order by these expressions (events.repository.ts), ascending, nulls last.
    // Migration 0017 adds INCLUDE (event_price, regular_price) to both, for index-only deep pages.
    index('events_price_idx').on(eventPaidPrice(t), t.id),
    index('events_discount_idx').on(eventPaidShare(t), t.id),
    ...searchIndexes('events', t.title, t.titleChars),
    ...pageSearchIndexes('events', t.title, t.titleInitialGrams),
    check('events_regular_price_range', sql`${t.regularPrice} between 0 and 1000000000`),
    check('events_event_price_range', sql`${t.eventPrice} between 0 and 1000000000`),
    check('events_sessions_range', sql`${t.sessions} between 1 and 99`),
    // An event cannot end before it starts (either day may be left open).
    check('events_period_order', sql`${t.endsAt} >= ${t.startsAt}`),
    // Ended events (ends_at < now()) are few next to the live ones: the public lists count them by this index
    // and subtract them from the kept totals (events.repository.ts).
    index('events_ends_at_idx').on(t.endsAt),
  ],
);

export const eventImages = pgTable(
  'event_images',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.position)],
);

export const eventTreatments = pgTable(
  'event_treatments',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.treatmentId] }),
    index('event_treatments_treatment_idx').on(t.treatmentId, t.eventId),
  ],
);

/* ---------- members and accounts ---------- */

export const tokenTypeEnum = pgEnum('token_type', ['MEMBER', 'STAFF', 'OPERATOR']);

export const members = pgTable(
  'members',
  {
    id: id(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    nickname: varchar('nickname', { length: 40 }),
    sessionVersion: integer('session_version').notNull().default(0),
    // When the member agreed to the processing of sensitive health information (treatment history and
    // before/after photos, Korean PIPA art. 23), asked before their first review with photos; null = not given.
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }),
    // The provider's token to revoke the link with on account deletion (backend/revocations), sealed
    // (backend/auth/sealed.ts, never plain); null for providers without revocation. Its type is
    // 'refresh_token' or 'access_token' (Google gives a refresh token only on a first consent).
    providerToken: text('provider_token'),
    providerTokenType: varchar('provider_token_type', { length: 16 }),
    // Set while an operator has suspended the member (the why is in operator_audit_log): no sign-in, no session.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_provider_user_uq').on(t.provider, t.providerUserId),
    uniqueIndex('members_nickname_uq').on(t.nickname),
  ],
);

// Staff accounts for POST /auth/login: the client sends SHA-256(password); we store scrypt of that. Each
// belongs to one clinic, and every staff route is scoped to it. A password change bumps the session version,
// which ends every access token issued before it.
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    userId: varchar('user_id', { length: 64 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    sessionVersion: integer('session_version').notNull().default(0),
    // Wrong passwords tried for this account since its last successful sign-in, and when the last one was: the
    // console tells the clinic's staff at their next sign-in that someone has been guessing.
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true }),
    // Set while an operator has suspended the account (the why is in operator_audit_log): no sign-in, no session.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_accounts_clinic_idx').on(t.clinicId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    subjectType: tokenTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    // When the login that started the family happened: carried over on rotation, so a session refreshed
    // every day still ends SESSION_MAX_DAYS after that login.
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_subject_idx').on(t.subjectType, t.subjectId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * OAuth logins already finished: a hash of the provider and the authorize `state` (and of the code), kept a
 * day, so a captured callback (cookie, code and state) cannot sign anyone in a second time.
 */
export const oauthUsedLogins = pgTable(
  'oauth_used_logins',
  {
    keyHash: text('key_hash').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_used_logins_used_at_idx').on(t.usedAt)],
);

// The outbox of provider revocations (docs/privacy-data.md): written by account deletion in its transaction,
// holding only the provider and the sealed token (no member id, nickname or provider user id). A row goes
// once the provider revoked the token, said it is no longer valid, or after the last retry.
export const providerRevocations = pgTable(
  'provider_revocations',
  {
    id: id(),
    provider: varchar('provider', { length: 16 }).notNull(),
    token: text('token').notNull(),
    tokenType: varchar('token_type', { length: 16 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('provider_revocations_due_idx').on(t.nextAttemptAt)],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    path: text('path').notNull().unique(),
    name: text('name').notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    hash: varchar('hash', { length: 64 }),
    ownerMemberId: integer('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerMemberId)],
);

/* ---------- member content ---------- */

export const bookmarkableTypeEnum = pgEnum('bookmarkable_type', ['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW']);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bookmarkableType: bookmarkableTypeEnum('bookmarkable_type').notNull(),
    bookmarkableId: integer('bookmarkable_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_member_item_uq').on(t.memberId, t.bookmarkableType, t.bookmarkableId)],
);

export const counselStateEnum = pgEnum('counsel_state', COUNSEL_STATES);

// How a review was verified, from its counsel: booked here (every review), consultation done, treatment done.
export const reviewVerificationEnum = pgEnum('review_verification', ['BOOKED', 'CONSULTED', 'TREATED']);
// Whether the price paid matched the price shown: the same, different, or no price was shown.
export const priceMatchEnum = pgEnum('price_match', ['SAME', 'DIFFERENT', 'NOT_SHOWN']);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: smallint('rating').notNull(),
    // Position of the review within its clinic (1 = oldest), kept gap-free by the review writer, so a
    // clinic's page N is an index range instead of an OFFSET scan (the API pages by offset).
    clinicSeq: integer('clinic_seq').notNull(),
    // Kept with the review (not read from the counsel) so it survives the counsel's deletion with its member.
    verification: reviewVerificationEnum('verification').notNull().default('BOOKED'),
    pricePaid: integer('price_paid'),
    priceMatched: priceMatchEnum('price_matched'),
    treatedOn: date('treated_on', { mode: 'string' }),
    // The writer received a discount, points or another benefit for the review: true (shown), false, or null
    // when the writer left the question unanswered (shown as '대가 여부 미기재').
    incentive: boolean('incentive'),
    // Rated 4 or 5 with both before and after photos (the home page's list), kept by the review writer
    // whenever the rating or the photos change (refreshReviewFlags), with the clinic's popular_review_count.
    popular: boolean('popular').notNull().default(false),
    // Shows at least one before or after photo (sort=photos), kept by refreshReviewFlags like `popular`.
    hasPhotos: boolean('has_photos').notNull().default(false),
    // Members who marked the review '도움이 돼요' (review_helpful), kept with each mark and unmark.
    helpfulCount: integer('helpful_count').notNull().default(0),
    // While a 임시조치 (a clinic's takedown request) holds: when it ends at the latest (opened + 30 days), and the
    // clinic's reason code. The review keeps its position and stays in every count and average; the public API
    // blanks its text and photos (docs/moderation.md).
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 32 }),
    // The search page finds reviews by title (case-insensitive or 초성; see pageSearchIndexes).
    titleInitials: initialsKey('title'),
    titleInitialGrams: initialGrams('title'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_price_paid_range', sql`${t.pricePaid} between 0 and 1000000000`),
    // DESC NULLS FIRST matches `order by ... desc`, so these indexes also give the order, not just the rows.
    // Not unique: closing a gap shifts positions row by row; the writer's row lock keeps them distinct.
    index('reviews_clinic_seq_idx').on(t.clinicId, t.clinicSeq.desc().nullsFirst()),
    index('reviews_event_idx').on(t.eventId, t.id.desc().nullsFirst()),
    index('reviews_member_idx').on(t.memberId, t.id.desc().nullsFirst()),
    index('reviews_popular_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.popular}`),
    // The home list (sort=popular): verified visits first (TREATED > CONSULTED > BOOKED, the enum's order),
    // newest first within a level (docs/product.md#home).
    index('reviews_popular_rank_idx')
      .on(t.verification.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.popular}`),
    // sort=rating_desc / rating_asc (newest first within a rating) and sort=photos.
    index('reviews_rating_idx').on(t.rating.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviews_rating_asc_idx').on(t.rating, t.id.desc().nullsFirst()),
    index('reviews_photos_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.hasPhotos}`),
    // The expiry sweep's reviews: those a 임시조치 hides.
    index('reviews_hidden_idx')
      .on(t.hiddenUntil)
      .where(sql`${t.hiddenUntil} is not null`),
    index('reviews_search_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    ...pageSearchIndexes('reviews', t.title, t.titleInitialGrams),
  ],
);

// '도움이 돼요': one mark per member and review. A member's marks go with the account (the counts are
// lowered first, in the deletion's transaction).
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.memberId] }), index('review_helpful_member_idx').on(t.memberId)],
);

export const counsels = pgTable(
  'counsels',
  {
    id: id(),
    // Null once the member deleted the account: the clinic keeps its booking record, anonymised (the note is
    // emptied by the deletion, backend/routes/members).
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    sourceType: bookmarkableTypeEnum('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    state: counselStateEnum('state').notNull().default('AWAITING_CLINIC_CONFIRMATION'),
    content: text('content').notNull().default(''),
    // One review per counsel is a database rule, not an application check.
    reviewId: integer('review_id')
      .unique()
      .references(() => reviews.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // When the clinic last moved the counsel to another state; null = never moved.
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    // The current appointment while the counsel is in a state that sets one (contracts/counsel-states.ts
    // `needsAppointment`); null otherwise. Always the appointment_at of its latest state change.
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    // The times the member preferred when booking, best first (at most three ISO instants, each a slot of the
    // clinic's hours when booked: contracts/booking-slots.ts). Emptied when the member deletes the account.
    preferredSlots: jsonb('preferred_slots').$type<string[]>().notNull().default([]),
    // A phone the member left for this consultation, digits only; only the clinic's staff and the member read
    // it. Deleted with the account.
    contactPhone: text('contact_phone'),
  },
  (t) => [
    check('counsels_contact_phone_digits', sql`${t.contactPhone} ~ '^[0-9]{8,12}$'`),
    check('counsels_preferred_slots_list', sql`jsonb_typeof(${t.preferredSlots}) = 'array'`),
    index('counsels_member_idx').on(t.memberId, t.id.desc().nullsFirst()),
    // The partner console: a clinic's counsels, newest first, optionally in one state.
    index('counsels_clinic_idx').on(t.clinicId, t.id.desc().nullsFirst()),
    index('counsels_clinic_state_idx').on(t.clinicId, t.state, t.id.desc().nullsFirst()),
  ],
);

// Every move of a counsel from one state to another, who made it and when: the member's history on
// /counsel/{id}, the undo of a staff move, and the answer-time figures are read from these rows.
export const counselActorEnum = pgEnum('counsel_actor', ['MEMBER', 'STAFF', 'SYSTEM']);
export const counselStateChanges = pgTable(
  'counsel_state_changes',
  {
    id: id(),
    counselId: integer('counsel_id')
      .notNull()
      .references(() => counsels.id, { onDelete: 'cascade' }),
    fromState: counselStateEnum('from_state').notNull(),
    toState: counselStateEnum('to_state').notNull(),
    actor: counselActorEnum('actor').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    // A staff move taken back within the undo window is kept, marked by the change that undid it.
    undoes: integer('undoes'),
    // The appointment the counsel has after this change: set by a move to an appointment state, put back by an undo.
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('counsel_state_changes_counsel_idx').on(t.counselId, t.id)],
);

// The clinic's one public answer to a review ('병원 답변'). Clinics reply; they never edit, hide or delete reviews.
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: integer('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  // The console's "reviews without a reply" is the clinic's review count minus its replies.
  (t) => [index('review_replies_clinic_idx').on(t.clinicId)],
);

// Who changed what on the partner side, and when: one row per staff write (kept with the clinic).
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // The account may be deleted later; its user id stays readable in the log.
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffUserId: varchar('staff_user_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    entityType: varchar('entity_type', { length: 20 }).notNull(),
    entityId: integer('entity_id'),
    // Names of the fields written (never their values: a note or a reply stays where it belongs).
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_log_clinic_idx').on(t.clinicId, t.id.desc().nullsFirst())],
);

export const reviewDoctors = pgTable(
  'review_doctors',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.doctorId] }),
    index('review_doctors_doctor_idx').on(t.doctorId, t.reviewId.desc().nullsFirst()),
  ],
);

export const reviewTreatments = pgTable(
  'review_treatments',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    treatmentId: integer('treatment_id')
      .notNull()
      .references(() => treatments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.treatmentId] }),
    index('review_treatments_treatment_idx').on(t.treatmentId, t.reviewId.desc().nullsFirst()),
  ],
);

/**
 * How many reviews each taxonomy value matches (explore filters on the review list: a specialty, part or
 * concern through the review's treatments, or a treatment), and how many of those have photos or are popular.
 * Kept by the review writer in the write's transaction (reviews.writer.ts countReviewTaxa), so the list's
 * total for one filter is a row read instead of a count over a million reviews. Ordered writes keep the
 * row locks of concurrent review writes in one order.
 */
export const reviewTaxonCounts = pgTable(
  'review_taxon_counts',
  {
    taxonomy: text('taxonomy').notNull(),
    taxonId: integer('taxon_id').notNull(),
    reviews: integer('reviews').notNull().default(0),
    photoReviews: integer('photo_reviews').notNull().default(0),
    popularReviews: integer('popular_reviews').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.taxonomy, t.taxonId] }),
    check('review_taxon_counts_taxonomy', sql`${t.taxonomy} in ('specialty', 'part', 'concern', 'treatment')`),
  ],
);

/**
 * How many events each taxonomy value matches (the explore filters on the event list, as for reviews above).
 * Kept by the console's event writer when an event's treatments change (backend/lib/taxa.ts countEventTaxa)
 * and recounted after seeding.
 */
export const eventTaxonCounts = pgTable(
  'event_taxon_counts',
  {
    taxonomy: text('taxonomy').notNull(),
    taxonId: integer('taxon_id').notNull(),
    events: integer('events').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.taxonomy, t.taxonId] }),
    check('event_taxon_counts_taxonomy', sql`${t.taxonomy} in ('specialty', 'part', 'concern', 'treatment')`),
  ],
);

/**
 * How many reviews have each set of treatments (sorted ids; reviews without a treatment are not counted), and
 * how many of those have photos or are popular. The total of any combination of explore filters (a specialty and
 * a part, a part and a concern, ... as the picker builds them) is the sum over the sets meeting every filter:
 * a few hundred rows instead of a count over a million reviews. Kept beside review_taxon_counts by the same
 * writer calls (countReviewTaxa) and the same delete trigger.
 */
export const reviewTreatmentSets = pgTable(
  'review_treatment_sets',
  {
    treatments: integer('treatments').array().primaryKey(),
    reviews: integer('reviews').notNull().default(0),
    photoReviews: integer('photo_reviews').notNull().default(0),
    popularReviews: integer('popular_reviews').notNull().default(0),
  },
  (t) => [index('review_treatment_sets_treatments_idx').using('gin', t.treatments)],
);

/** How many events have each set of treatments: the event list's total under combined filters, as above. */
export const eventTreatmentSets = pgTable(
  'event_treatment_sets',
  {
    treatments: integer('treatments').array().primaryKey(),
    events: integer('events').notNull().default(0),
  },
  (t) => [index('event_treatment_sets_treatments_idx').using('gin', t.treatments)],
);

export const photoKindEnum = pgEnum('photo_kind', ['BEFORE', 'AFTER']);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    kind: photoKindEnum('kind').notNull(),
    position: smallint('position').notNull().default(0),
    path: text('path').notNull(),
    name: text('name').notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    // When the photo was taken (from its metadata before that is stripped, else when it was uploaded):
    // with the review's treatment date it gives an after photo its '시술 후 N일'.
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.kind, t.position)],
);

// Secrets the application generates for itself when none is configured (the auth root secret without
// AUTH_SECRET): kept with the data they protect, so two databases never share one.
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const uploadStatusEnum = pgEnum('upload_status', ['PENDING', 'VERIFIED', 'REJECTED']);

// Files uploaded through presigned URLs, by a member (review photos) or by a clinic's staff (clinic, doctor
// and event images): exactly one owner. The original stays private under `key`; once checked (magic bytes,
// decodable, pixel limit, SHA-256) a re-encoded copy without metadata is published at `public_path`.
// Uploads never attached within 24 hours are swept.
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    hash: varchar('hash', { length: 64 }),
    status: uploadStatusEnum('status').notNull().default('PENDING'),
    publicPath: text('public_path'),
    width: integer('width'),
    height: integer('height'),
    // When the photo was taken, read from its metadata before the public copy drops it.
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploaded_files_member_idx').on(t.memberId, t.id.desc().nullsFirst()),
    index('uploaded_files_clinic_idx').on(t.clinicId, t.id.desc().nullsFirst()),
    check('uploaded_files_one_owner', sql`(${t.memberId} is null) <> (${t.clinicId} is null)`),
    index('uploaded_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

// Answers of state-changing member calls sent with an Idempotency-Key: the same key and body get the first
// answer again, the same key with another body a 422. Kept 24 hours.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/* ---------- notifications (contracts/notifications.ts; backend/notifications) ---------- */

// One row per thing someone is told: a member (their id) or a staff account (its id). The inbox is these rows; the
// other channels are its deliveries. Written in the transaction of what it tells about (a state change and its
// notification commit together or not at all). Deleted with the member's account (no foreign key: two owners).
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientType: tokenTypeEnum('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    // The template's parameters ({clinic}, {state}, {time}): names and labels only, never a treatment.
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    // The in-app path opening it lands on (/counsel/12, /partner/counsels?id=12).
    link: text('link').notNull(),
    // False when the recipient turned the inbox off for this kind but a channel outside the app is on: the row is
    // kept for its deliveries (read at once, so never counted as unread) and never listed.
    inInbox: boolean('in_inbox').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientType, t.recipientId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientType, t.recipientId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const deliveryStatusEnum = pgEnum('delivery_status', ['PENDING', 'SENDING', 'SENT', 'DEAD']);

// A notification's delivery on one channel outside the app (push, email, kakao, line): at most one per
// notification and channel, sent by a job, with an idempotency key the receiving API is given on every attempt.
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).notNull(),
    status: deliveryStatusEnum('status').notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    // Quiet hours: a marketing-like kind is not sent before this.
    notBefore: timestamp('not_before', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_uq').on(t.notificationId, t.channel),
    index('notification_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);

// A member's or staff account's choice per kind and channel; no row = the default (on where the channel can reach
// them). Deleted with the account.
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    subjectType: tokenTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.kind, t.channel] })],
);

// Where a member or staff account can be reached outside the app, given by them in the notification settings, and
// the language messages are written in. Deleted with the account.
export const notificationContacts = pgTable(
  'notification_contacts',
  {
    subjectType: tokenTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    email: varchar('email', { length: 254 }),
    // Digits only (PHONE rules), for KakaoTalk 알림톡.
    phone: varchar('phone', { length: 20 }),
    // The LINE user id a LINE Messaging API push goes to (a member signed in with LINE has it as provider id).
    lineUserId: varchar('line_user_id', { length: 64 }),
    locale: varchar('locale', { length: 2 }).notNull().default('ko'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId] })],
);

// A browser's Web Push subscription (endpoint and keys), one per browser; removed when the push service answers
// 404/410 for it, and with the account.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    subjectType: tokenTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_subject_idx').on(t.subjectType, t.subjectId)],
);

/* ---------- operators (운영자): the people who run the platform ---------- */

// Operator accounts, made only by `npm run operator:create` (never by seed data in production). Like staff, the
// client sends SHA-256(password) and scrypt of that is stored; the sign-in also needs a TOTP code (or a recovery
// code). A password change, a suspension or a sign-out bumps the session version, which ends every session at once.
export const operators = pgTable('operators', {
  id: id(),
  userId: varchar('user_id', { length: 64 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  // The TOTP secret (base32), sealed with backend/auth/sealed.ts (additional data: `operator-totp:<user_id>`).
  totpSecret: text('totp_secret').notNull(),
  sessionVersion: integer('session_version').notNull().default(0),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lastFailedSignInAt: timestamp('last_failed_sign_in_at', { withTimezone: true }),
  // The last TOTP time step accepted: a code is never accepted twice (replay within its 30 s window).
  lastTotpStep: integer('last_totp_step'),
  createdAt: createdAt(),
});

// One-time recovery codes for an operator who lost the authenticator: stored only as a hash; used once.
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

// Every operator action: who, when, what, on which target and why. Append-only (nothing updates or deletes a row).
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: id(),
    // The account may be deleted later; its user id stays readable in the log.
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorUserId: varchar('operator_user_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    // 'REVIEW', 'MEMBER', 'STAFF', 'CLINIC', 'EVENT', 'APPLICATION', 'CASE', 'OPERATOR'.
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: integer('target_id'),
    // The reason given (a fixed reason's code, and the operator's words where the action takes them); null only
    // for actions that need none (sign-in, sign-out).
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_log_target_idx').on(t.targetType, t.targetId, t.id.desc().nullsFirst()),
    index('operator_audit_log_operator_idx').on(t.operatorId, t.id.desc().nullsFirst()),
  ],
);

/* ---------- review moderation (docs/moderation.md) ---------- */

export const moderationKindEnum = pgEnum('moderation_kind', ['REPORT', 'TAKEDOWN']);
export const moderationStateEnum = pgEnum('moderation_state', ['OPEN', 'DECIDED']);
export const moderationDecisionEnum = pgEnum('moderation_decision', ['REMOVED', 'RESTORED', 'KEPT']);
export const moderationActionEnum = pgEnum('moderation_action', ['REPORTED', 'HIDDEN', 'RESTORED', 'REMOVED', 'KEPT']);
export const moderationRequesterEnum = pgEnum('moderation_requester', ['MEMBER', 'CLINIC', 'OPERATOR', 'SYSTEM']);

/** What an operator sees of a removed review (never public). */
export interface ReviewSnapshot {
  title: string;
  content: string;
  rating: number;
  memberId: number | null;
}

// One case per review and kind while open: members' reports join the open REPORT case of their review; a clinic's
// 권리침해 신고 opens a TAKEDOWN case that hides the review for 30 days at most. review_id has no foreign key: a
// removed review's case stays (with its snapshot) for the operators' history.
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: id(),
    reviewId: integer('review_id').notNull(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // The review's writer when the case opened (the member's history keeps it after a removal).
    writerMemberId: integer('writer_member_id').references(() => members.id, { onDelete: 'set null' }),
    kind: moderationKindEnum('kind').notNull(),
    state: moderationStateEnum('state').notNull().default('OPEN'),
    // A takedown's reason code and the clinic's explanation, and who asked; null for report cases.
    requestReason: varchar('request_reason', { length: 32 }),
    requestText: text('request_text'),
    requestedByStaffId: integer('requested_by_staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    objectionText: text('objection_text'),
    objectionAt: timestamp('objection_at', { withTimezone: true }),
    decision: moderationDecisionEnum('decision'),
    decisionReason: varchar('decision_reason', { length: 32 }),
    decisionNote: text('decision_note'),
    decidedByOperatorId: integer('decided_by_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    decidedByUserId: varchar('decided_by_user_id', { length: 64 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<ReviewSnapshot>(),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_idx')
      .on(t.reviewId, t.kind)
      .where(sql`${t.state} = 'OPEN'`),
    index('moderation_cases_queue_idx').on(t.state, t.openedAt),
    index('moderation_cases_review_idx').on(t.reviewId),
    index('moderation_cases_clinic_idx').on(t.clinicId, t.id.desc().nullsFirst()),
    index('moderation_cases_writer_idx').on(t.writerMemberId),
  ],
);

// Members' reports: one per member and review, ever (a second is 409). review_id has no foreign key, like the case's.
export const reviewReports = pgTable(
  'review_reports',
  {
    id: id(),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 32 }).notNull(),
    text: text('text'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_reports_member_idx').on(t.reviewId, t.memberId),
    index('review_reports_case_idx').on(t.caseId),
    index('review_reports_by_member_idx').on(t.memberId, t.id.desc().nullsFirst()),
  ],
);

// The public log: every report case opened, every hide, restore, removal and kept review, one row each, written in
// the transaction of the change. It names who asked by role only, never the reporter or the writer. review_id has
// no foreign key: a removed review's rows stay.
export const reviewModerationLog = pgTable(
  'review_moderation_log',
  {
    id: id(),
    reviewId: integer('review_id').notNull(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    action: moderationActionEnum('action').notNull(),
    requestedBy: moderationRequesterEnum('requested_by').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_moderation_log_clinic_idx').on(t.clinicId, t.id.desc().nullsFirst()),
    index('review_moderation_log_case_idx').on(t.caseId, t.id),
    index('review_moderation_log_created_idx').on(t.createdAt),
  ],
);

/* ---------- partner applications (입점 신청) and the advertising wording queue ---------- */

export const applicationStateEnum = pgEnum('partner_application_state', ['PENDING', 'APPROVED', 'REJECTED']);
export const registrationKindEnum = pgEnum('registration_kind', ['CARE_INSTITUTION', 'BUSINESS']);

// A clinic asking to join (the footer's 입점 신청 form). One open (PENDING) application per registration number.
// An operator approves it (which creates the clinic, unpublished, and a staff account) or rejects it, with a reason.
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: id(),
    state: applicationStateEnum('state').notNull().default('PENDING'),
    clinicName: text('clinic_name').notNull(),
    // 요양기관 번호 (8 digits) or 사업자등록번호 (10 digits), digits only.
    registrationKind: registrationKindEnum('registration_kind').notNull(),
    registrationNumber: varchar('registration_number', { length: 10 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    roadAddress: text('road_address').notNull(),
    detailAddress: text('detail_address'),
    contactName: text('contact_name').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: text('email').notNull(),
    specialtyIds: integer('specialty_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    staffAccountId: integer('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('partner_applications_open_number_idx')
      .on(t.registrationNumber)
      .where(sql`${t.state} = 'PENDING'`),
    index('partner_applications_queue_idx').on(t.state, t.createdAt, t.id),
  ],
);

// One-time links that let a new staff account set its first password: only the SHA-256 of the token is kept;
// a link works once and for 24 hours.
export const staffPasswordSetups = pgTable(
  'staff_password_setups',
  {
    id: id(),
    staffAccountId: integer('staff_account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_password_setups_staff_idx').on(t.staffAccountId)],
);

export const adWordingEntityEnum = pgEnum('ad_wording_entity', ['EVENT', 'CLINIC']);
export const adWordingStateEnum = pgEnum('ad_wording_state', ['OPEN', 'ACCEPTED', 'CHANGE_REQUIRED']);

// A save the wording check flagged and staff kept anyway, with their reason: the operators' queue.
export const adWordingReviews = pgTable(
  'ad_wording_reviews',
  {
    id: id(),
    entityType: adWordingEntityEnum('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    // [{ field, rule, words, law }] (contracts/ad-wording-reviews.ts).
    findings: jsonb('findings').$type<{ field: string; rule: string; words: string; law: string }[]>().notNull(),
    justification: text('justification').notNull(),
    staffAccountId: integer('staff_account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffUserId: varchar('staff_user_id', { length: 64 }).notNull(),
    state: adWordingStateEnum('state').notNull().default('OPEN'),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_wording_reviews_queue_idx').on(t.state, t.createdAt, t.id)],
);

// Trust figures (docs/trust.md): every published figure is one row here, recomputed from the rows it counts by
// backend/trust (a clinic's, event's or treatment's subjects marked in trust_dirty by the writers, drained by the
// `trust-recompute` job; all of them every night). `figure` names what it is ('price', 'answer',
// 'recovery:swelling:7', 'side_effect:BRUISING', …); n is its denominator, k its count, median/p25/p75 its
// distribution. Rows hold the full computation; the API applies the thresholds.
export const trustSubjectEnum = pgEnum('trust_subject', ['CLINIC', 'EVENT', 'TREATMENT']);
export const trustFigures = pgTable(
  'trust_figures',
  {
    subjectType: trustSubjectEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    figure: varchar('figure', { length: 48 }).notNull(),
    n: integer('n').notNull(),
    k: integer('k'),
    median: doublePrecision('median'),
    p25: doublePrecision('p25'),
    p75: doublePrecision('p75'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId, t.figure] }),
    // "Last recomputed" on the method pages, and one figure of many subjects (explore's price sort and filter):
    // with the subject in the key, a lookup per clinic is one index probe whichever index the planner picks.
    index('trust_figures_figure_idx').on(t.figure, t.subjectType, t.subjectId),
  ],
);

// Subjects whose figures a write changed and the job has not recomputed yet (one row per subject).
export const trustDirty = pgTable(
  'trust_dirty',
  {
    subjectType: trustSubjectEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId] })],
);

// A clinic's one public reply to one of its figures (PRICE, ANSWER, SIDE_EFFECTS: contracts/trust.ts).
export const clinicFigureReplies = pgTable(
  'clinic_figure_replies',
  {
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => clinics.id, { onDelete: 'cascade' }),
    figure: varchar('figure', { length: 16 }).notNull(),
    body: text('body').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.figure] }),
    check('clinic_figure_replies_figure', sql`${t.figure} in ('PRICE', 'ANSWER', 'SIDE_EFFECTS')`),
  ],
);

// A reviewer's recovery check-in on day 3, 7, 14, 30 or 90 after the review's treatment date: four ratings 0–10
// and optionally one photo (uploaded like a review photo: consent, metadata stripped, taken_at kept).
export const recoveryCheckins = pgTable(
  'recovery_checkins',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    day: smallint('day').notNull(),
    swelling: smallint('swelling').notNull(),
    bruising: smallint('bruising').notNull(),
    pain: smallint('pain').notNull(),
    satisfaction: smallint('satisfaction').notNull(),
    photoPath: text('photo_path'),
    photoName: text('photo_name'),
    photoType: varchar('photo_type', { length: 100 }),
    photoSize: integer('photo_size'),
    photoHash: varchar('photo_hash', { length: 64 }),
    photoTakenAt: timestamp('photo_taken_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recovery_checkins_review_day_idx').on(t.reviewId, t.day),
    check('recovery_checkins_day', sql`${t.day} in (3, 7, 14, 30, 90)`),
    check(
      'recovery_checkins_scores',
      sql`${t.swelling} between 0 and 10 and ${t.bruising} between 0 and 10 and ${t.pain} between 0 and 10 and ${t.satisfaction} between 0 and 10`,
    ),
    index('recovery_checkins_member_idx').on(t.memberId),
  ],
);

// Complications a review (checkin_id null) or a check-in reported, from the fixed list of contracts/trust.ts.
export const sideEffectCodeEnum = pgEnum('side_effect_code', SIDE_EFFECT_CODES);
export const sideEffectSeverityEnum = pgEnum('side_effect_severity', SIDE_EFFECT_SEVERITIES);
export const sideEffectReports = pgTable(
  'side_effect_reports',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    checkinId: integer('checkin_id').references(() => recoveryCheckins.id, { onDelete: 'cascade' }),
    code: sideEffectCodeEnum('code').notNull(),
    severity: sideEffectSeverityEnum('severity').notNull(),
    resolved: boolean('resolved'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('side_effect_reports_review_code_idx')
      .on(t.reviewId, t.code)
      .where(sql`${t.checkinId} is null`),
    uniqueIndex('side_effect_reports_checkin_code_idx')
      .on(t.checkinId, t.code)
      .where(sql`${t.checkinId} is not null`),
    index('side_effect_reports_review_idx').on(t.reviewId),
  ],
);

/* ---------- security limits (backend/lib/counters.ts) ---------- */

// Counters of the limits that must hold on every instance even without Redis (staff and operator sign-in
// attempts, login and password-setup requests): used when Redis is not configured or not answering. A row is one
// key's count in its window; an expired row starts a new window when next counted and is swept meanwhile.
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
