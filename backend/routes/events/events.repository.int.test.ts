import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { events } from '../../db/schema';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { listEvents } from './events.repository';

let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

// The demo data has almost only running events; this adds one that ended and one that has not started.
describe('listEvents, ongoing', () => {
  it('false is every event that is not running: ended or not yet started', async () => {
    const db = t.database.db;
    const [{ clinic }] = await t.query<{ clinic: number }>('select min(id) as clinic from clinics');
    const added = await db
      .insert(events)
      .values([
        {
          clinicId: clinic,
          title: 'ended',
          startsAt: sql`now() - interval '10 days'`,
          endsAt: sql`now() - interval '1 day'`,
        },
        { clinicId: clinic, title: 'upcoming', startsAt: sql`now() + interval '1 day'`, endsAt: null },
      ])
      .returning({ id: events.id });
    const ids = added.map((e) => e.id);
    try {
      const page = { clinicId: clinic, offset: 0, limit: 100_000, lang: 'ko' as const };
      const all = await listEvents(db, page);
      const running = await listEvents(db, { ...page, ongoing: true });
      const notRunning = await listEvents(db, { ...page, ongoing: false });
      expect(notRunning.data.map((e) => e.id)).toEqual(expect.arrayContaining(ids));
      for (const id of ids) expect(running.data.map((e) => e.id)).not.toContain(id);
      expect(running.total + notRunning.total).toBe(all.total);
      expect(notRunning.data).toHaveLength(notRunning.total);
    } finally {
      await db.delete(events).where(inArray(events.id, ids));
    }
  });
});
