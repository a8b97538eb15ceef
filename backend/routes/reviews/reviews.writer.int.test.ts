import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clinics, doctors, events } from '../../db/schema';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { createReview, deleteReview, recountRatings } from './reviews.writer';

let t: TestBackend;
const created: number[] = [];

beforeAll(async () => {
  t = await openTestBackend();
});
// Suites may share one PostgreSQL database: remove what this one made (reviews cascade with the clinic).
afterAll(async () => {
  if (created.length) await t.query(`delete from clinics where id = any($1::int[])`, [created]);
  await t.close();
});

const newClinic = async (name: string) => {
  const [clinic] = await t.database.db.insert(clinics).values({ name }).returning();
  created.push(clinic.id);
  return clinic;
};

describe('review writer keeps averageRating and reviewCount', () => {
  it('updates clinic, doctor and event counters in the write, and takes them back on delete', async () => {
    // Own rows, so the suite can also run against a shared PostgreSQL database.
    const clinic = await newClinic('테스트 피부과의원');
    const [doctor] = await t.database.db.insert(doctors).values({ clinicId: clinic.id, name: '김테스트' }).returning();
    const [event] = await t.database.db
      .insert(events)
      .values({ clinicId: clinic.id, title: '테스트 이벤트' })
      .returning();
    const base = {
      memberId: null,
      clinicId: clinic.id,
      doctorIds: [doctor.id],
      treatmentIds: [1],
      title: '후기',
      content: '좋아요',
      beforePhotos: [],
      afterPhotos: [],
    };

    await createReview(t.database.db, { ...base, eventId: event.id, rating: 5 });
    const second = await createReview(t.database.db, { ...base, eventId: null, rating: 2 });

    const { public: api } = t.client;
    const one = (id: number) => ({ param: { id: `${id}` }, query: {} });
    const clinicOf = async () => (await expectJson(api.clinics[':id'].$get(one(clinic.id)), 200)).data;
    const doctorOf = async () => (await expectJson(api.doctors[':id'].$get(one(doctor.id)), 200)).data;
    expect(await clinicOf()).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect(await doctorOf()).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect((await expectJson(api.events[':id'].$get(one(event.id)), 200)).data).toMatchObject({
      reviewCount: 1,
      averageRating: 5,
    });
    expect((await expectJson(api.reviews.$get({ query: { clinicId: `${clinic.id}` } }), 200)).total).toBe(2);

    expect(await deleteReview(t.database.db, second)).toBe(true);
    expect(await clinicOf()).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect(await doctorOf()).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect(await deleteReview(t.database.db, second)).toBe(false);
  });

  it('rejects a rating outside 1..5 at the database and leaves counters alone', async () => {
    const clinic = await newClinic('별점 검사 의원');
    const base = {
      memberId: null,
      clinicId: clinic.id,
      eventId: null,
      doctorIds: [],
      treatmentIds: [],
      title: 't',
      content: 'c',
      beforePhotos: [],
      afterPhotos: [],
    };
    await expect(createReview(t.database.db, { ...base, rating: 6 })).rejects.toThrow();
    const answer = await expectJson(
      t.client.public.clinics[':id'].$get({ param: { id: `${clinic.id}` }, query: {} }),
      200,
    );
    expect(answer.data.reviewCount).toBe(0);
  });
});

describe('averageRating is rounded once, from the exact totals', () => {
  // Ratings in the order they are written: [5★ count, 4★, 3★, 2★, 1★].
  const ratingsOf = (bars: number[]) => bars.flatMap((n, i) => Array<number>(n).fill(5 - i));

  it('12×5 + 10×4 (4.545…) answers 4.5 on the event, clinic and doctor; 40/30/10/1/0 (4.345…) answers 4.3', async () => {
    const clinic = await newClinic('별점 반올림 의원');
    const [doctor] = await t.database.db.insert(doctors).values({ clinicId: clinic.id, name: '반올림' }).returning();
    const [event] = await t.database.db
      .insert(events)
      .values({ clinicId: clinic.id, title: '반올림 이벤트' })
      .returning();
    const base = {
      memberId: null,
      clinicId: clinic.id,
      treatmentIds: [],
      title: '후기',
      content: '내용',
      beforePhotos: [],
      afterPhotos: [],
    };
    for (const rating of ratingsOf([12, 10, 0, 0, 0]))
      await createReview(t.database.db, { ...base, eventId: event.id, doctorIds: [doctor.id], rating });

    const { public: api } = t.client;
    const one = (id: number) => ({ param: { id: `${id}` }, query: {} });
    const answers = async () => ({
      clinic: (await expectJson(api.clinics[':id'].$get(one(clinic.id)), 200)).data,
      doctor: (await expectJson(api.doctors[':id'].$get(one(doctor.id)), 200)).data,
      event: (await expectJson(api.events[':id'].$get(one(event.id)), 200)).data,
    });
    let now = await answers();
    for (const entity of [now.clinic, now.doctor, now.event])
      expect(entity).toMatchObject({ reviewCount: 22, averageRating: 4.5, ratingCounts: [0, 0, 0, 10, 12] });
    // Lists answer the same figure as the one-entity read.
    const listed = await expectJson(api.events.$get({ query: { clinicId: `${clinic.id}` } }), 200);
    expect(listed.data.find((e) => e.id === event.id)?.averageRating).toBe(4.5);

    // The clinic gets more reviews without the event or doctor: 40/30/10/1/0 in all.
    for (const rating of ratingsOf([28, 20, 10, 1, 0]))
      await createReview(t.database.db, { ...base, eventId: null, doctorIds: [], rating });
    now = await answers();
    expect(now.clinic).toMatchObject({ reviewCount: 81, averageRating: 4.3, ratingCounts: [0, 1, 10, 30, 40] });

    // The stored average is exact (the rating sort's key), and a full recount stores and answers the same.
    const stored = () =>
      t.query<{ avg: number; sum: number; n: number }>(
        'select average_rating as avg, rating_sum as sum, review_count as n from clinics where id = $1',
        [clinic.id],
      );
    const [before] = await stored();
    expect(Number(before.avg)).toBeCloseTo(352 / 81, 12);
    await recountRatings(t.database.db);
    expect(await stored()).toEqual([before]);
    expect(await answers()).toEqual(now);
  });
});

describe('clinic review positions', () => {
  it('pages a clinic newest first without gaps after a delete in the middle', async () => {
    const clinic = await newClinic('페이지 검사 의원');
    const base = {
      memberId: null,
      clinicId: clinic.id,
      eventId: null,
      doctorIds: [],
      treatmentIds: [],
      content: 'c',
      rating: 4,
      beforePhotos: [],
      afterPhotos: [],
    };
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push(await createReview(t.database.db, { ...base, title: `후기 ${i}` }));
    await deleteReview(t.database.db, ids[9]);
    const expected = ids.filter((_, i) => i !== 9).reverse();
    const seen: number[] = [];
    for (let offset = 0; offset < 30; offset += 10) {
      const page = await expectJson(
        t.client.public.reviews.$get({ query: { clinicId: `${clinic.id}`, offset: `${offset}`, limit: '10' } }),
        200,
      );
      expect(page.total).toBe(24);
      seen.push(...page.data.map((r) => r.id));
    }
    expect(seen).toEqual(expected);
    const [{ positions }] = await t.query<{ positions: number[] }>(
      'select array_agg(clinic_seq order by clinic_seq) as positions from reviews where clinic_id = $1',
      [clinic.id],
    );
    expect(positions).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
