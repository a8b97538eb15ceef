// `npm run bench:pages`: the public pages at scale, in one run. Seeds the scale data set on PostgreSQL if it
// is missing (as `npm run bench` does), builds if there is no production build, starts the production server
// (`npm start`'s scripts/serve.ts, page cache on) on that database, and prints as markdown:
//   1. throughput under load (autocannon, 16 connections) of /home, /contents (each tab), a clinic, a doctor,
//      an event and a review page, next to a static file from the same server (ratio);
//   2. the same pages rendered without the cache (a unique query parameter per request): server time p50/p95;
//   3. the uncached path against same-run references: public API calls through the app against the standalone
//      backend (started on --port + 1), pages rendered for every request against the static file, the worst
//      search against a trivial call; then API latencies through the web app: the home list and the search;
//   4. first-load JavaScript per route (what the HTML loads, gzip as Next sends it, and brotli), against the
//      framework's floor: a bare Next page (scripts/floor-app.ts) built and served in the same run;
//   5. Lighthouse (mobile) median of N runs per public page (scripts/lighthouse.ts), the bare page measured in the
//      same runs, and each page's score and LCP against it.
// The bare app also gives the render section its reference: the same bare page rendered for every request.
// Benchmarks print, nothing asserts. Results go to docs/benchmarks.md by hand, with the date.
//   --duration S (10)  --connections N (16)  --renders N (20)  --lighthouse-runs N (5; 0 skips)  --port P (3500)  --reseed
//   --sections a,b (all): throughput, uncached, renders, api, js, lighthouse — to repeat part of a run.
// Ports: the app on P, the standalone backend on P + 1, the bare app on P + 2.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { openPostgres, SEEDING_TIMEOUTS } from '../backend/db/client';
import { startAppServer, startBackendServer, ensureProductionBuild } from './app-server';
import { buildFloor, firstLoadScripts, floorVersions, startFloor } from './floor-app';
import { lighthouse, moduleScripts } from './page-measure';
import { ensureBenchDatabase, ensureScaleData } from './bench-data';

type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number };
type AutocannonResult = { requests: Histogram & { total: number }; latency: Histogram; errors: number; non2xx: number };
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  timeout?: number;
  requests?: { setupRequest: (req: { path: string }) => { path: string } }[];
};
// autocannon ships no type declarations; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '16'));
const renders = Number(option('renders', '20'));
const lighthouseRuns = Number(option('lighthouse-runs', '5'));
const port = Number(option('port', '3500'));
const SECTIONS = ['throughput', 'uncached', 'renders', 'api', 'js', 'lighthouse'] as const;
const sections = new Set(option('sections', SECTIONS.join(',')).split(','));
for (const s of sections)
  if (!(SECTIONS as readonly string[]).includes(s))
    throw new Error(`--sections: ${s} is none of ${SECTIONS.join(', ')}`);
const wanted = (section: (typeof SECTIONS)[number]) => sections.has(section);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const UPLOAD_DIR = process.env.UPLOAD_DIR ?? '.data/uploads';
const base = `http://localhost:${port}`;
const backendBase = `http://localhost:${port + 1}`;
const floorPort = port + 2;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (n: number) => n.toFixed(1);

async function prepareData() {
  await ensureBenchDatabase(PG_URL);
  const database = openPostgres(PG_URL, 2, SEEDING_TIMEOUTS);
  try {
    await ensureScaleData(database, { reseed: argv.includes('--reseed'), uploadDir: UPLOAD_DIR });
  } finally {
    await database.close();
  }
}

/** The most reviewed clinic and one of its doctors, events and reviews: the pages people open most. */
async function pickPages() {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const one = async (sql: string, params: unknown[] = []) =>
      ((await client.query<{ id: number }>(sql, params)).rows[0]?.id ?? 1) as number;
    const clinic = await one('select id from clinics order by review_count desc limit 1');
    const doctor = await one('select id from doctors where clinic_id = $1 order by review_count desc limit 1', [
      clinic,
    ]);
    const event = await one('select id from events where clinic_id = $1 order by review_count desc limit 1', [clinic]);
    const review = await one('select id from reviews where clinic_id = $1 and popular order by id desc limit 1', [
      clinic,
    ]);
    return { clinic, doctor, event, review };
  } finally {
    await client.end();
  }
}

async function startServer() {
  ensureProductionBuild('bench:pages');
  // The API section sends ~110 searches per query from one address: above SEARCH_PER_MINUTE's default (120/min).
  const env = {
    PORT: String(port),
    APP_URL: base,
    DATABASE_URL: PG_URL,
    UPLOAD_DIR,
    PAGE_CACHE: '1',
    REDIS_URL: '',
    SEARCH_PER_MINUTE: '1000000',
  };
  return startAppServer(base, env, { timeoutMs: 120_000 });
}

async function fetchText(path: string, headers: Record<string, string> = BROWSER) {
  const res = await fetch(base + path, { headers });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return { res, body };
}

async function staticFile(): Promise<string> {
  const { body } = await fetchText('/home');
  const chunk = [...body.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)]
    .map((m) => m[0])
    .find((c) => /\/turbopack-[\w-]+\.js$/.test(c));
  if (!chunk) throw new Error('no Turbopack runtime chunk in /home');
  return chunk;
}

async function throughput(targets: { label: string; path: string }[]) {
  const rows: {
    label: string;
    path: string;
    rps: number;
    p50: number;
    p97: number;
    p99: number;
    non2xx: number;
    cache: string;
  }[] = [];
  for (const t of targets) {
    await fetchText(t.path);
    await autocannon({ url: base + t.path, connections, duration: 2, headers: BROWSER });
    const { res } = await fetchText(t.path); // what the measured requests got (after the warm-up)
    const r = await autocannon({ url: base + t.path, connections, duration, headers: BROWSER, timeout: 30 });
    console.error(`[bench:pages] ${t.path}: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors`);
    rows.push({
      ...t,
      rps: r.requests.average,
      p50: r.latency.p50,
      p97: r.latency.p97_5,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      cache: res.headers.get('x-page-cache') ?? '—',
    });
  }
  const staticRps = rows.find((r) => r.label === 'static file')?.rps ?? NaN;
  const lines = [
    `| page | path | req/s | vs static file | p50 ms | p97.5 ms | p99 ms | errors | X-Page-Cache |`,
    `|---|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      (r) =>
        `| ${r.label} | \`${r.path}\` | ${r.rps.toFixed(0)} | ${((100 * r.rps) / staticRps).toFixed(0)}% | ${r.p50} | ${r.p97} | ${r.p99} | ${r.non2xx} | ${r.cache} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Server time of a page rendered without the cache: each request carries a query parameter never seen before.
 * The first row is the reference: the bare Next page rendered for every request (floor /dynamic), same method.
 */
async function renderTimes(targets: { label: string; path: string }[], floorBase: string) {
  const timesOf = async (url: string, cached: boolean) => {
    const times: number[] = [];
    let html = '';
    for (let i = 0; i < renders; i++) {
      const sep = url.includes('?') ? '&' : '?';
      const started = performance.now();
      const res = await fetch(`${url}${sep}_bench=${Date.now()}-${i}`, { headers: BROWSER });
      html = await res.text();
      times.push(performance.now() - started);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      if (cached && res.headers.get('x-page-cache') !== 'MISS') throw new Error(`${url}: expected a rendering`);
    }
    return { times: times.sort((a, b) => a - b), html };
  };
  // What a render writes: the HTML (decoded) and, inside it, the RSC payload the browser hydrates from.
  const sizes = (html: string) => `${kib(Buffer.byteLength(html))} | ${kib(Buffer.byteLength(rscPayload(html)))}`;
  const floor = await timesOf(`${floorBase}/dynamic`, false);
  const floorP50 = percentile(floor.times, 50);
  const lines = [
    '| page | path | p50 ms | p95 ms | max ms | p50 ÷ bare page | HTML KiB | RSC payload KiB |',
    '|---|---|---|---|---|---|---|---|',
    `| bare Next page, rendered per request (reference) | \`/dynamic\` of the bare app | ${ms(floorP50)} | ${ms(percentile(floor.times, 95))} | ${ms(floor.times.at(-1)!)} | 1.0× | ${sizes(floor.html)} |`,
  ];
  for (const t of targets) {
    const { times, html } = await timesOf(base + t.path, true);
    lines.push(
      `| ${t.label} | \`${t.path}\` | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} | ${(percentile(times, 50) / floorP50).toFixed(1)}× | ${sizes(html)} |`,
    );
  }
  return lines.join('\n');
}

/** The RSC payload a page's HTML carries for hydration: the strings its inline scripts push to self.__next_f. */
function rscPayload(html: string): string {
  let payload = '';
  for (const m of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g))
    payload += JSON.parse(m[1]) as string;
  return payload;
}

async function apiTimes() {
  const calls = [
    { label: 'home list (popular reviews)', path: '/api/public/reviews?sort=popular&offset=0&limit=10' },
    ...['강', '강남', '리프팅', '강남 피부과', '울쎄라 리프팅 300샷'].map((q) => ({
      label: `search, ${[...q].length} chars`,
      path: `/api/public/search?q=${encodeURIComponent(q)}`,
    })),
  ];
  const lines = ['| call | path | p50 ms | p95 ms |', '|---|---|---|---|'];
  for (const c of calls) {
    for (let i = 0; i < 10; i++) await fetchText(c.path, {});
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await fetchText(c.path, {});
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    lines.push(
      `| ${c.label} | \`${decodeURIComponent(c.path)}\` | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
    );
  }
  return lines.join('\n');
}

/** One autocannon run (after a 2 s warm-up) of `url`; `unique` gives every request a query parameter never seen before. */
async function load(url: string, headers: Record<string, string> = {}, unique = false) {
  let n = 0;
  const { pathname, search } = new URL(url);
  const fresh = `${pathname}${search}${search ? '&' : '?'}_u=`;
  const requests = unique
    ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: `${fresh}${Date.now()}-${n++}` }) }]
    : undefined;
  await autocannon({ url, connections, duration: 2, headers, requests });
  const r = await autocannon({ url, connections, duration, headers, timeout: 30, requests });
  console.error(
    `[bench:pages] ${url}${unique ? ' (unique)' : ''}: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors`,
  );
  return { rps: r.requests.average, p50: r.latency.p50, errors: r.non2xx + r.errors };
}

const SEARCHES = ['강', '강남', '리프팅', 'a', '특가'];
const SEARCH_ROUNDS = 41;

/**
 * The uncached path (issue 28), each figure next to its reference in the same run: public API calls through
 * the web app against the standalone backend answering the same call; a clinic page rendered for every request
 * against the static file; the worst search against a trivial call.
 */
async function uncachedPath(ids: { clinic: number }, staticPath: string) {
  const lines = [
    '| what | req/s | p50 ms | reference (same run) | ref. req/s | ratio | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  const calls = [
    '/public/specialties',
    `/public/clinics/${ids.clinic}`,
    '/public/reviews?sort=popular&offset=0&limit=10',
  ];
  for (const call of calls) {
    const direct = await load(backendBase + call);
    const app = await load(`${base}/api${call}`);
    lines.push(
      `| \`GET /api${call}\` through the app | ${app.rps.toFixed(0)} | ${app.p50} | standalone backend \`${call}\` | ${direct.rps.toFixed(0)} | ${((100 * app.rps) / direct.rps).toFixed(0)}% | ${app.errors} |`,
    );
  }
  const file = await load(base + staticPath, BROWSER);
  for (const page of [`/contents/clinic/${ids.clinic}`, '/home']) {
    const rendered = await load(base + page, BROWSER, true);
    lines.push(
      `| \`${page}\` rendered for every request | ${rendered.rps.toFixed(0)} | ${rendered.p50} | static file | ${file.rps.toFixed(0)} | ${((100 * rendered.rps) / file.rps).toFixed(1)}% | ${rendered.errors} |`,
    );
  }
  // Search: the worst of five queries (one character, a district, a treatment, a Latin letter, and '특가', which
  // matches 50,000 event titles) over HTTP against the trivial public call, in rounds: each round sends the trivial
  // call and every query once, in turn, so all of them meet the same load (a median of consecutive calls of one
  // path measured the scheduler on a busy machine: 0.3× and 2.3× a minute apart, docs/benchmarks.md part 3).
  const paths = ['/api/public/specialties', ...SEARCHES.map((q) => `/api/public/search?q=${encodeURIComponent(q)}`)];
  const times = paths.map(() => [] as number[]);
  for (let round = 0; round < 5 + SEARCH_ROUNDS; round++) {
    for (const [i, path] of paths.entries()) {
      const started = performance.now();
      await fetchText(path, {});
      if (round >= 5) times[i]!.push(performance.now() - started);
    }
  }
  for (const t of times) t.sort((a, b) => a - b);
  const [trivial, ...searches] = times.map((t) => percentile(t, 50));
  const worst = Math.max(...searches);
  lines.push(
    `| search, worst of ${SEARCHES.join(' · ')} ('${SEARCHES[searches.indexOf(worst)]}'), median of ${SEARCH_ROUNDS} rounds | — | ${ms(worst)} | \`/api/public/specialties\` in the same rounds | ${ms(trivial!)} ms | ${(worst / trivial!).toFixed(1)}× | — |`,
  );
  return lines.join('\n');
}

/** First-load JS per page: what its HTML makes a modern browser load (moduleScripts). */
async function firstLoadJs(targets: { label: string; path: string }[], floorBase: string) {
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const size = async (src: string) => {
    const known = sizes.get(src);
    if (known) return known;
    const bytes = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    const measured = { gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
    sizes.set(src, measured);
    return measured;
  };
  const perPage: { label: string; path: string; scripts: string[] }[] = [];
  for (const t of targets) {
    const { body } = await fetchText(t.path);
    perPage.push({ ...t, scripts: moduleScripts(body) });
  }
  const shared = perPage.map((p) => p.scripts).reduce((a, b) => a.filter((s) => b.includes(s)));
  const sum = async (scripts: string[]) => {
    let gzip = 0;
    let brotli = 0;
    for (const s of scripts) {
      const m = await size(s);
      gzip += m.gzip;
      brotli += m.brotli;
    }
    return { gzip, brotli };
  };
  // The floor: what the bare page loads, gzip at the same level (zlib's default, 6).
  const floorScripts = await firstLoadScripts(floorBase, '/');
  const floor = floorScripts.reduce((n, s) => n + s.gzip, 0);
  const lines = [
    `The floor (a bare Next page, ${floorVersions()}, same run): ${floorScripts.length} scripts, **${kib(floor)} KiB** gzip.\n`,
    '| page | scripts | gzip KiB | over the floor (gzip KiB) | brotli KiB | of which shared by every page (gzip) |',
    '|---|---|---|---|---|---|',
  ];
  const common = await sum(shared);
  for (const p of perPage) {
    const total = await sum(p.scripts);
    lines.push(
      `| ${p.label} | ${p.scripts.length} | ${kib(total.gzip)} | +${kib(total.gzip - floor)} | ${kib(total.brotli)} | ${kib(common.gzip)} |`,
    );
  }
  return lines.join('\n');
}

await prepareData();
const ids = await pickPages();
console.error(`[bench:pages] building the bare Next app (the floor, ${floorVersions()})…`);
buildFloor();
const server = await startServer();
const floor = await startFloor(floorPort);
// The reference for the API path: the standalone backend on the same database, its jobs left to the app.
const backendServer = await startBackendServer(
  backendBase,
  {
    BACKEND_PORT: String(port + 1),
    DATABASE_URL: PG_URL,
    UPLOAD_DIR,
    REDIS_URL: '',
    JOBS_IN_PROCESS: '0',
    SEARCH_PER_MINUTE: '1000000',
  },
  { timeoutMs: 120_000 },
);
try {
  const pages = [
    { label: 'home', path: '/home' },
    { label: 'explore: clinics', path: '/contents?tabId=clinics' },
    { label: 'explore: doctors', path: '/contents?tabId=doctors' },
    { label: 'explore: events', path: '/contents?tabId=events' },
    { label: 'explore: reviews', path: '/contents?tabId=reviews' },
    { label: 'clinic', path: `/contents/clinic/${ids.clinic}` },
    { label: 'clinic, reviews tab', path: `/contents/clinic/${ids.clinic}?tabId=review` },
    { label: 'doctor', path: `/contents/doctor/${ids.doctor}` },
    { label: 'event', path: `/contents/event/${ids.event}` },
    { label: 'review', path: `/contents/review/${ids.review}` },
  ];
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`# bench:pages, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${load.join(' ')} at start.`,
  );
  console.log(
    `Scale data set on PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}), production build, page cache in process.\n`,
  );
  const staticPath = await staticFile();
  if (wanted('throughput')) {
    console.log(
      `## Throughput: ${connections} connections, ${duration} s per page after a 2 s warm-up, Accept-Encoding gzip/br\n`,
    );
    console.log(await throughput([...pages, { label: 'static file', path: staticPath }]));
  }
  if (wanted('uncached')) {
    console.log(
      `\n## The uncached path, against same-run references (${connections} connections, ${duration} s each)\n`,
    );
    console.log(await uncachedPath(ids, staticPath));
  }
  if (wanted('renders')) {
    console.log(
      `\n## Rendered without the cache (${renders} sequential requests per page, each with a new query parameter)\n`,
    );
    console.log(await renderTimes(pages, floor.base));
  }
  if (wanted('api')) {
    console.log('\n## API through the web app (100 sequential requests after 10 warm-up)\n');
    console.log(await apiTimes());
  }
  if (wanted('js')) {
    console.log('\n## First-load JavaScript (module scripts in the HTML)\n');
    console.log(
      await firstLoadJs(
        [
          ...pages.filter((p) => !p.label.includes(',') && !p.label.startsWith('explore: ')),
          { label: 'explore', path: '/contents' },
          { label: 'search', path: '/search?q=%EA%B0%95%EB%82%A8' },
        ],
        floor.base,
      ),
    );
  }
  if (lighthouseRuns > 0 && wanted('lighthouse')) {
    console.log('\n## Lighthouse\n');
    const ours = ['/home', '/contents', `/contents/clinic/${ids.clinic}`, `/contents/review/${ids.review}`];
    const bare = `${floor.base}/`;
    const json = '.data/lighthouse-medians.json';
    rmSync(json, { force: true });
    // The bare page takes its turn in the same runs, so it meets the machine as the pages do.
    console.log(await lighthouse(base, [...ours, bare], lighthouseRuns, json));
    type Medians = Record<string, { performance: number; lcp: number }>;
    const medians = JSON.parse(readFileSync(json, 'utf8')) as Medians;
    const ref = medians[bare]!;
    console.log('\n### Against the bare page (issue 28: score within 3 points, LCP within 300 ms)\n');
    console.log('| page | performance | bare page | difference | LCP | bare page | difference |');
    console.log('|---|---|---|---|---|---|---|');
    for (const p of ours) {
      const m = medians[p]!;
      console.log(
        `| ${p} | ${m.performance} | ${ref.performance} | ${m.performance - ref.performance} | ${Math.round(m.lcp)} ms | ${Math.round(ref.lcp)} ms | +${Math.round(m.lcp - ref.lcp)} ms |`,
      );
    }
  }
} finally {
  await Promise.all([server.stop(), backendServer.stop(), floor.stop()]);
}
