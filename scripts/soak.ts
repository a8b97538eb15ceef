// `npm run soak`: reliability figures in one command (docs/reliability.md). Starts a private PostgreSQL server
// (initdb in a temporary directory, its own port; the machine's other servers are not touched), the production
// app on it (scripts/start.ts: migrations and demo data), and N simulated members who browse, bookmark, book
// counsels and write reviews for M minutes through the app's HTTP API, while the database is stopped and started
// again (first a crash, `pg_ctl -m immediate`, then a fast shutdown). Then it prints requests, status counts and
// latencies, and checks the database row by row against what the clients were told succeeded.
// Exit code 1 when anything acknowledged was lost or duplicated, or the app answered a 5xx other than 503.
//   --members N (50)  --minutes M (3)  --outages K (2)  --outage-seconds S (8)  --think-ms MS (2000, mean pause
//   between a member's actions)  --port P (3600)  --pg-port P (55432)
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { ensureProductionBuild, startAppServer, type StartedApp } from './app-server';
import { ensureBenchDatabase } from './bench-data';
import { Browser } from './soak/browser';
import {
  checkLedger,
  type BookmarkRow,
  type CreatedRow,
  type Ledger,
  type LedgerReport,
  type TargetType,
} from './soak/ledger';
import { SimulatedMember, type Catalogue } from './soak/member';
import { freePort, PrivatePostgres } from './soak/private-postgres';
import { Stats } from './soak/stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
};
const MEMBERS = option('members', 50);
const MINUTES = option('minutes', 3);
const OUTAGES = option('outages', 2);
const OUTAGE_SECONDS = option('outage-seconds', 8);
const THINK_MS = option('think-ms', 2000);
const DRAIN_MS = 90_000;
const SERVER_LOG = '.data/soak/server.log';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEY = /soak ([0-9a-f-]{36})/;

let pgServer: PrivatePostgres | undefined;
let app: StartedApp | undefined;
async function cleanUp() {
  await app?.stop().catch(() => {});
  app = undefined;
  pgServer?.remove();
  pgServer = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`[soak] ${signal}: stopping the app and the private PostgreSQL…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Dev-provider members of the soak's own (the demo has eight; the soak needs one per simulated member). */
async function addSoakMembers(url: string, n: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    url,
    `insert into members (provider, provider_user_id, nickname)
     select 'dev', 'soak-' || i, '소크회원' || lpad(i::text, 3, '0') from generate_series(1, $1::int) i returning id`,
    [n],
  );
  return rows.map((r) => r.id);
}

async function loadCatalogue(url: string): Promise<Catalogue> {
  const ids = async (sql: string) => (await query<{ id: number }>(url, sql)).map((r) => r.id);
  return {
    clinics: await ids('select id from clinics order by id'),
    doctors: await ids('select id from doctors order by id'),
    events: await query<{ id: number; clinicId: number }>(
      url,
      'select id, clinic_id as "clinicId" from events order by id',
    ),
    reviews: await ids('select id from reviews order by id desc limit 300'),
    searches: ['강남', '리프팅', '보톡스', '쌍꺼풀', '피부과', '울쎄라', '신사 성형외과', '필러'],
  };
}

async function readRows(url: string, memberIds: number[]) {
  const counsels = await query<{
    id: number;
    member_id: number;
    clinic_id: number;
    source_type: TargetType;
    source_id: number;
    content: string;
  }>(
    url,
    'select id, member_id, clinic_id, source_type, source_id, content from counsels where member_id = any($1) order by id',
    [memberIds],
  );
  const reviews = await query<{ id: number; member_id: number; title: string; counsel_id: number | null }>(
    url,
    `select r.id, r.member_id, r.title, c.id as counsel_id from reviews r left join counsels c on c.review_id = r.id
     where r.member_id = any($1) order by r.id`,
    [memberIds],
  );
  const bookmarks = await query<{ id: number; member_id: number; type: TargetType; target_id: number }>(
    url,
    'select id, member_id, bookmarkable_type as type, bookmarkable_id as target_id from bookmarks where member_id = any($1) order by id',
    [memberIds],
  );
  return {
    counsels: counsels.map<CreatedRow>((r) => ({
      id: r.id,
      memberId: r.member_id,
      key: KEY.exec(r.content)?.[1] ?? null,
      fields: { clinicId: r.clinic_id, sourceType: r.source_type, sourceId: r.source_id },
    })),
    reviews: reviews.map<CreatedRow>((r) => ({
      id: r.id,
      memberId: r.member_id,
      key: KEY.exec(r.title)?.[1] ?? null,
      fields: { counselId: r.counsel_id },
    })),
    bookmarks: bookmarks.map<BookmarkRow>((r) => ({
      id: r.id,
      memberId: r.member_id,
      type: r.type,
      targetId: r.target_id,
    })),
  };
}

function printCheck(report: LedgerReport) {
  for (const [what, c] of [
    ['counsels', report.counsels],
    ['reviews', report.reviews],
  ] as const) {
    console.log(
      `${what}: ${c.sent} sent, ${c.acknowledged} acknowledged; lost ${c.lost.length}, duplicated ${c.duplicated.length}, ` +
        `differing ${c.mismatched.length}, stray rows ${c.strays.length}; never acknowledged: ${c.unacknowledgedStored.length} stored, ${c.unacknowledgedAbsent} not stored`,
    );
  }
  const b = report.bookmarks;
  console.log(
    `bookmarks: ${b.targets} member×target pairs touched, ${b.settled} with an acknowledged last state checked; lost ${b.lost.length}, ` +
      `present though removed ${b.resurrected.length}, duplicated ${b.duplicated.length}`,
  );
}

async function main(): Promise<number> {
  ensureProductionBuild('soak');
  mkdirSync('.data/soak', { recursive: true });
  console.error('[soak] starting a private PostgreSQL…');
  pgServer = await PrivatePostgres.create(option('pg-port', 55432));
  const url = pgServer.url;
  await ensureBenchDatabase(url);
  const port = await freePort(option('port', 3600));
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(SERVER_LOG);
  let unhandled = 0;
  console.error(
    `[soak] starting the app on ${base} (migrations and demo data on first start; server log: ${SERVER_LOG})…`,
  );
  app = await startAppServer(
    base,
    {
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: url,
      SEED_DEMO: '1',
      AUTH_DEV_LOGIN: '1',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: '',
      PAGE_CACHE: '1',
      // Every simulated member books, writes and searches from 127.0.0.1 many times an hour.
      COUNSEL_POSTS_PER_HOUR: '100000',
      REVIEW_POSTS_PER_HOUR: '100000',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
      SEARCH_PER_MINUTE: '1000000',
    },
    {
      timeoutMs: 600_000,
      stderr: (chunk) => {
        log.write(chunk);
        unhandled += chunk.split('[backend] unhandled error').length - 1;
      },
    },
  );
  const memberIds = await addSoakMembers(url, MEMBERS);
  const catalogue = await loadCatalogue(url);

  const stats = new Stats();
  const ledger: Ledger = { counsels: [], reviews: [], bookmarks: [] };
  let down = false;
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2));
  const started = Date.now();
  const deadline = started + MINUTES * 60_000;
  const members = memberIds.map(
    (memberId) =>
      new SimulatedMember(
        new Browser(base, stats, () => down),
        { memberId, deadline, giveUpAt: deadline + DRAIN_MS, thinkMs: [THINK_MS * 0.5, THINK_MS * 1.5] },
        catalogue,
        ledger,
      ),
  );
  console.error(`[soak] ${MEMBERS} members for ${MINUTES} min, ${OUTAGES} database outage(s) of ${OUTAGE_SECONDS} s…`);
  const running = members.map(async (m, i) => {
    await sleep((i / MEMBERS) * 10_000); // logins spread over the first 10 s
    await m.run();
  });

  const outages: { mode: string; downAt: number; upAt: number }[] = [];
  const outagesDone = (async () => {
    for (let k = 1; k <= OUTAGES; k++) {
      await sleep(started + (k / (OUTAGES + 1)) * MINUTES * 60_000 - Date.now());
      const mode = k % 2 === 1 ? 'immediate' : 'fast';
      down = true;
      const downAt = Date.now();
      pgServer!.stop(mode);
      console.error(`[soak] database stopped (${mode}) at +${((downAt - started) / 1000).toFixed(0)} s`);
      await sleep(OUTAGE_SECONDS * 1000);
      pgServer!.start();
      down = false;
      outages.push({ mode, downAt, upAt: Date.now() });
      console.error(`[soak] database accepting connections again at +${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  })();
  await Promise.all([...running, outagesDone]);
  const ended = Date.now();

  // Check the database against the ledger; replay (same key) every write stored without an acknowledgement.
  let report = checkLedger(ledger, await readRows(url, memberIds));
  const unacknowledged = [...report.counsels.unacknowledgedStored, ...report.reviews.unacknowledgedStored];
  const replays: string[] = [];
  for (const { key, id } of unacknowledged) {
    const write = [...ledger.counsels, ...ledger.reviews].find((w) => w.key === key)!;
    const answer = await members[memberIds.indexOf(write.memberId)].replay(write);
    replays.push(
      `${key}: stored as ${id}, replay answered ${answer?.status ?? 'nothing'}${answer && answer.status < 300 ? ` naming ${write.ackIds.at(-1)}` : ''}`,
    );
  }
  if (unacknowledged.length) report = checkLedger(ledger, await readRows(url, memberIds));

  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`# npm run soak, ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${loadAtStart.join(' ')} at the start, ${load.join(' ')} at the end.`,
  );
  console.log(
    `Run: ${MEMBERS} members, ${MINUTES} min (+ up to ${DRAIN_MS / 1000} s to finish writes in flight; took ${((ended - started) / 1000).toFixed(0)} s), ` +
      `mean think time ${THINK_MS} ms, private PostgreSQL 15 on port ${pgServer.port}, app on port ${port} (page cache in process).`,
  );
  console.log('\n## Outages\n');
  for (const [i, o] of outages.entries()) {
    const firstOk = stats.samples
      .filter((s) => s.at > o.upAt && /^(member|api):/.test(s.kind) && typeof s.outcome === 'number' && s.outcome < 300)
      .reduce((min, s) => Math.min(min, s.at), Infinity);
    const during = stats.samples.filter((s) => s.at >= o.downAt && s.at <= o.upAt);
    const during503 = during.filter((s) => s.outcome === 503).length;
    console.log(
      `${i + 1}. \`pg_ctl -m ${o.mode} stop\` at +${((o.downAt - started) / 1000).toFixed(0)} s, up again after ${((o.upAt - o.downAt) / 1000).toFixed(1)} s; ` +
        `${during.length} answers while down (${during503} × 503); first successful database-backed answer ${((firstOk - o.upAt) / 1000).toFixed(1)} s after it was up`,
    );
  }
  console.log('\n## Requests\n');
  console.log(stats.summary());
  const tallies = members.map((m) => m.tally);
  const refused = tallies.flatMap((t) => t.refused);
  console.log(
    `\nlogins: ${tallies.reduce((n, t) => n + t.logins, 0)} (${tallies.reduce((n, t) => n + t.relogins, 0)} after a 401); writes refused for good: ${refused.length}`,
  );
  for (const r of refused.slice(0, 10)) console.log(`  ${r.kind} ${r.status} ${r.body}`);
  console.log(`backend errors logged as unhandled: ${unhandled} (${SERVER_LOG})`);
  console.log('\n## Ledger check (database row by row against what the clients were told)\n');
  printCheck(report);
  if (replays.length)
    console.log(`replayed with the same key after the run:\n${replays.map((r) => `  ${r}`).join('\n')}`);
  const failures = [...report.failures];
  if (stats.serverErrors.length) failures.push(`${stats.serverErrors.length} answer(s) with a 5xx other than 503`);
  if (stats.unavailableWithoutRetryAfter.length)
    failures.push(`${stats.unavailableWithoutRetryAfter.length} 503 answer(s) without Retry-After`);
  console.log(
    failures.length
      ? `\nFAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`
      : '\nPASSED: nothing acknowledged was lost or duplicated, no 5xx but 503.',
  );
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error('[soak] failed:', err);
} finally {
  await cleanUp();
}
process.exit(code);
