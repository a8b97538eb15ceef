import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { resetEnvForTests } from '../env';
import { openTestBackend, type TestBackend } from '../test/backend';
import { expectJson } from '../test/client';
import { cleanup, createClinic, createMember, type TestMember } from '../routes/members/member-test-kit';

// Every database wait is bounded (DB_LOCK_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): a request blocked by a lock
// another session holds answers 503 with Retry-After at the bound, instead of hanging as long as the lock
// is held, and the pool serves the next request. PostgreSQL only: PGlite has one session, nobody else can
// hold a lock (the PGlite run reports this suite as skipped).

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('bounded waits on PostgreSQL', () => {
  let t: TestBackend;
  let member: TestMember;
  let clinicId: number;

  beforeAll(async () => {
    process.env.DB_LOCK_TIMEOUT_MS = '300';
    process.env.DB_STATEMENT_TIMEOUT_MS = '1500';
    resetEnvForTests();
    t = await openTestBackend();
    member = await createMember(t);
    clinicId = (await createClinic(t)).clinic.id;
  });
  afterAll(async () => {
    delete process.env.DB_LOCK_TIMEOUT_MS;
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    resetEnvForTests();
    await cleanup(t);
    await t.close();
  });

  const book = () =>
    member.api.member.counsels.$post({
      header: {},
      json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content: '잠금 확인' },
    });

  it('a booking blocked by a lock held elsewhere answers 503 + Retry-After at the lock timeout; once released, it books', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      // Another session holds the clinic's row (a long migration, a stuck transaction): the counsel's foreign key waits for it.
      await holder.query('begin');
      await holder.query('select 1 from clinics where id = $1 for update', [clinicId]);
      const started = Date.now();
      const blocked = await book();
      const waited = Date.now() - started;
      expect(blocked.status).toBe(503);
      expect(blocked.headers.get('retry-after')).toBe('5');
      expect(waited).toBeLessThan(3_000);
      await holder.query('rollback');
      expect((await expectJson(book(), 201)).data.clinic_id).toBe(clinicId);
    } finally {
      await holder.end();
    }
  });

  it('a statement running past DB_STATEMENT_TIMEOUT_MS is stopped by the server (57014, answered 503), and the pool serves the next request', async () => {
    const outcome = await t.database.db.execute('select pg_sleep(3)').then(
      () => 'finished',
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(outcome).toBe('57014');
    expect((await t.client.public.clinics.$get({ query: { limit: '1' } })).status).toBe(200);
  });
});

// The database going away while a request holds a pooled connection (in a transaction, between or during its
// statements), as `npm run soak` stops it: the request answers 503, nothing in the process throws, and the
// pool serves the next request on a fresh connection.
onPostgres('a connection lost in the middle of a transaction', () => {
  let t: TestBackend;
  let member: TestMember;
  let clinicId: number;

  beforeAll(async () => {
    t = await openTestBackend();
    member = await createMember(t);
    clinicId = (await createClinic(t)).clinic.id;
  });
  afterAll(async () => {
    await cleanup(t);
    await t.close();
  });

  it('answers 503 with Retry-After, raises no uncaught error, and the next request is served', async () => {
    const counsel = await expectJson(
      member.api.member.counsels.$post({
        header: {},
        json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content: '' },
      }),
      201,
    );
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      // The review's transaction waits for the clinic's row, which another session holds…
      await holder.query('begin');
      await holder.query('select 1 from clinics where id = $1 for update', [clinicId]);
      const pending = member.api.member.reviews.$post({
        header: {},
        json: {
          counsel_id: counsel.data.id,
          title: '연결이 끊긴 후기',
          content: '저장되면 안 됩니다',
          rating: 4,
          incentive: false,
        },
      });
      let pid: number | undefined;
      for (let i = 0; i < 100 && pid === undefined; i++) {
        const waiting = await holder.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        );
        pid = waiting.rows[0]?.pid;
        if (pid === undefined) await new Promise((r) => setTimeout(r, 20));
      }
      expect(pid).toBeDefined();
      // …and its connection is ended by the server, as a shutdown does.
      await holder.query('select pg_terminate_backend($1)', [pid]);
      const res = await pending;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      await holder.query('rollback');
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from reviews where member_id = $1', [
        member.id,
      ]);
      expect(n).toBe(0);
      expect((await t.client.public.clinics.$get({ query: { limit: '1' } })).status).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
      await holder.end();
    }
  });
});
