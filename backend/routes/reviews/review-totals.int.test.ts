import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';

// The review list's total under one taxonomy filter comes from review_taxon_counts (kept by the writer):
// it must be what counting the matching reviews gives, for every value, alone and with each sort.

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

  it('a combined filter is counted, and agrees with the list it pages', async () => {
    const [{ specialty, treatment }] = await t.query<{ specialty: number; treatment: number }>(
      `select ts.specialty_id as specialty, ts.treatment_id as treatment from treatment_specialties ts
         join review_treatments rt on rt.treatment_id = ts.treatment_id group by 1, 2 order by count(*) desc limit 1`,
    );
    const all = await expectJson(t.client.public.reviews.$get({ query: { specialtyId: `${specialty}`, treatmentId: `${treatment}`, limit: '1000' } }), 200);
    expect(all.total).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.total);
  });
});
