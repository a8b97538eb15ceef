// `npm run soak`: reliability figures in one command (docs/reliability.md). Starts a private PostgreSQL server
// (initdb in a temporary directory, its own port; the machine's other servers are not touched), the production
// app on it (scripts/start.ts: migrations and demo data), and N simulated members who browse, bookmark, book
// counsels and write reviews for M minutes through the app's HTTP API, while the database is stopped and started
// again (first a crash, `pg_ctl -m immediate`, then a fast shutdown). Then it prints requests, status counts and
// latencies, and checks the database row by row against what the clients were told succeeded.
// Exit code 1 when anything acknowledged was lost or duplicated, or the app answered a 5xx other than 503.
//   --members N (50)  --minutes M (3)  --outages K (2)  --outage-seconds S (8)  --think-ms MS (2000, mean pause
//   between a member's actions)  --port P (3600)  --pg-port P (55432)
// --cluster (`npm run cluster -- --soak`): the same members and check through nginx in front of two web instances,
// a standalone backend, the job worker and a private Redis (scripts/cluster/), while one web instance is stopped
// (SIGTERM) and started again instead of the database outages; a 502 is then allowed while an instance restarts,
// and after each restart a write through nginx must show on a cached page of both instances.
//   --members N (20)  --minutes M (3)  --restarts K (2)  --down-seconds S (3, between the exit and the new start)
//   --port P (3700, nginx)  --pg-port P (55632)
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { ensureProductionBuild, startAppServer, type StartedApp } from './app-server';
import { ensureBenchDatabase } from './bench-data';
import { checkClientAddress, type ClientAddressResult } from './cluster/client-address';
import { Cluster } from './cluster/cluster';
import { checkInvalidation, type InvalidationResult } from './cluster/invalidation';
import { checkAfter, describeRestarts, restartInstance, WINDOW_TAIL_MS, type Restart } from './cluster/restarts';
import { Browser } from './soak/browser';
import {
  checkLedger,
  type BookmarkRow,
  type CreatedRow,
  type Ledger,
  type LedgerReport,
  type TargetType,
} from './soak/ledger';
import { SimulatedMember, type Catalogue, type MemberPlan } from './soak/member';
import { freePort, PrivatePostgres } from './soak/private-postgres';
import { Stats } from './soak/stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
};
const CLUSTER = argv.includes('--cluster');
const MEMBERS = option('members', CLUSTER ? 20 : 50);
const MINUTES = option('minutes', 3);
const OUTAGES = CLUSTER ? 0 : option('outages', 2);
const RESTARTS = CLUSTER ? option('restarts', 2) : 0;
const DOWN_SECONDS = option('down-seconds', 3);
const OUTAGE_SECONDS = option('outage-seconds', 8);
const THINK_MS = option('think-ms', 2000);
const DRAIN_MS = 90_000;
const SERVER_LOG = '.data/soak/server.log';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KEY = /soak ([0-9a-f-]{36})/;

let pgServer: PrivatePostgres | undefined;
let app: StartedApp | undefined;
let cluster: Cluster | undefined;
async function cleanUp() {
  await app?.stop().catch(() => {});
  app = undefined;
  await cluster?.stop().catch(() => {});
  cluster = undefined;
  pgServer?.remove();
  pgServer = undefined;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`[soak] ${signal}: stopping the app${CLUSTER ? 's, nginx, Redis' : ''} and the private PostgreSQL…`);
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
      // Events still running for the whole soak: an ended one is refused for booking (409 EVENT_ENDED).
      `select id, clinic_id as "clinicId" from events where ends_at is null or ends_at > now() + interval '1 day' order by id`,
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

// Every simulated member books, writes and searches from 127.0.0.1 many times an hour.
const RAISED_LIMITS = {
  COUNSEL_POSTS_PER_HOUR: '100000',
  REVIEW_POSTS_PER_HOUR: '100000',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
  SEARCH_PER_MINUTE: '1000000',
};

/** The app of a plain soak: scripts/start.ts on the private PostgreSQL, page cache in process. */
async function startSingleApp(url: string, port: number, base: string, log: (chunk: string) => void) {
  console.error(
    `[soak] starting the app on ${base} (migrations and demo data on first start; server log: ${SERVER_LOG})…`,
  );
  return startAppServer(
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
      ...RAISED_LIMITS,
    },
    { timeoutMs: 600_000, stderr: log, stdout: log },
  );
}

async function main(): Promise<number> {
  ensureProductionBuild('soak');
  mkdirSync('.data/soak', { recursive: true });
  let url: string;
  let base: string;
  let port: number;
  let unhandled = () => 0;
  let firstCheck: InvalidationResult | undefined;
  let addressCheck: ClientAddressResult | undefined;
  if (CLUSTER) {
    console.error('[soak] starting the cluster (PostgreSQL, Redis, backend, worker, two web instances, nginx)…');
    cluster = await Cluster.start({
      env: RAISED_LIMITS,
      ports: { nginx: option('port', 3700), postgres: option('pg-port', 55632) },
      say: (line) => console.error(`[soak] ${line}`),
    });
    url = cluster.databaseUrl;
    base = cluster.url;
    port = Number(new URL(base).port);
    unhandled = () => cluster!.unhandledErrors;
    // Before the members come: a write through nginx reaches the page cache of both instances, and the
    // per-address limits see the client's address, not nginx's nor a forged one.
    firstCheck = await checkInvalidation(cluster.url, cluster.webs, 3);
    addressCheck = await checkClientAddress(cluster.url, 'clinic40');
  } else {
    console.error('[soak] starting a private PostgreSQL…');
    pgServer = await PrivatePostgres.create(option('pg-port', 55432));
    url = pgServer.url;
    await ensureBenchDatabase(url);
    port = await freePort(option('port', 3600));
    base = `http://127.0.0.1:${port}`;
    const log = createWriteStream(SERVER_LOG);
    let count = 0;
    unhandled = () => count;
    // The app logs JSON lines on its standard output (pino) and some lines on its standard error: both are kept.
    app = await startSingleApp(url, port, base, (chunk) => {
      log.write(chunk);
      count += chunk.split('unhandled error').length - 1;
    });
  }
  const memberIds = await addSoakMembers(url, MEMBERS);
  const catalogue = await loadCatalogue(url);

  const stats = new Stats(CLUSTER ? 'a web instance was being restarted' : undefined);
  const ledger: Ledger = { counsels: [], reviews: [], bookmarks: [] };
  let down = false;
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2));
  const started = Date.now();
  const deadline = started + MINUTES * 60_000;
  // In a cluster the members go on until the last restart is over, however long the instance took to start.
  const plans: MemberPlan[] = memberIds.map((memberId) => ({
    memberId,
    deadline: CLUSTER ? Infinity : deadline,
    giveUpAt: CLUSTER ? Infinity : deadline + DRAIN_MS,
    thinkMs: [THINK_MS * 0.5, THINK_MS * 1.5],
  }));
  const members = plans.map(
    (plan) => new SimulatedMember(new Browser(base, stats, () => down), plan, catalogue, ledger),
  );
  console.error(
    CLUSTER
      ? `[soak] ${MEMBERS} members for ${MINUTES} min through nginx (${base}), ${RESTARTS} restart(s) of web1…`
      : `[soak] ${MEMBERS} members for ${MINUTES} min, ${OUTAGES} database outage(s) of ${OUTAGE_SECONDS} s…`,
  );
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
  const restarts: Restart[] = [];
  const restartsDone = (async () => {
    for (let k = 1; k <= RESTARTS; k++) {
      await sleep(started + (k / (RESTARTS + 1)) * MINUTES * 60_000 - Date.now());
      const drainFirst = k % 2 === 0;
      console.error(
        `[soak] restarting web1 (${drainFirst ? 'out of nginx first, then SIGTERM' : 'SIGTERM'}) at +${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const restart = await restartInstance(cluster!, 0, drainFirst, DOWN_SECONDS, (inWindow) => (down = inWindow));
      console.error(`[soak] web1 answering again at +${((restart.answeringAt - started) / 1000).toFixed(0)} s`);
      // Past the window's tail, so the check's own requests are not counted in it.
      await sleep(WINDOW_TAIL_MS);
      await checkAfter(cluster!, restart, 3 + k);
      restarts.push(restart);
    }
  })();
  if (CLUSTER) {
    await Promise.all([sleep(deadline - Date.now()), restartsDone]);
    for (const plan of plans) Object.assign(plan, { deadline: Date.now(), giveUpAt: Date.now() + DRAIN_MS });
  }
  await Promise.all([...running, outagesDone, restartsDone]);
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
  console.log(
    `# npm run soak${CLUSTER ? ' -- --cluster' : ''}, ${new Date(started).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average ${loadAtStart.join(' ')} at the start, ${load.join(' ')} at the end.`,
  );
  console.log(
    `Run: ${MEMBERS} members, ${MINUTES} min${CLUSTER ? ' or until the last restart was over' : ''} (+ up to ${DRAIN_MS / 1000} s to finish writes in flight; took ${((ended - started) / 1000).toFixed(0)} s), ` +
      `mean think time ${THINK_MS} ms, ` +
      (cluster
        ? `private PostgreSQL 15 on port ${cluster.postgres!.port}, redis-server on port ${cluster.redis!.port}, ` +
          `backend on ${cluster.backendBase} (JOBS_IN_PROCESS=0) with the job worker, ` +
          `${cluster.webs.map((w) => `${w.name} on port ${w.port}`).join(' and ')} (BACKEND_URL, page cache in Redis), ` +
          `nginx on port ${port} in front of them (the members' only address).`
        : `private PostgreSQL 15 on port ${pgServer!.port}, app on port ${port} (page cache in process).`),
  );
  if (cluster) {
    console.log('\n## Restarts of web1\n');
    if (firstCheck)
      console.log(
        [
          `0. before the restarts: ${firstCheck.ok ? 'a write through nginx was seen by both instances' : 'FAILED'} (clinic ${firstCheck.clinicId})`,
          ...firstCheck.lines.map((l) => `     ${l}`),
        ].join('\n'),
      );
    const access = cluster.nginx!.readAccessLog();
    console.log(
      describeRestarts(
        restarts,
        started,
        stats.samples,
        members.map((m) => m.tally),
        access,
        (name) => cluster!.webs.find((w) => w.name === name)!.port,
      ).join('\n'),
    );
    const inRun = access.filter((l) => l.at >= started && l.at <= ended);
    const retried = inRun.filter((l) => l.upstreams.length > 1);
    const byInstance = cluster.webs
      .map((w) => `${w.name} ${inRun.filter((l) => l.upstreams.at(-1)?.endsWith(`:${w.port}`)).length}`)
      .join(', ');
    console.log(
      `\nnginx over the whole run: ${inRun.length} requests (answered by ${byInstance}), ${retried.length} retried on the other instance; ` +
        `readiness watcher (/readyz): ${
          cluster.rotationChanges
            .filter((c) => c.at >= started)
            .map((c) => `${c.line} at +${((c.at - started) / 1000).toFixed(0)} s`)
            .join('; ') || 'no change'
        }`,
    );
    console.log(`client address behind nginx: ${addressCheck?.ok ? 'passed' : 'FAILED'}: ${addressCheck?.line}`);
  }
  if (OUTAGES) console.log('\n## Outages\n');
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
    `\nlogins: ${tallies.reduce((n, t) => n + t.logins, 0)} (${tallies.reduce((n, t) => n + t.relogins, 0)} after a 401); writes refused for good: ${refused.length}; ` +
      `writes sent again after a retryable answer: ${tallies.reduce((n, t) => n + t.retries.length, 0)}`,
  );
  for (const r of refused.slice(0, 10)) console.log(`  ${r.kind} ${r.status} ${r.body}`);
  console.log(
    `backend errors logged as unhandled: ${unhandled()} (${cluster ? `${cluster.logDir}/*.log` : SERVER_LOG})`,
  );
  console.log('\n## Ledger check (database row by row against what the clients were told)\n');
  printCheck(report);
  if (replays.length)
    console.log(`replayed with the same key after the run:\n${replays.map((r) => `  ${r}`).join('\n')}`);
  const failures = [...report.failures];
  // In a cluster, nginx answers 502 when a request cannot reach an instance: allowed while one restarts.
  const inRestart = (at: number) => restarts.some((r) => at >= r.beganAt && at <= r.endedAt + WINDOW_TAIL_MS);
  const serverErrors = stats.serverErrors.filter((x) => !(CLUSTER && x.outcome === 502 && inRestart(x.at)));
  if (serverErrors.length)
    failures.push(
      `${serverErrors.length} answer(s) with a 5xx other than 503${CLUSTER ? ' (or a 502 outside a restart)' : ''}`,
    );
  for (const check of [firstCheck, ...restarts.map((r) => r.check)])
    if (check && !check.ok)
      failures.push(`page cache: a write through nginx not seen by both instances (clinic ${check.clinicId})`);
  if (addressCheck && !addressCheck.ok)
    failures.push('client address behind nginx: the per-address limit saw another address');
  if (stats.unavailableWithoutRetryAfter.length)
    failures.push(`${stats.unavailableWithoutRetryAfter.length} 503 answer(s) without Retry-After`);
  console.log(
    failures.length
      ? `\nFAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`
      : CLUSTER
        ? '\nPASSED: nothing acknowledged was lost or duplicated, no 5xx but 503 (and 502 while an instance restarted), every write seen by both instances.'
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
