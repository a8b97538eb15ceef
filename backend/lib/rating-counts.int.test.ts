import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../test/backend';
import { expectJson } from '../test/client';

// The rating histogram of a clinic's, doctor's and event's review tab: counts per rating as stored.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const stored = async (sqlText: string, id: number) => {
  const rows = await t.query<{ rating: number; n: number }>(`${sqlText} group by rating`, [id]);
  return [1, 2, 3, 4, 5].map((r) => rows.find((x) => Number(x.rating) === r)?.n ?? 0);
};

/** The most reviewed row of a table: its histogram has several bars. */
const busiest = async (table: string) =>
  (await t.query<{ id: number }>(`select id from ${table} order by review_count desc, id limit 1`))[0].id;

describe('ratingCounts on the one-entity reads', () => {
  it('a clinic: one count per rating, as stored, summing to its review count; lists leave it out', async () => {
    const id = await busiest('clinics');
    const { data } = await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${id}` }, query: {} }), 200);
    expect(data.ratingCounts).toEqual(
      await stored('select rating, count(*)::int as n from reviews where clinic_id = $1', id),
    );
    expect(data.ratingCounts!.reduce((a, b) => a + b, 0)).toBe(data.reviewCount);
    expect(data.ratingCounts!.filter((n) => n > 0).length).toBeGreaterThan(1);
    const list = await expectJson(t.client.public.clinics.$get({ query: { limit: '3' } }), 200);
    expect(list.data[0]).not.toHaveProperty('ratingCounts');
  });

  it('a doctor: through the reviews that name the doctor', async () => {
    const id = await busiest('doctors');
    const { data } = await expectJson(t.client.public.doctors[':id'].$get({ param: { id: `${id}` }, query: {} }), 200);
    expect(data.ratingCounts).toEqual(
      await stored(
        'select r.rating, count(*)::int as n from reviews r join review_doctors d on d.review_id = r.id where d.doctor_id = $1',
        id,
      ),
    );
    expect(data.ratingCounts!.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('an event, and a new event without reviews (all zero)', async () => {
    const id = await busiest('events');
    const { data } = await expectJson(t.client.public.events[':id'].$get({ param: { id: `${id}` }, query: {} }), 200);
    expect(data.ratingCounts).toEqual(
      await stored('select rating, count(*)::int as n from reviews where event_id = $1', id),
    );
    expect(data.ratingCounts!.reduce((a, b) => a + b, 0)).toBe(data.reviewCount);

    const [quiet] = await t.query<{ id: number }>(
      "insert into events (clinic_id, title) values ((select min(id) from clinics), '리뷰 없는 이벤트') returning id",
    );
    const empty = await expectJson(
      t.client.public.events[':id'].$get({ param: { id: `${quiet.id}` }, query: {} }),
      200,
    );
    expect(empty.data.ratingCounts).toEqual([0, 0, 0, 0, 0]);
    await t.query('delete from events where id = $1', [quiet.id]);
  });
});
