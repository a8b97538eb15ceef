import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createReview, deleteReview, recountRatings } from '../routes/reviews/reviews.writer';
import { updateMemberReview } from '../routes/member-reviews/member-reviews.writer';
import { openTestBackend, type TestBackend } from '../test/backend';
import { expectJson } from '../test/client';

// The rating histogram of a clinic's, doctor's and event's review tab: kept on their rows by the review writer,
// always equal to a count over the stored reviews.

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

describe('the review writer keeps the histograms equal to the rows', () => {
  // Every clinic's, event's and doctor's kept histogram that differs from a count over the reviews (none, when right).
  const drift = () =>
    t.query<{ kind: string; id: number }>(`
      select 'clinic' as kind, c.id from clinics c
        where c.rating_counts <> (select array[${bars('r')}]::integer[] from reviews r where r.clinic_id = c.id)
      union all
      select 'event', v.id from events v
        where v.rating_counts <> (select array[${bars('r')}]::integer[] from reviews r where r.event_id = v.id)
      union all
      select 'doctor', d.id from doctors d
        where d.rating_counts <> (select array[${bars('r')}]::integer[]
          from review_doctors rd join reviews r on r.id = rd.review_id where rd.doctor_id = d.id)`);

  it('after seeding, a new review, an edit of its rating, event and doctors, and its deletion', async () => {
    expect(await drift()).toEqual([]);
    const [target] = await t.query<{ clinic_id: number; event_id: number; doctor_id: number; member_id: number }>(`
      select v.clinic_id, v.id as event_id, d.id as doctor_id, m.id as member_id
        from events v join doctors d on d.clinic_id = v.clinic_id cross join (select min(id) as id from members) m
        order by v.review_count desc, d.id limit 1`);
    const before = await t.query<{ rating_counts: number[] }>('select rating_counts from clinics where id = $1', [
      target.clinic_id,
    ]);

    const id = await createReview(t.database.db, {
      memberId: target.member_id,
      clinicId: target.clinic_id,
      eventId: target.event_id,
      doctorIds: [target.doctor_id],
      treatmentIds: [],
      title: '별점 분포 확인용 리뷰',
      content: '별점 분포가 리뷰 행과 같은지 확인하는 리뷰입니다. 스무 자를 넘깁니다.',
      rating: 2,
      beforePhotos: [],
      afterPhotos: [],
    });
    expect(await drift()).toEqual([]);
    const [after] = await t.query<{ rating_counts: number[] }>('select rating_counts from clinics where id = $1', [
      target.clinic_id,
    ]);
    expect(after.rating_counts[1]).toBe(before[0].rating_counts[1] + 1);

    await updateMemberReview(t.database.db, target.member_id, id, { rating: 5, event_id: null, doctors: [] });
    expect(await drift()).toEqual([]);

    await deleteReview(t.database.db, id);
    expect(await drift()).toEqual([]);
    const [end] = await t.query<{ rating_counts: number[] }>('select rating_counts from clinics where id = $1', [
      target.clinic_id,
    ]);
    expect(end.rating_counts).toEqual(before[0].rating_counts);
  });

  it('the recount puts back a histogram that was wrong', async () => {
    const id = await busiest('clinics');
    await t.query(`update clinics set rating_counts = '{9,9,9,9,9}' where id = $1`, [id]);
    expect(await drift()).toEqual([{ kind: 'clinic', id }]);
    await recountRatings(t.database.db, { reviewFlags: false });
    expect(await drift()).toEqual([]);
  });
});

function bars(r: string) {
  return [1, 2, 3, 4, 5].map((n) => `count(*) filter (where ${r}.rating = ${n})`).join(', ');
}
