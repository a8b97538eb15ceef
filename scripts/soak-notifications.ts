// `npm run soak:notifications`: are notifications delivered exactly once when workers die? (docs/reliability.md)
// Starts a private PostgreSQL (initdb in a temporary directory, its own port), local stand-ins of every channel
// outside the app (SMTP server, Web Push service, KakaoTalk 알림톡 API, LINE Messaging API), two backend instances
// (`npm run backend`, JOBS_IN_PROCESS=0, sharing Redis) and one worker (`npm run worker`). A clinic's staff then
// make N state changes on counsels of members reachable on every channel, half through each instance, while the
// worker is killed (SIGKILL) K times and started again. When the queue is drained it counts, per channel, the
// deliveries the database holds and the messages each stand-in accepted, by idempotency key.
// Exit code 1 when a channel got fewer or more than N distinct messages, or a recipient was shown one twice.
//   --changes N (200)  --kills K (2)  --pg-port P (55532)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { openPostgres } from '../backend/db/client';
import { prepareDatabase } from '../backend/db/prepare';
import { LocalStorage } from '../backend/storage/local';
import { startFakeKakao } from '../backend/test/fakes/fake-kakao';
import { startFakeLine } from '../backend/test/fakes/fake-line';
import { startFakePush } from '../backend/test/fakes/fake-push';
import { startFakeSmtp } from '../backend/test/fakes/fake-smtp';
import { localhostCertificate } from '../backend/test/fakes/tls';
import { freePort, PrivatePostgres } from './soak/private-postgres';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number`);
  return value;
};
const CHANGES = option('changes', 200);
const KILLS = option('kills', 2);
const PG_PORT = option('pg-port', 55532);
const CHANNELS = ['push', 'email', 'kakao', 'line'] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[soak:notifications] ${line}`);

const children = new Set<ChildProcess>();
let pgServer: PrivatePostgres | undefined;
let tmp: string | undefined;
function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  pgServer?.remove();
  pgServer = undefined;
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function run(script: string, env: NodeJS.ProcessEnv, name: string): ChildProcess {
  // The node process itself (tsx as its loader, no npx or shell between): a kill reaches the process that works.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const prefix = (chunk: Buffer) =>
    process.env.SOAK_VERBOSE &&
    process.stderr.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((l) => `  ${name}| ${l}\n`)
        .join(''),
    );
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);
  return child;
}

async function waitForHttp(url: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await sleep(500);
  }
}

/** Kills the process at once (SIGKILL: no graceful stop, a job in hand is left active). */
function killNow(child: ChildProcess) {
  child.kill('SIGKILL');
}

async function main() {
  const started = Date.now();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'soak-notify-'));
  pgServer = await PrivatePostgres.create(PG_PORT);
  const url = pgServer.url.replace(/\/soak$/, '/postgres');
  log(`private PostgreSQL on port ${pgServer.port}`);

  // The database: migrations, the job queue, the demo data (a clinic with staff accounts, members).
  const database = openPostgres(url, 4, { statementMs: 600_000, lockMs: 60_000, connectMs: 10_000 });
  await prepareDatabase(database, new LocalStorage(path.join(tmp, 'uploads')), { demo: true, log: () => {} });
  log(`database prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  // Stand-ins of every external channel; the push service's certificate is trusted by the children.
  const [smtp, line, kakao] = await Promise.all([startFakeSmtp(), startFakeLine(), startFakeKakao()]);
  const push = await startFakePush();
  const certFile = path.join(tmp, 'push-ca.pem');
  writeFileSync(certFile, localhostCertificate().cert);
  const vapid = webpush.generateVAPIDKeys();

  // Recipients: members reachable on every channel (an email, a phone, a LINE user id, one browser subscribed).
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const { rows: clinicRows } = await pool.query<{ clinic_id: number; user_id: string }>(
    `select clinic_id, user_id from staff_accounts order by id limit 1`,
  );
  const { clinic_id: clinicId, user_id: staffUser } = clinicRows[0];
  const { rows: memberRows } = await pool.query<{ id: number }>(`select id from members order by id limit 20`);
  for (const [i, m] of memberRows.entries()) {
    await pool.query(
      `insert into notification_contacts (subject_type, subject_id, email, phone, line_user_id, locale)
       values ('MEMBER', $1, $2, $3, $4, 'ko') on conflict (subject_type, subject_id) do update
       set email = excluded.email, phone = excluded.phone, line_user_id = excluded.line_user_id`,
      [
        m.id,
        `member${m.id}@example.test`,
        `0101234${String(1000 + i).slice(-4)}`,
        `U${m.id.toString(16).padStart(32, '0')}`,
      ],
    );
    const sub = push.subscribe();
    await pool.query(
      `insert into push_subscriptions (subject_type, subject_id, endpoint, p256dh, auth) values ('MEMBER', $1, $2, $3, $4)`,
      [m.id, sub.endpoint, sub.keys.p256dh, sub.keys.auth],
    );
  }
  // Counsels waiting for the clinic: each is moved twice (confirmed, then an appointment set).
  const counselCount = Math.ceil(CHANGES / 2);
  const { rows: counselRows } = await pool.query<{ id: number }>(
    `insert into counsels (member_id, clinic_id, source_type, source_id, content)
     select (array[${memberRows.map((m) => m.id).join(',')}])[1 + g % ${memberRows.length}], $1, 'CLINIC', $1, 'soak'
     from generate_series(1, $2) g returning id`,
    [clinicId, counselCount],
  );
  await database.close();
  // (the pool stays open: the kills below look at the queue through it)

  const [portA, portB] = [await freePort(4610), await freePort(4620)];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    APP_URL: 'http://localhost:3000',
    JOBS_IN_PROCESS: '0',
    JOBS_POLL_SECONDS: '0.5',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'noreply@example.test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.test',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    NODE_EXTRA_CA_CERTS: certFile,
    KAKAO_ALIMTALK_URL: kakao.url,
    KAKAO_ALIMTALK_KEY: kakao.apiKey,
    KAKAO_SENDER_KEY: kakao.senderKey,
    KAKAO_TEMPLATE_CODE: kakao.templateCode,
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_API_URL: line.url,
    REVOCATION_SWEEP_SECONDS: '0',
    LOG_LEVEL: 'warn',
    STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  };
  const instances = [portA, portB].map((port, i) =>
    run('backend/server.ts', { ...env, BACKEND_PORT: String(port), HOST: '127.0.0.1' }, `backend${i + 1}`),
  );
  let worker = run('scripts/worker.ts', env, 'worker');
  await Promise.all([portA, portB].map((p) => waitForHttp(`http://127.0.0.1:${p}/openapi.json`)));
  log(`two backends on ${portA} and ${portB}, one worker`);

  const base = (i: number) => `http://127.0.0.1:${i % 2 ? portB : portA}`;
  const password = createHash('sha256').update('partner1234').digest('hex');
  const login = await fetch(`${base(0)}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: staffUser, password }),
  });
  if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  // The changes, a few at a time, alternating instances; the worker dies at evenly spaced points.
  const moves: { counsel: number; state: string; appointment_at?: string }[] = [];
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  for (const c of counselRows) moves.push({ counsel: c.id, state: 'CLINIC_CONFIRMED' });
  for (const c of counselRows)
    moves.push({ counsel: c.id, state: 'CONSULTATION_APPOINTMENT_CONFIRMED', appointment_at: `${day}T14:00` });
  moves.length = CHANGES;
  const killAt = new Set(Array.from({ length: KILLS }, (_, k) => Math.floor(((k + 1) * CHANGES) / (KILLS + 1))));
  const changeStarted = Date.now();
  const activeAtKills: number[] = [];
  let failed = 0;
  for (let i = 0; i < moves.length; i += 4) {
    await Promise.all(
      moves.slice(i, i + 4).map(async (m, j) => {
        const { counsel, ...body } = m;
        const res = await fetch(`${base(i + j)}/staff/counsels/${counsel}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (!res.ok) {
          failed++;
          log(`change ${i + j} (${counsel} → ${m.state}): ${res.status} ${(await res.text()).slice(0, 200)}`);
        }
      }),
    );
    for (let j = i; j < i + 4; j++) {
      if (!killAt.has(j)) continue;
      // Killed while it holds jobs (mid-send), when it does within 10 s.
      let active = 0;
      for (const until = Date.now() + 10_000; Date.now() < until; await sleep(20)) {
        const { rows } = await pool.query<{ n: string }>(
          `select count(*) as n from pgboss.job where name = 'notification-deliver' and state = 'active'`,
        );
        active = Number(rows[0].n);
        if (active > 0) break;
      }
      killNow(worker);
      activeAtKills.push(active);
      log(
        `worker killed after change ${j} holding ${active} active jobs (${line.accepted.length} LINE messages so far)`,
      );
      await sleep(1_500);
      worker = run('scripts/worker.ts', env, 'worker');
    }
  }
  const changeSeconds = (Date.now() - changeStarted) / 1000;
  log(`${CHANGES - failed} of ${CHANGES} changes accepted in ${changeSeconds.toFixed(1)} s`);

  // Drain: until no delivery is waiting (a job whose worker was killed comes back after its expiry).
  const check = new pg.Pool({ connectionString: url, max: 2 });
  const drainStarted = Date.now();
  for (;;) {
    const { rows } = await check.query<{ n: string }>(
      `select count(*) as n from notification_deliveries where status in ('PENDING', 'SENDING')`,
    );
    if (Number(rows[0].n) === 0) break;
    if (Date.now() - drainStarted > 600_000) {
      log(`not drained after 10 minutes: ${rows[0].n} deliveries waiting`);
      break;
    }
    await sleep(1_000);
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;

  const { rows: inbox } = await check.query<{ n: string }>(
    `select count(*) as n from notifications where kind = 'COUNSEL_STATE_CHANGED'`,
  );
  const { rows: byStatus } = await check.query<{ channel: string; status: string; n: string; attempts: string }>(
    `select channel, status, count(*) as n, sum(attempts) as attempts from notification_deliveries
      group by channel, status order by channel, status`,
  );
  const { rows: jobs } = await check.query<{ state: string; n: string }>(
    `select state, count(*) as n from pgboss.job where name = 'notification-deliver' group by state`,
  );
  const received: Record<(typeof CHANNELS)[number], { raw: number; keys: Set<string> }> = {
    push: { raw: push.accepted.length, keys: new Set(push.accepted.map((p) => p.payload.key ?? '')) },
    email: { raw: smtp.received.length, keys: new Set(smtp.received.map((m) => m.key)) },
    kakao: { raw: kakao.accepted.length, keys: new Set(kakao.accepted.map((m) => m.clientMessageKey)) },
    line: { raw: line.accepted.length, keys: new Set(line.accepted.map((m) => m.retryKey ?? '')) },
  };

  console.log(`\n# npm run soak:notifications, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  console.log(`${CHANGES} state changes through 2 backends, worker killed ${KILLS} times; ${os.cpus().length} cores`);
  console.log(
    `changes took ${changeSeconds.toFixed(1)} s; the queue drained ${drainSeconds.toFixed(1)} s after the last`,
  );
  console.log(`inbox rows (COUNSEL_STATE_CHANGED): ${inbox[0].n}`);
  console.log(
    '\n| channel | deliveries SENT | other states | attempts | messages received | distinct keys | repeats |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  let ok = Number(inbox[0].n) === CHANGES - failed;
  for (const ch of CHANNELS) {
    const rows = byStatus.filter((r) => r.channel === ch);
    const sent = Number(rows.find((r) => r.status === 'SENT')?.n ?? 0);
    const other = rows
      .filter((r) => r.status !== 'SENT')
      .map((r) => `${r.status} ${r.n}`)
      .join(', ');
    const attempts = rows.reduce((a, r) => a + Number(r.attempts), 0);
    const r = received[ch];
    console.log(
      `| ${ch} | ${sent} | ${other || '—'} | ${attempts} | ${r.raw} | ${r.keys.size} | ${r.raw - r.keys.size} |`,
    );
    if (sent !== CHANGES - failed || r.keys.size !== CHANGES - failed) ok = false;
  }
  console.log(`\njobs (notification-deliver): ${jobs.map((j) => `${j.state} ${j.n}`).join(', ')}`);
  console.log(
    `push service: ${push.requests} requests; LINE API: ${line.requests} requests (a retried key is answered 409 and not sent again)`,
  );
  console.log(ok ? '\nOK: every channel got each notification exactly once' : '\nFAILED: see the table');

  await check.end();
  await pool.end();
  for (const child of [...instances, worker]) killNow(child);
  await Promise.all([smtp.close(), line.close(), kakao.close(), push.close()]);
  cleanUp();
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  cleanUp();
  process.exit(1);
});
