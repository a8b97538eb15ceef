import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clinics, doctors, events } from '../../db/schema';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { createReview, deleteReview } from './reviews.writer';

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
    const [event] = await t.database.db.insert(events).values({ clinicId: clinic.id, title: '테스트 이벤트' }).returning();
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
    expect((await expectJson(api.events[':id'].$get(one(event.id)), 200)).data).toMatchObject({ reviewCount: 1, averageRating: 5 });
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
    const answer = await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${clinic.id}` }, query: {} }), 200);
    expect(answer.data.reviewCount).toBe(0);
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
      const page = await expectJson(t.client.public.reviews.$get({ query: { clinicId: `${clinic.id}`, offset: `${offset}`, limit: '10' } }), 200);
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
