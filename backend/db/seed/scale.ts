import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import {
  clinicImages,
  clinics,
  clinicSpecialties,
  clinicTreatments,
  doctors,
  doctorSpecialties,
  eventImages,
  events,
  eventTreatments,
  reviewDoctors,
  reviewPhotos,
  reviews,
  reviewTreatments,
} from '../schema';
import * as catalogue from '../catalogue/taxonomy';
import { recountRatings } from '../../routes/reviews/reviews.writer';
import { resetSequences, seedCatalogue } from './catalogue';
import { AREAS, BRANDS, DISTRICT_OF } from './demo-content';
import type { ImagePool } from './image-pool';
import type { OpeningHours } from '@/contracts/opening-hours';
import { createRandom } from './random';
import { writeReview } from './text/review-text';
import { logger } from '../../lib/logger';

/**
 * The trust fields of a scale review `g` of clinic `c` (docs/trust.md), from the ids alone: a third verified
 * (TREATED or CONSULTED), a third of all answering the price question, each clinic keeping the listed price at its
 * own rate (60–99 %). Exported for the benchmark notes, which apply them to a set seeded before they existed.
 */
export const scaleTrust = {
  verification: (g: SQL) =>
    sql`(case when ${g} % 7 = 0 then 'TREATED' when ${g} % 5 = 0 then 'CONSULTED' else 'BOOKED' end)::review_verification`,
  priceMatched: (g: SQL, c: SQL) =>
    sql`(case when ${g} % 3 <> 0 then null when ${g} % 41 = 0 then 'NOT_SHOWN'
      when (${g}::bigint * 2654435761) % 100 < 60 + ${c} % 40 then 'SAME' else 'DIFFERENT' end)::price_match`,
  pricePaid: (g: SQL, c: SQL) =>
    sql`case when ${g} % 3 = 0 and ${g} % 41 <> 0 and (${g}::bigint * 2654435761) % 100 >= 60 + ${c} % 40
      then 300000 + (${g} % 25) * 10000 end`,
};

export const SCALE_COUNTS = { clinics: 10_000, doctors: 50_000, events: 100_000, reviews: 1_000_000 };
// Reviews are skewed like real traffic: every 10th review goes to one of the five most popular clinics,
// so those clinics have ~20k reviews each and page 1000 of their reviews exists.
const HOT_CLINICS = 5;

// Review texts are written in JS, a few per treatment and rating, and picked in SQL: the text agrees with
// the review's rating and treatment, and names neither clinic nor doctor ('여기', '담당 원장님').
const TEXT_VARIANTS = 4;

function scaleReviewTexts() {
  const say = createRandom(20261124);
  const texts: { i: number; title: string; content: string }[] = [];
  // Treatment ids are 1..n in catalogue order, so treatment index t is the SQL's (g * 31) % n.
  catalogue.treatments.forEach((treatment, t) => {
    for (let rating = 1; rating <= 5; rating++) {
      for (let v = 0; v < TEXT_VARIANTS; v++) {
        // Even g (and so even v) reviews come from an event.
        const text = writeReview(say, {
          rating,
          treatment,
          clinic: '여기',
          doctor: '담당',
          area: '동네',
          fromEvent: v % 2 === 0,
        });
        texts.push({ i: (t * 5 + rating - 1) * TEXT_VARIANTS + v, ...text });
      }
    }
  });
  return texts;
}

const arr = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** `insert into <table> (<columns>)` with the columns named by their schema keys: a typo does not compile. */
function insertInto<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): SQL {
  const columns = getTableColumns(table);
  return sql`insert into ${table} (${sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  )})`;
}

export type Log = (msg: string) => void;

/** Weekly hours of the scale clinics, in turn (one in five gives none): day clinics, late hours, and night hours past midnight. */
const SCALE_HOURS: OpeningHours[] = [
  {
    days: {
      ...Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [
          d,
          { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' },
        ]),
      ),
      sat: { open: '10:00', close: '15:00' },
    },
    closedDates: ['2026-12-25', '2027-01-01'],
  },
  {
    days: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
        d,
        { open: '11:00', close: '21:00', breakStart: '14:00', breakEnd: '15:00' },
      ]),
    ),
  },
  {
    days: Object.fromEntries(
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:30', close: '18:30' }]),
    ),
    closedDates: ['2026-12-31'],
  },
  {
    days: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '18:00', close: '02:00' }]),
    ),
  },
];

/** Rows one seeding statement writes at most: each stays short however busy the database is. */
export const SCALE_BATCH_ROWS = 20_000;

/** [from, to] ranges covering 1..total, `size` at a time. */
function ranges(total: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 1; from <= total; from += size) out.push([from, Math.min(total, from + size - 1)]);
  return out;
}

/**
 * The scale data set, generated set-wise in SQL (generate_series) in batches of at most `batchRows` rows per
 * statement, so PostgreSQL writes 1M reviews in minutes and no statement runs for long. Expects a migrated, empty
 * database and a transaction (`db`) on a connection opened with SEEDING_TIMEOUTS, not the app's short statement
 * timeout. Counters are written set-wise at the end. loadScaleData (scale-load.ts) runs it and vacuums after.
 */
export async function seedScale(
  db: DbOrTx,
  pool: ImagePool,
  log: Log = (line) => logger('seed').info(line),
  counts = SCALE_COUNTS,
  batchRows = SCALE_BATCH_ROWS,
): Promise<void> {
  const t0 = Date.now();
  let statements = 0;
  // Parameterised statements must run one at a time (extended protocol).
  const run = async (query: SQL) => {
    statements++;
    await db.execute(query);
  };
  const step = async (label: string, work: () => Promise<void>) => {
    const started = Date.now();
    const before = statements;
    await work();
    log(`[scale] ${label} (${((Date.now() - started) / 1000).toFixed(1)} s, ${statements - before} statements)`);
  };
  /** One statement per range of owner ids 1..total, each writing about `perOwner` rows per owner. */
  const batched = async (total: number, perOwner: number, make: (from: number, to: number) => SQL) => {
    for (const [from, to] of ranges(total, Math.max(1, Math.floor(batchRows / perOwner)))) await run(make(from, to));
  };
  const nSpec = catalogue.specialties.length;
  const nTreat = catalogue.treatments.length;
  const { clinics: C, doctors: D, events: E, reviews: R } = counts;
  const perClinicDoctors = Math.max(1, Math.floor(D / C));
  const perClinicEvents = Math.max(1, Math.floor(E / C));
  // Row i gets picture i modulo the pool's size.
  const image = (kind: keyof ImagePool, i: SQL) =>
    sql`(${arr(pool[kind].map((p) => p.path))})[1 + (${i}) % ${pool[kind].length}]`;
  // Review i shows the before and after picture of one person: both pools pair up.
  const people = pool['review-before'].length;
  if (!people || pool['review-after'].length !== people)
    throw new Error('The image pool needs as many after pictures as before pictures');

  await seedCatalogue(db);
  const roads = AREAS.flatMap((a) => a.roads.map((r) => `서울특별시 ${DISTRICT_OF[a.area]} ${r}`));
  const areaNames = AREAS.map((a) => a.area);
  const suffixes = ['피부과의원', '성형외과의원', '안과의원', '치과의원', '한의원', '의원'];
  const treatmentNames = catalogue.treatments.map((t) => t.name.ko);

  await step(`${C} clinics`, () =>
    batched(
      C,
      1,
      (
        from,
        to,
      ) => sql`${insertInto(clinics, ['id', 'name', 'description', 'roadAddress', 'detailAddress', 'profileImage', 'bannerImage', 'openingHours', 'createdAt'])}
      select g,
        (${arr(areaNames)})[1 + g % ${areaNames.length}] || ' ' || (${arr(BRANDS)})[1 + (g / ${areaNames.length}) % ${BRANDS.length}]
          || ' ' || (${arr(suffixes)})[1 + g % ${suffixes.length}] || ' ' || g || '호점',
        '1:1 맞춤 상담으로 꼭 필요한 시술만 권해 드립니다. 대표원장 직접 상담·직접 시술.',
        (${arr(roads)})[1 + g % ${roads.length}] || ' ' || (1 + g % 600), (2 + g % 14) || '층',
        ${image('clinic-profile', sql`g`)},
        ${image('clinic-banner', sql`g`)},
        (${JSON.stringify(SCALE_HOURS)}::jsonb) -> (g % ${SCALE_HOURS.length + 1}),
        now() - (g || ' hours')::interval
      from generate_series(${from}::int, ${to}::int) g`,
    ),
  );
  await step('clinic specialties, treatments and images', async () => {
    await batched(
      C,
      2,
      (from, to) => sql`${insertInto(clinicSpecialties, ['clinicId', 'specialtyId'])}
        select g, 1 + g % ${nSpec} from generate_series(${from}::int, ${to}::int) g
        union select g, 1 + (g * 7) % ${nSpec} from generate_series(${from}::int, ${to}::int) g`,
    );
    await batched(
      C,
      8,
      (from, to) => sql`${insertInto(clinicTreatments, ['clinicId', 'treatmentId'])}
        select distinct g, 1 + (g * 13 + k * 17) % ${nTreat} from generate_series(${from}::int, ${to}::int) g, generate_series(0, 7) k`,
    );
    await batched(
      C,
      3,
      (from, to) => sql`${insertInto(clinicImages, ['clinicId', 'path', 'position'])}
        select g, ${image('clinic-intro', sql`g + k`)}, k
        from generate_series(${from}::int, ${to}::int) g, generate_series(0, 2) k`,
    );
  });
  await step(`${D} doctors`, async () => {
    await batched(
      D,
      1,
      (from, to) => sql`${insertInto(doctors, ['id', 'clinicId', 'name', 'description', 'profileImage'])}
        select g, 1 + (g - 1) / ${perClinicDoctors},
          (${arr(['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'])})[1 + g % 10]
            || (${arr(['민준', '서연', '지훈', '하은', '도윤', '수빈', '예준', '지민', '현우', '서윤', '준호', '지아'])})[1 + (g / 10) % 12],
          '자연스러운 결과와 빠른 일상 복귀를 최우선으로 생각합니다.',
          ${image('doctor', sql`g`)}
        from generate_series(${from}::int, ${to}::int) g`,
    );
    await batched(
      D,
      1,
      (from, to) => sql`${insertInto(doctorSpecialties, ['doctorId', 'specialtyId'])}
        select ${doctors.id}, (select min(${clinicSpecialties.specialtyId}) from ${clinicSpecialties}
          where ${clinicSpecialties.clinicId} = ${doctors.clinicId}) from ${doctors} where ${doctors.id} between ${from} and ${to}`,
    );
  });
  await step(`${E} events`, async () => {
    // The trigger keeping clinics.event_count would update a clinic row per event: the count is set once at the end.
    await run(sql`alter table ${events} disable trigger events_count`);
    await batched(
      E,
      1,
      (
        from,
        to,
      ) => sql`${insertInto(events, ['id', 'clinicId', 'title', 'content', 'cardImage', 'mainImage', 'startsAt', 'endsAt', 'regularPrice', 'eventPrice', 'vatIncluded', 'sessions'])}
        select g, 1 + (g - 1) / ${perClinicEvents},
          (${arr(treatmentNames)})[1 + (g * 7) % ${nTreat}] || ' ' || (${arr(['1회 체험가', '3회 패키지', '정품 인증 특가', '풀페이스 특가'])})[1 + g % 4],
          '상담 후 시술 여부가 결정됩니다. 부작용이 있을 수 있으니 충분히 상담 후 결정하세요.',
          ${image('event-card', sql`g`)},
          ${image('event-main', sql`g`)},
          -- Every event began at least a day ago, so the ended ones (ended yesterday) never end before they start.
          now() - ((1 + g % 60) || ' days')::interval,
          case when g % 5 = 0 then now() - interval '1 day' else now() + ((7 + g % 80) || ' days')::interval end,
          -- Prices from 50,000 to 2,040,000 won, 15–50 % off; every tenth event shows none. Both drawn from hashes of
          -- the id: the treatment is the id modulo the catalogue, and a price or discount following the id would give
          -- each treatment a handful of values (and every price or discount sort a freak plan).
          case when g % 10 <> 3 then (5 + ((g::bigint * 2654435761) % 1000003)::int % 200) * 10000 end,
          case when g % 10 <> 3 then ((5 + ((g::bigint * 2654435761) % 1000003)::int % 200) * 10000
            * (50 + ((g::bigint * 40503) % 1000033)::int % 36) / 100000) * 1000 end,
          case when g % 10 <> 3 then false end,
          case when g % 10 = 3 then null when g % 4 = 1 then 3 else 1 end
        from generate_series(${from}::int, ${to}::int) g`,
    );
    await run(sql`alter table ${events} enable trigger events_count`);
    await batched(
      E,
      1,
      (from, to) =>
        sql`${insertInto(eventTreatments, ['eventId', 'treatmentId'])} select g, 1 + (g * 7) % ${nTreat} from generate_series(${from}::int, ${to}::int) g`,
    );
    await batched(
      E,
      1,
      (from, to) => sql`${insertInto(eventImages, ['eventId', 'path', 'position'])}
        select g, ${image('event-detail', sql`g`)}, 0 from generate_series(${from}::int, ${to}::int) g`,
    );
  });
  const clinicOf = sql`case when g % 10 = 0 then 1 + (g / 10) % ${HOT_CLINICS} else 1 + ((g::bigint * 2654435761) % ${C})::int end`;
  const ratingOf = sql`case when g % 20 < 11 then 5 when g % 20 < 17 then 4 when g % 20 < 19 then 3 when g % 40 = 19 then 2 else 1 end`;
  await step(`${R} reviews`, async () => {
    // The texts are sent once, not with every batch.
    await run(
      sql`create temp table scale_review_texts (i int primary key, title text not null, content text not null)`,
    );
    await run(sql`insert into scale_review_texts select * from json_to_recordset(${JSON.stringify(scaleReviewTexts())}::json)
      as t(i int, title text, content text)`);
    // Every review has a before and an after photo (below), so it has photos, and a rating of 4 or 5 makes it
    // popular: written so here rather than recomputed over a million rows afterwards. A clinic's reviews are
    // numbered on from the highest number its earlier batches gave.
    await batched(
      R,
      1,
      (from, to) => sql`with b as (
          select g, c.clinic_id, r.rating from generate_series(${from}::int, ${to}::int) g
            cross join lateral (select ${clinicOf} as clinic_id) c
            cross join lateral (select ${ratingOf} as rating) r),
        seq as (select d.clinic_id, coalesce((select max(x.clinic_seq) from reviews x where x.clinic_id = d.clinic_id), 0) as n
          from (select distinct clinic_id from b) d)
        ${insertInto(reviews, ['id', 'memberId', 'clinicId', 'clinicSeq', 'eventId', 'title', 'content', 'rating', 'hasPhotos', 'popular', 'createdAt', 'verification', 'priceMatched', 'pricePaid'])}
        select g, null, b.clinic_id, seq.n + row_number() over (partition by b.clinic_id order by g),
          case when g % 2 = 0 then (b.clinic_id - 1) * ${perClinicEvents} + 1 + (g / 2) % ${perClinicEvents} end,
          t.title, t.content, b.rating, true, b.rating >= 4,
          now() - ((${R} - g) || ' minutes')::interval,
          ${scaleTrust.verification(sql`g`)}, ${scaleTrust.priceMatched(sql`g`, sql`b.clinic_id`)},
          ${scaleTrust.pricePaid(sql`g`, sql`b.clinic_id`)}
        from b join seq on seq.clinic_id = b.clinic_id
          join scale_review_texts t on t.i = (((g * 31) % ${nTreat}) * 5 + b.rating - 1) * ${TEXT_VARIANTS} + g % ${TEXT_VARIANTS}`,
    );
    await run(sql`drop table scale_review_texts`);
  });
  await step('review doctors, treatments and photos', async () => {
    const reviewRange = (from: number, to: number) => sql`${reviews.id} between ${from} and ${to}`;
    await batched(
      R,
      1,
      (from, to) => sql`${insertInto(reviewDoctors, ['reviewId', 'doctorId'])}
        select ${reviews.id}, (${reviews.clinicId} - 1) * ${perClinicDoctors} + 1 + ${reviews.id} % ${perClinicDoctors} from ${reviews} where ${reviewRange(from, to)}`,
    );
    // A hash of the id, not a multiple of it: ratings follow the id modulo 20, and a treatment chosen by the id
    // modulo the catalogue size would give every treatment a single rating (and every rating sort a freak plan).
    await batched(
      R,
      1,
      (from, to) => sql`${insertInto(reviewTreatments, ['reviewId', 'treatmentId'])}
        select ${reviews.id}, 1 + ((${reviews.id}::bigint * 2654435761) % 1000003)::int % ${nTreat} from ${reviews} where ${reviewRange(from, to)}`,
    );
    await run(
      sql`create temp table scale_review_photos (kind photo_kind, n int, path text, name text, type text, size int, hash text)`,
    );
    await run(sql`insert into scale_review_photos select x.kind::photo_kind, x.n, x.path, x.name, x.type, x.size, x.hash
      from json_to_recordset(${JSON.stringify([
        ...pool['review-before'].map((p, i) => ({ kind: 'BEFORE', n: i, ...p })),
        ...pool['review-after'].map((p, i) => ({ kind: 'AFTER', n: i, ...p })),
      ])}::json) as x(kind text, n int, path text, name text, type text, size int, hash text)`);
    await batched(
      R,
      2,
      (
        from,
        to,
      ) => sql`${insertInto(reviewPhotos, ['reviewId', 'kind', 'position', 'path', 'name', 'type', 'size', 'hash'])}
        select ${reviews.id}, p.kind, 0, p.path, p.name, p.type, p.size, p.hash
        from ${reviews} join scale_review_photos p on p.n = ${reviews.id} % ${people} where ${reviewRange(from, to)}`,
    );
    await run(sql`drop table scale_review_photos`);
  });
  await step('ratings and totals counted', async () => {
    await resetSequences(db, [clinics, clinicImages, doctors, events, eventImages, reviews, reviewPhotos]);
    await recountRatings(db, { reviewFlags: false });
  });
  log(`[scale] done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
