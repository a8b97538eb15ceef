import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { acrossPair, comboCondition, comboQuery, taxonCombos, type Combo } from '../../test/taxon-combos';
import { narrowTaxonomy, REVIEW_SETS, setFewOwnersForTests } from '../../lib/taxonomy-filter';
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
  [
    'specialtyId',
    'specialties',
    'join treatment_specialties ts on ts.treatment_id = rt.treatment_id where ts.specialty_id = $1',
  ],
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
        (
          await expectJson(
            t.client.public.reviews.$get({ query: { [key]: `${id}`, limit: '1', ...(sort ? { sort } : {}) } }),
            200,
          )
        ).total;
      expect({ id, n: await total(), photos: await total('photos'), popular: await total('popular') }).toEqual({
        id,
        ...want,
      });
      if (want.n > 0) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(0);
  });

  it("under combined filters (the picker's paths): newest, with photos and popular", async () => {
    const combos = await taxonCombos(t, 12);
    expect(combos.length).toBeGreaterThan(20);
    let nonzero = 0;
    // Narrowed lists either fetch their few reviews by id or walk the list order: both forms give the rule's list.
    for (const [combo, few] of [
      ...combos.map((c) => [c, 2000] as const),
      ...combos.slice(0, 12).map((c) => [c, 0] as const),
    ]) {
      setFewOwnersForTests(few);
      const where = comboCondition('review_treatments', 'r.id', combo);
      const [want] = await t.query<{ n: number; photos: number; popular: number }>(
        `select count(*)::int n, (count(*) filter (where r.has_photos))::int photos, (count(*) filter (where r.popular))::int popular
           from reviews r where ${where.sql}`,
        where.params,
      );
      const total = async (sort?: 'photos' | 'popular') =>
        (
          await expectJson(
            t.client.public.reviews.$get({ query: { ...comboQuery(combo), limit: '1', ...(sort ? { sort } : {}) } }),
            200,
          )
        ).total;
      expect({ combo, few, n: await total(), photos: await total('photos'), popular: await total('popular') }).toEqual({
        combo,
        few,
        ...want,
      });
      // And the list itself: its newest 50 are the newest 50 the rule finds.
      const ids = await t.query<{ id: number }>(
        `select r.id from reviews r where ${where.sql} order by r.id desc limit 50`,
        where.params,
      );
      const listed = (
        await expectJson(t.client.public.reviews.$get({ query: { ...comboQuery(combo), limit: '50' } }), 200)
      ).data.map((r) => r.id);
      expect({ combo, few, listed }).toEqual({ combo, few, listed: ids.map((r) => r.id) });
      if (want.n > 0) nonzero++;
    }
    setFewOwnersForTests(2000);
    expect(nonzero).toBeGreaterThan(0);
  });

  it('follows reviews written and deleted, and a clinic deleted with its reviews', async () => {
    const photo = {
      path: '/files/seed/review-before-1.webp',
      name: 'a.webp',
      type: 'image/webp',
      size: 10,
      hash: 'x'.repeat(64),
    };
    const total = async (q: Record<string, string>) =>
      (await expectJson(t.client.public.reviews.$get({ query: { ...q, limit: '1' } }), 200)).total;
    // A specialty and a concern that some treatment meets both alone, and two treatments each meeting only one of
    // them: a review with those two meets the pair only across its treatments.
    const pair = await acrossPair(t);
    const across: Combo = { specialtyId: pair.specialty, concernId: pair.concern };
    // The same specialty with the first treatment: met by that treatment alone.
    const alone: Combo = { specialtyId: pair.specialty, treatmentId: pair.t1 };
    const plain = async (combo: Combo) => {
      const where = comboCondition('review_treatments', 'r.id', combo);
      return (await t.query<{ n: number }>(`select count(*)::int n from reviews r where ${where.sql}`, where.params))[0]
        .n;
    };
    const snapshot = async () => ({
      t1: await total({ treatmentId: `${pair.t1}` }),
      s: await total({ specialtyId: `${pair.specialty}` }),
      pop: await total({ treatmentId: `${pair.t1}`, sort: 'popular' }),
      across: await total(comboQuery(across)),
      acrossPhotos: await total({ ...comboQuery(across), sort: 'photos' }),
      narrowed: await narrowTaxonomy(t.database.db, REVIEW_SETS, across),
    });
    const before = await snapshot();
    expect(before.across).toBe(await plain(across));
    const [clinic] = await t.query<{ id: number }>(
      "insert into clinics (name) values ('합계 삭제 테스트의원') returning id",
    );
    const write = (rating: number, photos: boolean) =>
      createReview(t.database.db, {
        memberId: null,
        clinicId: clinic.id,
        eventId: null,
        doctorIds: [],
        treatmentIds: [pair.t1, pair.t2],
        title: '합계',
        content: '합계 테스트',
        rating,
        beforePhotos: photos ? [photo] : [],
        afterPhotos: photos ? [{ ...photo, hash: 'y'.repeat(64) }] : [],
      });
    const first = await write(5, true);
    await write(3, false);
    await write(4, true);
    const mine = (
      await t.query<{ id: number }>('select id from reviews where clinic_id = $1 order by id desc', [clinic.id])
    ).map((r) => r.id);
    expect(await total({ treatmentId: `${pair.t1}` })).toBe(before.t1 + 3);
    expect(await total({ treatmentId: `${pair.t1}`, sort: 'popular' })).toBe(before.pop + 2);
    expect(await total({ specialtyId: `${pair.specialty}` })).toBe(before.s + 3);
    expect(await total(comboQuery(across))).toBe(before.across + 3);
    // Met only across the two treatments: the pair is no longer narrowed to "one of the treatments meeting both",
    // and the new reviews are listed, first (the newest), in the list and with their clinic.
    expect(await narrowTaxonomy(t.database.db, REVIEW_SETS, across)).toEqual(across);
    const list = async (combo: Combo, extra: Record<string, string> = {}) =>
      await expectJson(t.client.public.reviews.$get({ query: { ...comboQuery(combo), ...extra, limit: '3' } }), 200);
    expect((await list(across)).data.map((r) => r.id)).toEqual(mine);
    expect(await list(across, { clinicId: `${clinic.id}` })).toMatchObject({
      total: 3,
      data: mine.map((id) => ({ id })),
    });
    // Met by one treatment alone: narrowed, and the same reviews with their clinic.
    expect(await narrowTaxonomy(t.database.db, REVIEW_SETS, alone)).toEqual({
      anyTreatments: `{${pair.t1}}`,
      fewOwners: true,
    });
    expect(await list(alone, { clinicId: `${clinic.id}` })).toMatchObject({
      total: 3,
      data: mine.map((id) => ({ id })),
    });
    expect(await total({ ...comboQuery(across), sort: 'photos' })).toBe(before.acrossPhotos + 2);
    await deleteReview(t.database.db, first);
    expect(await total({ treatmentId: `${pair.t1}` })).toBe(before.t1 + 2);
    expect(await total({ treatmentId: `${pair.t1}`, sort: 'popular' })).toBe(before.pop + 1);
    expect(await total(comboQuery(across))).toBe(before.across + 2);
    await t.query('delete from clinics where id = $1', [clinic.id]);
    expect(await snapshot()).toEqual(before);
  });

  it('a combined filter agrees with the list it pages', async () => {
    const [{ specialty, treatment }] = await t.query<{ specialty: number; treatment: number }>(
      `select ts.specialty_id as specialty, ts.treatment_id as treatment from treatment_specialties ts
         join review_treatments rt on rt.treatment_id = ts.treatment_id group by 1, 2 order by count(*) desc limit 1`,
    );
    const all = await expectJson(
      t.client.public.reviews.$get({
        query: { specialtyId: `${specialty}`, treatmentId: `${treatment}`, limit: '1000' },
      }),
      200,
    );
    expect(all.total).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.total);
  });
});
