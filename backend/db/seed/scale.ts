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
import type { OpeningHours } from '@/lib/opening-hours';
import { createRandom } from './random';
import { writeReview } from './text/review-text';

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
        const text = writeReview(say, { rating, treatment, clinic: '여기', doctor: '담당', area: '동네', fromEvent: v % 2 === 0 });
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

type Log = (msg: string) => void;

/** Weekly hours of the scale clinics, in turn (one in five gives none): day clinics, late hours, and night hours past midnight. */
const SCALE_HOURS: OpeningHours[] = [
  {
    days: {
      ...Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, { open: '10:00', close: '19:00', breakStart: '13:00', breakEnd: '14:00' }])),
      sat: { open: '10:00', close: '15:00' },
    },
    closedDates: ['2026-12-25', '2027-01-01'],
  },
  {
    days: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { open: '11:00', close: '21:00', breakStart: '14:00', breakEnd: '15:00' }]),
    ),
  },
  { days: Object.fromEntries(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '09:30', close: '18:30' }])), closedDates: ['2026-12-31'] },
  { days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '18:00', close: '02:00' }])) },
];

/**
 * The scale data set, generated set-wise in SQL (generate_series) so PostgreSQL writes 1M reviews in
 * minutes. Expects a migrated, empty database. Run `vacuumAnalyze` after the transaction commits.
 */
export async function seedScale(db: DbOrTx, pool: ImagePool, log: Log = console.log, counts = SCALE_COUNTS): Promise<void> {
  // Parameterised statements must run one at a time (extended protocol).
  const step = async (label: string, ...queries: SQL[]) => {
    const t0 = Date.now();
    for (const query of queries) await db.execute(query);
    log(`[scale] ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const nSpec = catalogue.specialties.length;
  const nTreat = catalogue.treatments.length;
  const { clinics: C, doctors: D, events: E, reviews: R } = counts;
  const perClinicDoctors = Math.max(1, Math.floor(D / C));
  const perClinicEvents = Math.max(1, Math.floor(E / C));
  // Row i gets picture i modulo the pool's size.
  const image = (kind: keyof ImagePool, i: SQL) => sql`(${arr(pool[kind].map((p) => p.path))})[1 + (${i}) % ${pool[kind].length}]`;

  await seedCatalogue(db);
  const roads = AREAS.flatMap((a) => a.roads.map((r) => `서울특별시 ${DISTRICT_OF[a.area]} ${r}`));
  const areaNames = AREAS.map((a) => a.area);
  const suffixes = ['피부과의원', '성형외과의원', '안과의원', '치과의원', '한의원', '의원'];
  const treatmentNames = catalogue.treatments.map((t) => t.name.ko);

  await step(
    `${C} clinics`,
    sql`${insertInto(clinics, ['id', 'name', 'description', 'roadAddress', 'detailAddress', 'profileImage', 'bannerImage', 'openingHours', 'createdAt'])}
      select g,
        (${arr(areaNames)})[1 + g % ${areaNames.length}] || ' ' || (${arr(BRANDS)})[1 + (g / ${areaNames.length}) % ${BRANDS.length}]
          || ' ' || (${arr(suffixes)})[1 + g % ${suffixes.length}] || ' ' || g || '호점',
        '1:1 맞춤 상담으로 꼭 필요한 시술만 권해 드립니다. 대표원장 직접 상담·직접 시술.',
        (${arr(roads)})[1 + g % ${roads.length}] || ' ' || (1 + g % 600), (2 + g % 14) || '층',
        ${image('clinic-profile', sql`g`)},
        ${image('clinic-banner', sql`g`)},
        (${JSON.stringify(SCALE_HOURS)}::jsonb) -> (g % ${SCALE_HOURS.length + 1}),
        now() - (g || ' hours')::interval
      from generate_series(1, ${C}) g`,
  );
  await step(
    'clinic specialties, treatments and images',
    sql`${insertInto(clinicSpecialties, ['clinicId', 'specialtyId'])}
        select g, 1 + g % ${nSpec} from generate_series(1, ${C}) g
        union select g, 1 + (g * 7) % ${nSpec} from generate_series(1, ${C}) g`,
    sql`${insertInto(clinicTreatments, ['clinicId', 'treatmentId'])}
        select distinct g, 1 + (g * 13 + k * 17) % ${nTreat} from generate_series(1, ${C}) g, generate_series(0, 7) k`,
    sql`${insertInto(clinicImages, ['clinicId', 'path', 'position'])}
        select g, ${image('clinic-intro', sql`g + k`)}, k
        from generate_series(1, ${C}) g, generate_series(0, 2) k`,
  );
  await step(
    `${D} doctors`,
    sql`${insertInto(doctors, ['id', 'clinicId', 'name', 'description', 'profileImage'])}
        select g, 1 + (g - 1) / ${perClinicDoctors},
          (${arr(['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'])})[1 + g % 10]
            || (${arr(['민준', '서연', '지훈', '하은', '도윤', '수빈', '예준', '지민', '현우', '서윤', '준호', '지아'])})[1 + (g / 10) % 12],
          '자연스러운 결과와 빠른 일상 복귀를 최우선으로 생각합니다.',
          ${image('doctor', sql`g`)}
        from generate_series(1, ${D}) g`,
    sql`${insertInto(doctorSpecialties, ['doctorId', 'specialtyId'])}
        select ${doctors.id}, (select min(${clinicSpecialties.specialtyId}) from ${clinicSpecialties}
          where ${clinicSpecialties.clinicId} = ${doctors.clinicId}) from ${doctors}`,
  );
  await step(
    `${E} events`,
    sql`${insertInto(events, ['id', 'clinicId', 'title', 'content', 'cardImage', 'mainImage', 'startsAt', 'endsAt', 'regularPrice', 'eventPrice', 'vatIncluded', 'sessions'])}
        select g, 1 + (g - 1) / ${perClinicEvents},
          (${arr(treatmentNames)})[1 + (g * 7) % ${nTreat}] || ' ' || (${arr(['1회 체험가', '3회 패키지', '정품 인증 특가', '풀페이스 특가'])})[1 + g % 4],
          '상담 후 시술 여부가 결정됩니다. 부작용이 있을 수 있으니 충분히 상담 후 결정하세요.',
          ${image('event-card', sql`g`)},
          ${image('event-main', sql`g`)},
          now() - ((g % 60) || ' days')::interval,
          case when g % 5 = 0 then now() - interval '1 day' else now() + ((7 + g % 80) || ' days')::interval end,
          -- Prices from 50,000 to 2,040,000 won, 15–50 % off; every tenth event shows none. Both drawn from hashes of
          -- the id: the treatment is the id modulo the catalogue, and a price or discount following the id would give
          -- each treatment a handful of values (and every price or discount sort a freak plan).
          case when g % 10 <> 3 then (5 + ((g::bigint * 2654435761) % 1000003)::int % 200) * 10000 end,
          case when g % 10 <> 3 then ((5 + ((g::bigint * 2654435761) % 1000003)::int % 200) * 10000
            * (50 + ((g::bigint * 40503) % 1000033)::int % 36) / 100000) * 1000 end,
          case when g % 10 <> 3 then false end,
          case when g % 10 = 3 then null when g % 4 = 1 then 3 else 1 end
        from generate_series(1, ${E}) g`,
    sql`${insertInto(eventTreatments, ['eventId', 'treatmentId'])} select g, 1 + (g * 7) % ${nTreat} from generate_series(1, ${E}) g`,
    sql`${insertInto(eventImages, ['eventId', 'path', 'position'])}
        select g, ${image('event-detail', sql`g`)}, 0 from generate_series(1, ${E}) g`,
  );
  const clinicOf = sql`case when g % 10 = 0 then 1 + (g / 10) % ${HOT_CLINICS} else 1 + ((g::bigint * 2654435761) % ${C})::int end`;
  const ratingOf = sql`case when g % 20 < 11 then 5 when g % 20 < 17 then 4 when g % 20 < 19 then 3 when g % 40 = 19 then 2 else 1 end`;
  await step(
    `${R} reviews`,
    sql`${insertInto(reviews, ['id', 'memberId', 'clinicId', 'clinicSeq', 'eventId', 'title', 'content', 'rating', 'createdAt'])}
        select g, null, c.clinic_id, row_number() over (partition by c.clinic_id order by g),
          case when g % 2 = 0 then (c.clinic_id - 1) * ${perClinicEvents} + 1 + (g / 2) % ${perClinicEvents} end,
          t.title, t.content, r.rating,
          now() - ((${R} - g) || ' minutes')::interval
        from generate_series(1, ${R}) g
          cross join lateral (select ${clinicOf} as clinic_id) c
          cross join lateral (select ${ratingOf} as rating) r
          join json_to_recordset(${JSON.stringify(scaleReviewTexts())}::json) as t(i int, title text, content text)
            on t.i = (((g * 31) % ${nTreat}) * 5 + r.rating - 1) * ${TEXT_VARIANTS} + g % ${TEXT_VARIANTS}`,
  );
  await step(
    'review doctors, treatments and photos',
    sql`${insertInto(reviewDoctors, ['reviewId', 'doctorId'])}
        select ${reviews.id}, (${reviews.clinicId} - 1) * ${perClinicDoctors} + 1 + ${reviews.id} % ${perClinicDoctors} from ${reviews}`,
    // A hash of the id, not a multiple of it: ratings follow the id modulo 20, and a treatment chosen by the id
    // modulo the catalogue size would give every treatment a single rating (and every rating sort a freak plan).
    sql`${insertInto(reviewTreatments, ['reviewId', 'treatmentId'])} select ${reviews.id}, 1 + ((${reviews.id}::bigint * 2654435761) % 1000003)::int % ${nTreat} from ${reviews}`,
    sql`${insertInto(reviewPhotos, ['reviewId', 'kind', 'position', 'path', 'name', 'type', 'size', 'hash'])}
        select ${reviews.id}, k.kind::photo_kind, 0, p.path, p.name, p.type, p.size, p.hash
        from ${reviews} cross join (values ('BEFORE'), ('AFTER')) k(kind)
        join (select * from json_to_recordset(${JSON.stringify([
          ...pool['review-before'].map((p, i) => ({ kind: 'BEFORE', n: i, ...p })),
          ...pool['review-after'].map((p, i) => ({ kind: 'AFTER', n: i, ...p })),
        ])}::json) as x(kind text, n int, path text, name text, type text, size int, hash text)) p
          on p.kind = k.kind and p.n = ${reviews.id} % ${pool['review-before'].length}`,
  );
  const t0 = Date.now();
  await resetSequences(db, [clinics, clinicImages, doctors, events, eventImages, reviews, reviewPhotos]);
  await recountRatings(db);
  log(`[scale] ratings recounted (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * Sets visibility maps and statistics after a bulk load, so deep pages use index-only scans. The clinics table
 * is rewritten first: the recount (and each event's count) updates every clinic row several times, and the
 * dead versions would otherwise stay as empty pages that every sum over clinics reads.
 */
export async function vacuumAnalyze(db: DbOrTx): Promise<void> {
  await db.execute(sql`vacuum full clinics`);
  await db.execute(sql`vacuum analyze`);
}
