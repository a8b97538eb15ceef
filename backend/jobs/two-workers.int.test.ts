import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { notify } from '../notifications/notify';
import { startFakeLine, type FakeLine } from '../test/fakes/fake-line';

// Two worker processes (`npm run worker`) on one PostgreSQL database, with notification deliveries waiting: each
// delivery is sent once, by one of them. Always on a PostgreSQL server (pg-boss's cross-process locking is what is
// shown): TWO_WORKERS_DATABASE_URL, else a new database on the machine's server (README: the test suites use it).

const SERVER = process.env.TWO_WORKERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `two_workers_${process.pid}_${randomBytes(3).toString('hex')}`;
const url = SERVER.replace(/\/[^/]*$/, `/${DB_NAME}`);
const COUNT = 40;

let database: Database;
let line: FakeLine;
const workers: ChildProcess[] = [];

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${DB_NAME}`);
  database = openPostgres(url, 4);
  await migrateDatabase(database);
  line = await startFakeLine();
});

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await line?.close();
  await database?.close();
  await admin(`drop database if exists ${DB_NAME} with (force)`);
});

function startWorker(): ChildProcess {
  // The node process itself (tsx as its loader): killed at the end, it leaves nothing behind.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: 'two-workers-test-secret-0123456789abcdef',
      LINE_CHANNEL_ACCESS_TOKEN: line.token,
      LINE_API_URL: line.url,
      JOBS_POLL_SECONDS: '0.5',
      REVOCATION_SWEEP_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  workers.push(child);
  return child;
}

const query = async <T>(text: string) =>
  (await (database as Database & { pool: pg.Pool }).pool.query(text)).rows as T[];

it('two worker processes send each of 40 deliveries exactly once between them', async () => {
  // The LINE API answers slowly, so both workers are busy at once.
  line.delayMs = 100;
  for (let id = 1; id <= COUNT; id++) {
    await database.db.execute(
      sql`insert into notification_contacts (subject_type, subject_id, line_user_id)
          values ('MEMBER', ${id}, ${`U${String(id).padStart(32, '0')}`})`,
    );
  }
  startWorker();
  startWorker();
  for (let id = 1; id <= COUNT; id++) {
    await database.db.transaction((tx) =>
      notify(tx, {
        kind: 'COUNSEL_STATE_CHANGED',
        recipient: { type: 'MEMBER', id },
        params: { clinic: '테스트의원', state: 'CLINIC_CONFIRMED' },
        link: `/counsel/${id}`,
        channelsConfigured: new Set(['line']),
      }),
    );
  }
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [{ n }] = await query<{ n: string }>(
      `select count(*) as n from notification_deliveries where status <> 'SENT'`,
    );
    if (n === '0' || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const deliveries = await query<{ key: string; attempts: number }>(
    `select idempotency_key as key, attempts from notification_deliveries where status = 'SENT'`,
  );
  expect(deliveries).toHaveLength(COUNT);
  // One request per delivery reached the API: no delivery was attempted twice, none was answered 409.
  expect(line.requests).toBe(COUNT);
  expect(line.accepted).toHaveLength(COUNT);
  for (const d of deliveries) expect(line.byKey(d.key)).toHaveLength(1);
  expect(deliveries.every((d) => d.attempts === 1)).toBe(true);
  // Both processes did some of the work (the job's output names the process that ran it).
  const pids = await query<{ pid: string }>(
    `select distinct output->>'pid' as pid from pgboss.job where name = 'notification-deliver' and state = 'completed'`,
  );
  expect(pids.length).toBe(2);
}, 180_000);
