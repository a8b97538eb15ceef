import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { comboCondition, comboQuery, taxonCombos, type Combo } from '../../test/taxon-combos';
import { createReview, deleteReview } from './reviews.writer';

// The review list's total under one taxonomy filter comes from review_taxon_counts, under combined filters from
// review_treatment_sets (both kept by the writer): it must be what counting the matching reviews gives, for
// every value, alone and with each sort.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const FILTERS = [
  ['specialtyId', 'specialties', 'join treatment_specialties ts on ts.treatment_id = rt.treatment_id where ts.specialty_id = $1'],
  [
    'partId',
    'parts',
    'join treatment_concerns tc on tc.treatment_id = rt.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id where cp.part_id = $1',
  ],
  ['concernId', 'concerns', 'join treatment_concerns tc on tc.treatment_id = rt.treatment_id where tc.concern_id = $1'],
  ['treatmentId', 'treatments', 'where rt.treatment_id = $1'],
] as const;

describe('GET /public/reviews totals under a taxonomy filter', () => {
  it.each(FILTERS)('%s: every value, newest, with photos and popular', async (key, table, link) => {
    const ids = (await t.query<{ id: number }>(`select id from ${table} order by id`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    let nonzero = 0;
    for (const id of ids) {
      const [want] = await t.query<{ n: number; photos: number; popular: number }>(
        `select count(*)::int n, (count(*) filter (where r.has_photos))::int photos, (count(*) filter (where r.popular))::int popular
           from reviews r where exists (select 1 from review_treatments rt ${link} and rt.review_id = r.id)`,
        [id],
      );
      const total = async (sort?: 'photos' | 'popular') =>
        (await expectJson(t.client.public.reviews.$get({ query: { [key]: `${id}`, limit: '1', ...(sort ? { sort } : {}) } }), 200)).total;
      expect({ id, n: await total(), photos: await total('photos'), popular: await total('popular') }).toEqual({ id, ...want });
      if (want.n > 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(0);
  });

  it("under combined filters (the picker's paths): newest, with photos and popular", async () => {
    const combos = await taxonCombos(t, 12);
    expect(combos.length).toBeGreaterThan(20);
    let nonzero = 0;
    for (const combo of combos) {
      const where = comboCondition('review_treatments', 'r.id', combo);
      const [want] = await t.query<{ n: number; photos: number; popular: number }>(
        `select count(*)::int n, (count(*) filter (where r.has_photos))::int photos, (count(*) filter (where r.popular))::int popular
           from reviews r where ${where.sql}`,
        where.params,
      );
      const total = async (sort?: 'photos' | 'popular') =>
        (await expectJson(t.client.public.reviews.$get({ query: { ...comboQuery(combo), limit: '1', ...(sort ? { sort } : {}) } }), 200)).total;
      expect({ combo, n: await total(), photos: await total('photos'), popular: await total('popular') }).toEqual({ combo, ...want });
      // And the list itself: its newest 50 are the newest 50 the rule finds.
      const ids = await t.query<{ id: number }>(`select r.id from reviews r where ${where.sql} order by r.id desc limit 50`, where.params);
      const listed = (await expectJson(t.client.public.reviews.$get({ query: { ...comboQuery(combo), limit: '50' } }), 200)).data.map((r) => r.id);
      expect({ combo, listed }).toEqual({ combo, listed: ids.map((r) => r.id) });
      if (want.n > 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(0);
  });

  it('follows reviews written and deleted, and a clinic deleted with its reviews', async () => {
    const photo = { path: '/files/seed/review-before-1.webp', name: 'a.webp', type: 'image/webp', size: 10, hash: 'x'.repeat(64) };
    const total = async (q: Record<string, string>) => (await expectJson(t.client.public.reviews.$get({ query: { ...q, limit: '1' } }), 200)).total;
    const [specialty] = await t.query<{ id: number }>('select specialty_id as id from treatment_specialties where treatment_id = 1 limit 1');
    // A combination met only across the review's two treatments: a specialty of treatment 1 and a concern of 2.
    const [concern] = await t.query<{ id: number }>('select concern_id as id from treatment_concerns where treatment_id = 2 limit 1');
    const across: Combo = { specialtyId: specialty.id, concernId: concern.id };
    const plain = async (combo: Combo) => {
      const where = comboCondition('review_treatments', 'r.id', combo);
      return (await t.query<{ n: number }>(`select count(*)::int n from reviews r where ${where.sql}`, where.params))[0].n;
    };
    const snapshot = async () => ({
      t1: await total({ treatmentId: '1' }),
      s: await total({ specialtyId: `${specialty.id}` }),
      pop: await total({ treatmentId: '1', sort: 'popular' }),
      across: await total(comboQuery(across)),
      acrossPhotos: await total({ ...comboQuery(across), sort: 'photos' }),
    });
    const before = await snapshot();
    expect(before.across).toBe(await plain(across));
    const [clinic] = await t.query<{ id: number }>("insert into clinics (name) values ('합계 삭제 테스트의원') returning id");
    const write = (rating: number, photos: boolean) =>
      createReview(t.database.db, {
        memberId: null,
        clinicId: clinic.id,
        eventId: null,
        doctorIds: [],
        treatmentIds: [1, 2],
        title: '합계',
        content: '합계 테스트',
        rating,
        beforePhotos: photos ? [photo] : [],
        afterPhotos: photos ? [{ ...photo, hash: 'y'.repeat(64) }] : [],
      });
    const first = await write(5, true);
    await write(3, false);
    await write(4, true);
    expect(await total({ treatmentId: '1' })).toBe(before.t1 + 3);
    expect(await total({ treatmentId: '1', sort: 'popular' })).toBe(before.pop + 2);
    expect(await total({ specialtyId: `${specialty.id}` })).toBe(before.s + 3);
    expect(await total(comboQuery(across))).toBe(before.across + 3);
    // Met only across the two treatments, the new reviews are listed too (the filter is not narrowed to one treatment).
    const listed = (await expectJson(t.client.public.reviews.$get({ query: { ...comboQuery(across), limit: '3' } }), 200)).data.map((r) => r.id);
    expect(listed).toEqual((await t.query<{ id: number }>('select id from reviews where clinic_id = $1 order by id desc', [clinic.id])).map((r) => r.id));
    expect(await total({ ...comboQuery(across), sort: 'photos' })).toBe(before.acrossPhotos + 2);
    await deleteReview(t.database.db, first);
    expect(await total({ treatmentId: '1' })).toBe(before.t1 + 2);
    expect(await total({ treatmentId: '1', sort: 'popular' })).toBe(before.pop + 1);
    expect(await total(comboQuery(across))).toBe(before.across + 2);
    await t.query('delete from clinics where id = $1', [clinic.id]);
    expect(await snapshot()).toEqual(before);
  });

  it('a combined filter agrees with the list it pages', async () => {
    const [{ specialty, treatment }] = await t.query<{ specialty: number; treatment: number }>(
      `select ts.specialty_id as specialty, ts.treatment_id as treatment from treatment_specialties ts
         join review_treatments rt on rt.treatment_id = ts.treatment_id group by 1, 2 order by count(*) desc limit 1`,
    );
    const all = await expectJson(t.client.public.reviews.$get({ query: { specialtyId: `${specialty}`, treatmentId: `${treatment}`, limit: '1000' } }), 200);
    expect(all.total).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.total);
  });
});
