// `npm run bench -- --target notifications`: how fast notifications are written and enqueued, and how long a
// delivery takes from the state change to the message at the channel, on PostgreSQL (docs/benchmarks.md).
// A fresh database on the machine's server (BENCH_NOTIFY_DATABASE_URL, default …/bench_notify) is migrated; the
// members are reachable by email and LINE, both local stand-ins (backend/test/fakes).
//   1. enqueue rate: N transactions, each a notify() (inbox row + two deliveries + their two jobs), against the
//      same number of transactions inserting one plain row (the reference in the same run);
//   2. delay: notifications written at a steady rate while one in-process worker (JOBS_POLL_SECONDS) sends them;
//      per delivery, sent_at − the notification's created_at (both the database's clock), p50 and p95.
import { sql } from 'drizzle-orm';
import os from 'node:os';
import pg from 'pg';
import { loadRootSecret } from '../backend/auth/secret';
import { openPostgres, SEEDING_TIMEOUTS } from '../backend/db/client';
import { resetEnvForTests } from '../backend/env';
import { migrateDatabase } from '../backend/db/migrate';
import { startJobs } from '../backend/jobs/queue';
import { notify } from '../backend/notifications/notify';
import { startFakeLine } from '../backend/test/fakes/fake-line';
import { startFakeSmtp } from '../backend/test/fakes/fake-smtp';
import { LocalStorage } from '../backend/storage/local';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchNotifications(opts: { count?: number; rate?: number; seconds?: number } = {}) {
  const count = opts.count ?? 500;
  const rate = opts.rate ?? 20;
  const seconds = opts.seconds ?? 15;
  const base = process.env.BENCH_NOTIFY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_notify';
  const admin = new pg.Client({ connectionString: base.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const dbName = new URL(base).pathname.slice(1);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();

  const [smtp, line] = await Promise.all([startFakeSmtp(), startFakeLine()]);
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    SMTP_FROM: 'noreply@example.test',
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_API_URL: line.url,
    LOG_LEVEL: 'warn',
  });
  resetEnvForTests(); // read again, with the stand-ins' addresses
  const database = openPostgres(base, 10, SEEDING_TIMEOUTS);
  await migrateDatabase(database);
  await loadRootSecret(database.db); // unsubscribe links are signed under it
  const { db } = database;
  const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const MEMBERS = 50;
  for (let id = 1; id <= MEMBERS; id++) {
    await db.execute(sql`insert into notification_contacts (subject_type, subject_id, email, line_user_id)
      values ('MEMBER', ${id}, ${`m${id}@example.test`}, ${`U${String(id).padStart(32, '0')}`})`);
  }
  await db.execute(sql`create table bench_plain (id serial primary key, member int, at timestamptz default now())`);
  const tell = (i: number) =>
    db.transaction((tx) =>
      notify(tx, {
        kind: 'COUNSEL_STATE_CHANGED',
        recipient: { type: 'MEMBER', id: 1 + (i % MEMBERS) },
        params: { clinic: '벤치의원', state: 'CLINIC_CONFIRMED' },
        link: `/counsel/${i + 1}`,
      }),
    );

  // 1. Enqueue rate, against plain one-row transactions, 8 at a time (a busy backend's concurrency).
  const inParallel = async (n: number, fn: (i: number) => Promise<unknown>) => {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < n) await fn(next++);
      }),
    );
    return n / ((performance.now() - started) / 1000);
  };
  const plainRate = await inParallel(count, (i) =>
    db.transaction((tx) => tx.execute(sql`insert into bench_plain (member) values (${i})`)),
  );
  const notifyRate = await inParallel(count, tell);
  const [{ n: jobs }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pgboss.job`);

  // 2. Delay: a worker on, notifications at a steady rate.
  // Part 1's deliveries are not part 2's measure: gone, with their jobs.
  await db.execute(sql`delete from notification_deliveries where status = 'PENDING'`);
  await db.execute(sql`delete from pgboss.job where name = 'notification-deliver'`);
  const runner = await startJobs(database, { db, storage: new LocalStorage('.data/uploads') });
  const before = Date.now();
  const since = new Date();
  await new Promise((r) => setTimeout(r, 2_000)); // the worker's first polls
  const total = rate * seconds;
  for (let i = 0; i < total; i++) {
    const due = before + 2_000 + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    void tell(count + i);
  }
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from notification_deliveries d
      join notifications n on n.id = d.notification_id where n.created_at >= ${since} and d.status <> 'SENT'`);
    if (n === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await runner.stop();
  const rows = await rowsOf<{ channel: string; ms: string }>(sql`select d.channel,
      extract(epoch from (d.sent_at - n.created_at)) * 1000 as ms
      from notification_deliveries d join notifications n on n.id = d.notification_id
      where n.created_at >= ${since} and d.status = 'SENT'`);
  const delays = (channel?: string) =>
    rows
      .filter((r) => !channel || r.channel === channel)
      .map((r) => Number(r.ms))
      .sort((a, b) => a - b);
  const all = delays();
  await database.close();
  await Promise.all([smtp.close(), line.close()]);

  const fmt = (v: number) => v.toFixed(0);
  const lines = [
    `### Notifications (PostgreSQL ${dbName}, ${os.cpus().length} cores, JOBS_POLL_SECONDS=${process.env.JOBS_POLL_SECONDS ?? 1})`,
    '',
    `| measure | value |`,
    `| --- | --- |`,
    `| notify() transactions per second (inbox row + 2 deliveries + 2 jobs), 8 concurrent | ${notifyRate.toFixed(0)} |`,
    `| plain one-row transactions per second, same connections (reference) | ${plainRate.toFixed(0)} |`,
    `| ratio notify / plain | ${(notifyRate / plainRate).toFixed(2)} |`,
    `| jobs enqueued in part 1 | ${jobs} |`,
    `| deliveries sent in part 2 (${rate}/s for ${seconds} s, 2 channels) | ${all.length} of ${total * 2} |`,
    `| state change → inbox row | 0 ms (the same transaction) |`,
    `| state change → sent, p50 / p95 (all) | ${fmt(percentile(all, 50))} / ${fmt(percentile(all, 95))} ms |`,
    `| … email (local SMTP), p50 / p95 | ${fmt(percentile(delays('email'), 50))} / ${fmt(percentile(delays('email'), 95))} ms |`,
    `| … LINE (local API), p50 / p95 | ${fmt(percentile(delays('line'), 50))} / ${fmt(percentile(delays('line'), 95))} ms |`,
  ];
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('bench-notifications.ts')) {
  console.log(await benchNotifications());
  process.exit(0);
}
