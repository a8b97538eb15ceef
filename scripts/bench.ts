// `npm run bench`: latency of the public API on the scale data set (10k clinics, 50k doctors,
// 100k events, 1M reviews), on PostgreSQL and on PGlite. Seeds the data set first when it is missing.
//   --target postgres|pglite|uploads|notifications|all (default all)   --iterations N (default 300)   --reseed
//   --only TEXT: only the public read rows whose name holds TEXT (e.g. --only sort=), without the staff and write rows
import { desc, eq } from 'drizzle-orm';
import os from 'node:os';
import { createBackend } from '../backend/app';
import { openPglite, openPostgres, SEEDING_TIMEOUTS, type Database } from '../backend/db/client';
import { clinics, concernParts, treatmentConcerns, treatmentSpecialties } from '../backend/db/schema';
import { SCALE_COUNTS } from '../backend/db/seed/scale';
import { LocalStorage } from '../backend/storage/local';
import { ensureBenchDatabase, ensureScaleData } from './bench-data';
import { benchReviewPosts, REVIEW_POST_NOTE } from './bench-reviews';
import { benchStaff, type StaffScenario } from './bench-staff';
import { benchUploads } from './bench-uploads';
import { benchNotifications } from './bench-notifications';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const target = arg('target', 'all');
const iterations = Number(arg('iterations', '300'));
const only = arg('only', '');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? '.data/bench-pglite';
const UPLOAD_DIR = process.env.UPLOAD_DIR ?? '.data/uploads';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Scenario {
  name: string;
  path: () => string;
}

const row = (name: string, times: number[]) => {
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${percentile(times, 99).toFixed(2)} | ${mean.toFixed(2)} |`;
};

const SORTS = [
  ['clinics', 'rating'],
  ['clinics', 'reviews'],
  ['events', 'price'],
  ['events', 'discount'],
  ['reviews', 'rating_desc'],
  ['reviews', 'rating_asc'],
  ['reviews', 'photos'],
] as const;

const SEARCHES = ['강', '뷁', '강남', '특가', '패키지', '1234호점', '정품 인증 특가', '없는검색어없는검색어'];

let rnd = 42;
const nextRandom = () => ((rnd = (rnd * 1103515245 + 12345) % 2 ** 31), rnd / 2 ** 31);
const randomInt = (max: number) => 1 + Math.floor(nextRandom() * max);
/** A minute of the week of 2026-12-07 (a Monday), in Korean time. */
const randomMoment = () =>
  new Date(Date.parse('2026-12-07T00:00:00+09:00') + (randomInt(7 * 1440) - 1) * 60_000).toISOString();

async function run(database: Database) {
  const app = createBackend({ db: database.db, storage: new LocalStorage(UPLOAD_DIR) });
  const [hot] = await database.db
    .select({ id: clinics.id, reviewCount: clinics.reviewCount })
    .from(clinics)
    .orderBy(desc(clinics.reviewCount))
    .limit(1);
  // The explore hub's filters combine as its picker builds them (specialty > treatment, specialty > part >
  // concern): paths the taxonomy holds, drawn at random.
  const paths = await database.db
    .select({
      s: treatmentSpecialties.specialtyId,
      t: treatmentSpecialties.treatmentId,
      c: treatmentConcerns.concernId,
      p: concernParts.partId,
    })
    .from(treatmentSpecialties)
    .innerJoin(treatmentConcerns, eq(treatmentConcerns.treatmentId, treatmentSpecialties.treatmentId))
    .innerJoin(concernParts, eq(concernParts.concernId, treatmentConcerns.concernId));
  const path = () => paths[randomInt(paths.length) - 1];
  const COMBINED = [
    ['specialtyId&treatmentId', () => ((x) => `specialtyId=${x.s}&treatmentId=${x.t}`)(path())],
    ['specialtyId&partId', () => ((x) => `specialtyId=${x.s}&partId=${x.p}`)(path())],
    ['specialtyId&partId&concernId', () => ((x) => `specialtyId=${x.s}&partId=${x.p}&concernId=${x.c}`)(path())],
  ] as const;
  const COMBINED_LISTS = [
    ['clinics', 'recommended'],
    ['events', 'price'],
    ['reviews', 'latest'],
    ['reviews', 'photos'],
  ] as const;
  const scenarios: Scenario[] = [
    { name: 'GET /public/clinics/{id} (random id)', path: () => `/public/clinics/${randomInt(SCALE_COUNTS.clinics)}` },
    {
      name: `GET /public/reviews?clinicId (${hot.reviewCount} reviews) page 1`,
      path: () => `/public/reviews?clinicId=${hot.id}&offset=0&limit=10`,
    },
    {
      name: 'GET /public/reviews?clinicId page 1000',
      path: () => `/public/reviews?clinicId=${hot.id}&offset=9990&limit=10`,
    },
    {
      name: 'GET /public/clinics?treatmentId (random) limit 20',
      path: () => `/public/clinics?treatmentId=${randomInt(60)}&offset=0&limit=20`,
    },
    { name: 'GET /public/reviews (all, newest) page 1', path: () => '/public/reviews?offset=0&limit=10' },
    {
      name: 'GET /public/reviews?doctorId (random) page 1',
      path: () => `/public/reviews?doctorId=${randomInt(SCALE_COUNTS.doctors)}&offset=0&limit=10`,
    },
    {
      name: 'GET /public/reviews?sort=popular page 1 (home)',
      path: () => '/public/reviews?sort=popular&offset=0&limit=10',
    },
    // Integrated search at one to ten characters: common, rare and absent text; '특가' is in 50,000 event titles.
    ...SEARCHES.map((q) => ({
      name: `GET /public/search?q=${q} (${[...q].length} chars)`,
      path: () => `/public/search?q=${encodeURIComponent(q)}`,
    })),
    // The search page (/search): every section's first rows, and one section alone with its capped count.
    ...['강', '강남', '리프팅', 'a', '특가', 'ㄷㅍ'].map((q) => ({
      name: `GET /public/search/overview?q=${q}`,
      path: () => `/public/search/overview?q=${encodeURIComponent(q)}`,
    })),
    ...['리프팅', 'a'].map((q) => ({
      name: `GET /public/search/sections/reviews?q=${q} page 1`,
      path: () => `/public/search/sections/reviews?q=${encodeURIComponent(q)}`,
    })),
    {
      name: 'GET /public/search/sections/events?q=특가 page 1',
      path: () => `/public/search/sections/events?q=${encodeURIComponent('특가')}`,
    },
    // The explore hub's sorts, a page of 20, alone and under a random treatment filter.
    ...SORTS.flatMap(([list, sort]) => [
      {
        name: `GET /public/${list}?sort=${sort} limit 20`,
        path: () => `/public/${list}?sort=${sort}&offset=0&limit=20`,
      },
      {
        name: `GET /public/${list}?treatmentId (random)&sort=${sort} limit 20`,
        path: () => `/public/${list}?treatmentId=${randomInt(60)}&sort=${sort}&offset=0&limit=20`,
      },
      // Page 1000 of the same order (offset 19,980): the bar is 1.5 × page 1.
      {
        name: `GET /public/${list}?sort=${sort} page 1000 (limit 20)`,
        path: () => `/public/${list}?sort=${sort}&offset=19980&limit=20`,
      },
    ]),
    {
      name: 'GET /public/reviews?specialtyId (random)&sort=rating_desc limit 20',
      path: () => `/public/reviews?specialtyId=${randomInt(12)}&sort=rating_desc&offset=0&limit=20`,
    },
    {
      name: 'GET /public/events?partId (random)&sort=discount limit 20',
      path: () => `/public/events?partId=${randomInt(13)}&sort=discount&offset=0&limit=20`,
    },
    // The area filter (district=): clinics and events of one 구, and the chips' list.
    { name: 'GET /public/districts', path: () => '/public/districts' },
    {
      name: 'GET /public/clinics?district=강남구 limit 20',
      path: () => `/public/clinics?district=${encodeURIComponent('강남구')}&offset=0&limit=20`,
    },
    {
      name: 'GET /public/clinics?district=강남구&sort=rating limit 20',
      path: () => `/public/clinics?district=${encodeURIComponent('강남구')}&sort=rating&offset=0&limit=20`,
    },
    // Trust figures (docs/trust.md): the price-kept sort and filter over every clinic.
    { name: 'GET /public/clinics?sort=price limit 20', path: () => '/public/clinics?sort=price&offset=0&limit=20' },
    {
      name: 'GET /public/clinics?priceMin=90 limit 20',
      path: () => '/public/clinics?priceMin=90&offset=0&limit=20',
    },
    {
      name: 'GET /public/clinics/{id}/trust (random id)',
      path: () => `/public/clinics/${randomInt(SCALE_COUNTS.clinics)}/trust`,
    },
    {
      name: 'GET /public/events?district=강남구 limit 20',
      path: () => `/public/events?district=${encodeURIComponent('강남구')}&offset=0&limit=20`,
    },
    // Combined taxonomy filters (a random path), with an area where the tab takes one.
    ...COMBINED_LISTS.flatMap(([list, sort]) =>
      COMBINED.map(([label, query]) => ({
        name: `GET /public/${list}?${label} (combined)&sort=${sort} limit 20`,
        path: () => `/public/${list}?${query()}&sort=${sort}&offset=0&limit=20`,
      })),
    ),
    {
      name: 'GET /public/events?specialtyId&treatmentId (combined)&district=강남구&sort=price limit 20',
      path: () =>
        `/public/events?${COMBINED[0][1]()}&district=${encodeURIComponent('강남구')}&sort=price&offset=0&limit=20`,
    },
    {
      name: 'GET /public/clinics?specialtyId&partId (combined)&openAt (random minute) limit 20',
      path: () => `/public/clinics?${COMBINED[1][1]()}&openAt=${encodeURIComponent(randomMoment())}&offset=0&limit=20`,
    },
    // '진료 중' (openAt=): at a random minute of the week, alone and with an area.
    {
      name: 'GET /public/clinics?openAt (random minute) limit 20',
      path: () => `/public/clinics?openAt=${encodeURIComponent(randomMoment())}&offset=0&limit=20`,
    },
    {
      name: 'GET /public/clinics?openAt (random minute)&district=강남구 limit 20',
      path: () =>
        `/public/clinics?openAt=${encodeURIComponent(randomMoment())}&district=${encodeURIComponent('강남구')}&offset=0&limit=20`,
    },
  ].filter((s) => s.name.includes(only));
  const rows: string[] = [];
  for (const s of scenarios) {
    for (let i = 0; i < 30; i++) await app.request(s.path());
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const path = s.path();
      const t0 = performance.now();
      const res = await app.request(path);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    rows.push(row(s.name, times));
  }
  if (only) return rows;
  // The partner console, as the staff of the most reviewed clinic.
  const staffRows = await benchStaff(database, app, hot.id, async (staffScenarios: StaffScenario[]) => {
    const out: string[] = [];
    for (const s of staffScenarios) {
      const times: number[] = [];
      for (let i = 0; i < Math.min(iterations, 200); i++) {
        const t0 = performance.now();
        const res = await app.request(s.request());
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (s.status && res.status !== s.status) throw new Error(`${s.name} answered ${res.status}`);
      }
      out.push(row(`${s.name} [staff]`, times));
    }
    return out;
  });
  rows.push(...staffRows);
  const posts = (await benchReviewPosts(database, app, Math.min(iterations, 100), SCALE_COUNTS.clinics)).sort(
    (a, b) => a - b,
  );
  const postMean = posts.reduce((a, b) => a + b, 0) / posts.length;
  rows.push(
    `| POST /member/reviews, 4 photos (${REVIEW_POST_NOTE}) | ${percentile(posts, 50).toFixed(2)} | ${percentile(posts, 95).toFixed(2)} | ${percentile(posts, 99).toFixed(2)} | ${postMean.toFixed(2)} |`,
  );
  return rows;
}

console.log(
  `# bench ${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model} · node ${process.version} · ${iterations} requests per row`,
);
for (const kind of target === 'all'
  ? ['postgres', 'pglite']
  : ['uploads', 'notifications'].includes(target)
    ? []
    : [target]) {
  let database: Database;
  if (kind === 'postgres') {
    await ensureBenchDatabase(PG_URL);
    database = openPostgres(PG_URL, 4, SEEDING_TIMEOUTS);
  } else {
    database = await openPglite(PGLITE_DIR);
  }
  try {
    await ensureScaleData(database, { reseed: argv.includes('--reseed'), uploadDir: UPLOAD_DIR });
    const rows = await run(database);
    console.log(`\n## ${kind} (in-process backend: routing + validation + SQL + JSON; ms)\n`);
    console.log('| request | p50 | p95 | p99 | mean |\n|---|---|---|---|---|');
    rows.forEach((r) => console.log(r));
  } finally {
    await database.close();
  }
}

if (target === 'all' || target === 'uploads') {
  console.log('\n## uploads (local driver, in-process backend; median of 5)\n');
  console.log('| path | result |\n|---|---|');
  (await benchUploads()).forEach((r) => console.log(r));
}

if (target === 'all' || target === 'notifications') {
  console.log('\n## notifications (PostgreSQL; see scripts/bench-notifications.ts)\n');
  console.log(await benchNotifications());
}
