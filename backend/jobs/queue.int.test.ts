import { sql } from 'drizzle-orm';
import { jest } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../test/backend';
import { enqueue, listJobs, retryJobs, startJobs, type JobRunner } from './queue';
import { JOBS } from './definitions';

// The queue on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a job enqueued in a
// transaction exists only if it commits; a worker runs it; a job that keeps failing ends 'failed' (a dead letter)
// that retry takes back.

let kit: TestBackend;
// Only the queue under test: on a shared PostgreSQL database other files' jobs wait in the other queues, and a
// worker running them could outlive this file's pool.
const ONE_QUEUE = { pollSeconds: 0.5, only: ['files-sweep'] } as const;
let runner: JobRunner | undefined;

beforeAll(async () => {
  kit = await openTestBackend();
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  jest.restoreAllMocks();
});
afterAll(() => kit.close());

const jobsNamed = (name: string) =>
  kit.query<{ id: string; state: string }>(`select id, state from pgboss.job where name = $1 order by created_on`, [
    name,
  ]);

async function until<T>(probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('enqueue', () => {
  it('adds the job with the transaction that commits, and not with one that rolls back', async () => {
    const before = (await jobsNamed('files-sweep')).length;
    await kit.database.db.transaction(async (tx) => {
      await enqueue(tx, 'files-sweep', {});
    });
    await kit.database.db
      .transaction(async (tx) => {
        await enqueue(tx, 'files-sweep', {});
        await tx.execute(sql`select 1/0`);
      })
      .catch(() => undefined);
    expect((await jobsNamed('files-sweep')).length).toBe(before + 1);
  });
});

describe('a worker', () => {
  it('runs each job once and marks it completed', async () => {
    const handle = jest
      .spyOn(JOBS['files-sweep'], 'handle')
      .mockResolvedValue({ unattached: 0, unreferenced: 0, strays: 0 });
    const id = await kit.database.db.transaction((tx) => enqueue(tx, 'files-sweep', {}));
    runner = await startJobs(kit.database, { db: kit.database.db, storage: kitStorage() }, ONE_QUEUE);
    await until(async () => (await jobsNamed('files-sweep')).every((j) => j.state === 'completed'));
    const jobs = await jobsNamed('files-sweep');
    expect(jobs.map((j) => j.id)).toContain(id);
    // The one the first test committed, and this one.
    expect(handle).toHaveBeenCalledTimes(jobs.length);
  });

  it('retries a failing job, leaves it failed after its retries, and retry takes it back', async () => {
    const handle = jest.spyOn(JOBS['files-sweep'], 'handle').mockRejectedValue(new Error('storage down'));
    await kit.database.db.execute(
      sql`update pgboss.queue set retry_limit = 1, retry_delay = 0, retry_backoff = false where name = 'files-sweep'`,
    );
    const id = (await kit.database.db.transaction((tx) => enqueue(tx, 'files-sweep', {})))!;
    runner = await startJobs(kit.database, { db: kit.database.db, storage: kitStorage() }, ONE_QUEUE);
    await until(async () => (await listJobs(kit.database, { state: 'failed' })).find((j) => j.id === id));
    expect(handle).toHaveBeenCalledTimes(2);
    const [dead] = (await listJobs(kit.database, { state: 'failed', name: 'files-sweep' })).filter((j) => j.id === id);
    expect(JSON.stringify(dead.output)).toContain('storage down');

    handle.mockResolvedValue({ unattached: 0, unreferenced: 0, strays: 0 });
    expect(await retryJobs(kit.database, [id, '00000000-0000-0000-0000-000000000000'])).toEqual([id]);
    await until(async () => (await jobsNamed('files-sweep')).find((j) => j.id === id && j.state === 'completed'));
    expect(handle).toHaveBeenCalledTimes(3);
  });
});

function kitStorage() {
  return { kind: 'local' } as unknown as Parameters<typeof startJobs>[1]['storage'];
}
