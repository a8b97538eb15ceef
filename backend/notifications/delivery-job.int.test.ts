import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { resetEnvForTests } from '../env';
import { listJobs, retryJobs, startJobs } from '../jobs/queue';
import { openTestBackend, type TestBackend } from '../test/backend';
import { startFakeLine, type FakeLine } from '../test/fakes/fake-line';
import { notify } from './notify';

// The delivery job on the real queue: a channel that keeps failing is retried with backoff, ends DEAD with its last
// error and its job among the dead letters; an operator's retry sends it.

let t: TestBackend;
let line: FakeLine;
const saved = { ...process.env };

beforeAll(async () => {
  [t, line] = await Promise.all([openTestBackend(), startFakeLine()]);
  process.env = { ...saved, LINE_CHANNEL_ACCESS_TOKEN: line.token, LINE_API_URL: line.url, NOTIFY_TIMEOUT_MS: '3000' };
  resetEnvForTests();
  // Retries at once in this test (the queue's own are 10 s, 20 s, 40 s, 80 s apart).
  await t.database.db.execute(
    sql`update pgboss.queue set retry_delay = 0, retry_backoff = false where name = 'notification-deliver'`,
  );
});
afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await Promise.all([t.close(), line.close()]);
});

async function until<T>(probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a channel that keeps failing ends dead with its last error; retried by the operator it is sent once', async () => {
  await t.query(
    `insert into notification_contacts (subject_type, subject_id, line_user_id) values ('MEMBER', 900001, $1)`,
    ['U' + 'a'.repeat(32)],
  );
  line.faults.failNext(100, 500);
  const [noteId] = await t.database.db.transaction((tx) =>
    notify(tx, {
      kind: 'REVIEW_REPLIED',
      recipient: { type: 'MEMBER', id: 900001 },
      params: { clinic: '테스트의원' },
      link: '/contents/review/1',
      channelsConfigured: new Set(['line']),
    }),
  );
  const runner = await startJobs(
    t.database,
    { db: t.database.db, storage: undefined as never },
    {
      pollSeconds: 0.5,
      only: ['notification-deliver'], // other files' jobs wait in the other queues of a shared PostgreSQL database
    },
  );
  try {
    const delivery = await until(async () => {
      const [d] = await t.query<{ status: string; attempts: number; last_error: string }>(
        `select status, attempts, last_error from notification_deliveries where notification_id = $1`,
        [noteId],
      );
      return d?.status === 'DEAD' && d;
    });
    expect(delivery.attempts).toBe(5);
    expect(delivery.last_error).toMatch(/500/);
    expect(line.requests).toBe(5);
    const [dead] = await until(async () => {
      const jobs = await listJobs(t.database, { state: 'failed', name: 'notification-deliver' });
      return jobs.length > 0 && jobs;
    });
    expect(JSON.stringify(dead.output)).toMatch(/line .*500/);

    line.faults.clear();
    expect(await retryJobs(t.database, [dead.id])).toEqual([dead.id]);
    await until(async () => {
      const [d] = await t.query<{ status: string }>(
        `select status from notification_deliveries where notification_id = $1`,
        [noteId],
      );
      return d?.status === 'SENT';
    });
    expect(line.accepted).toHaveLength(1);
  } finally {
    await runner.stop();
  }
});
