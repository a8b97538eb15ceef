import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked, type BackendClient } from '../../test/client';

let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

type Query = InferRequestType<BackendClient['public']['clinics']['$get']>['query'];
const list = (query: Query) => expectJson(t.client.public.clinics.$get({ query }), 200);
const clinic = (id: number, lang?: 'ja') =>
  expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${id}` }, query: { lang } }), 200);

describe('GET /public/clinics', () => {
  it('lists every seeded clinic with every clinic field, most reviewed first', async () => {
    const body = await list({ offset: '0', limit: '100000' });
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from clinics where is_published');
    expect(body.total).toBe(n);
    expect(body.data).toHaveLength(n);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'address',
        'averageRating',
        'bannerImage',
        'description',
        'district',
        'languages',
        'location',
        'openingHours',
        'safety',
        'station',
        'doctors',
        'events',
        'id',
        'introductionImages',
        'name',
        'phone',
        'profileImage',
        'reviewCount',
        'specialties',
        'trust',
      ].sort(),
    );
    expect(Object.keys(body.data[0].address).sort()).toEqual(['detailAddress', 'postalCode', 'roadAddress']);
    const counts = body.data.map((c) => c.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages with offset and limit without gaps or repeats', async () => {
    const all = (await list({ limit: '100000' })).data.map((c) => c.id);
    const page1 = await list({ offset: '0', limit: '7' });
    const page2 = await list({ offset: '7', limit: '7' });
    expect([...page1.data, ...page2.data].map((c) => c.id)).toEqual(all.slice(0, 14));
    expect(page2.total).toBe(all.length);
    const past = await list({ offset: `${all.length}`, limit: '10' });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('filters by specialty, treatment, concern and part as the stored links say', async () => {
    const [{ id: specialtyId }] = await t.query<{ id: number }>(
      'select specialty_id as id from clinic_specialties group by specialty_id order by count(*) desc limit 1',
    );
    const bySpecialty = await list({ specialtyId: `${specialtyId}` });
    expect(bySpecialty.total).toBeGreaterThan(0);
    for (const c of bySpecialty.data) expect(c.specialties.map((s) => s.id)).toContain(specialtyId);

    const [{ id: treatmentId, n }] = await t.query<{ id: number; n: number }>(
      'select treatment_id as id, count(*)::int as n from clinic_treatments group by treatment_id order by count(*) desc limit 1',
    );
    const byTreatment = await list({ treatmentId: `${treatmentId}` });
    expect(byTreatment.total).toBe(n);
    expect(byTreatment.data).toHaveLength(n);

    const [{ concern, expected }] = await t.query<{ concern: number; expected: number }>(
      `select tc.concern_id as concern, count(distinct ct.clinic_id)::int as expected from clinic_treatments ct
       join treatment_concerns tc on tc.treatment_id = ct.treatment_id group by tc.concern_id order by 2 desc limit 1`,
    );
    expect((await list({ concernId: `${concern}` })).total).toBe(expected);

    const [{ part, expectedByPart }] = await t.query<{ part: number; expectedByPart: number }>(
      `select cp.part_id as part, count(distinct ct.clinic_id)::int as "expectedByPart" from clinic_treatments ct
       join treatment_concerns tc on tc.treatment_id = ct.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id
       group by cp.part_id order by 2 desc limit 1`,
    );
    expect((await list({ partId: `${part}` })).total).toBe(expectedByPart);

    const combined = await list({ specialtyId: `${specialtyId}`, treatmentId: `${treatmentId}` });
    expect(combined.total).toBeLessThanOrEqual(Math.min(bySpecialty.total, byTreatment.total));
  });

  it('answers an empty list for a filter id nothing matches', async () => {
    expect(await list({ treatmentId: '999999' })).toEqual({ data: [], total: 0 });
  });

  it.each([
    [{ limit: 'abc' }, 'limit'],
    [{ offset: '-5' }, 'offset'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '100001' }, 'limit'],
    [{ offset: '1.5' }, 'offset'],
    [{ specialtyId: 'abc' }, 'specialtyId'],
    [{ treatmentId: '-1' }, 'treatmentId'],
    [{ partId: '0' }, 'partId'],
    [{ concernId: '1e3' }, 'concernId'],
    [{ treatmentId: '99999999999' }, 'treatmentId'],
    [{ lang: unchecked<'ko'>('fr') }, 'lang'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    const { error } = await expectJson(t.client.public.clinics.$get({ query }), 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toHaveProperty(field);
    expect(error.message).toContain(field);
  });
});

describe('GET /public/clinics/{id}', () => {
  it('answers the clinic with counts that match its reviews', async () => {
    const { data } = await clinic(1);
    const [stored] = await t.query<{ n: number; avg: string }>(
      // One rounding of the exact average, half up (numeric: 4.35 stays 4.35), to the decimal the page shows.
      'select count(*)::int as n, coalesce(round(avg(rating), 1), 0)::text as avg from reviews where clinic_id = 1',
    );
    expect(data.reviewCount).toBe(stored.n);
    expect(data.averageRating).toBe(Number(stored.avg));
    expect(data.profileImage?.url).toMatch(/^\/files\/seed\/.+\.webp$/);
    expect(data.doctors.length).toBeGreaterThan(0);
    expect(data.events[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
  });

  it('localises specialty names with lang', async () => {
    const ko = (await clinic(1)).data.specialties[0].name;
    const ja = (await clinic(1, 'ja')).data.specialties[0].name;
    expect(ko).toMatch(/[가-힣]/);
    expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('keeps empty fields empty for a sparse clinic', async () => {
    const [{ id }] = await t.query<{ id: number }>('select id from clinics where description is null limit 1');
    const { data } = await clinic(id);
    expect(data.description).toBeNull();
    expect(data.address).toEqual({ roadAddress: null, detailAddress: null, postalCode: null });
    expect(data.phone).toBeNull();
    expect(data.introductionImages).toEqual([]);
  });

  it.each([
    ['999999', 404, 'NOT_FOUND'],
    ['abc', 400, 'VALIDATION_ERROR'],
    ['0', 400, 'VALIDATION_ERROR'],
    ['1.5', 400, 'VALIDATION_ERROR'],
    ['99999999999', 400, 'VALIDATION_ERROR'],
    ['%27%20or%201%3D1', 400, 'VALIDATION_ERROR'],
  ])('GET /public/clinics/%s → %d', async (id, status, code) => {
    const res = await reply(t.client.public.clinics[':id'].$get({ param: { id }, query: {} }));
    expect(res).toEqual({ status, body: { error: expect.objectContaining({ code }) } });
  });
});

describe('GET /public/clinics?sort', () => {
  const all = (sort?: 'recommended' | 'rating' | 'reviews') => list({ sort, limit: '100000' });
  // Each adjacent pair in order: `before` says whether a may come before b.
  const inOrder = <T>(items: T[], before: (a: T, b: T) => boolean) =>
    items.slice(1).every((b, i) => before(items[i], b));

  it('recommended is the order without sort, answer for answer', async () => {
    expect(await all('recommended')).toEqual(await all());
    const byDefault = await list({ specialtyId: '1', offset: '1', limit: '5' });
    expect(await list({ specialtyId: '1', offset: '1', limit: '5', sort: 'recommended' })).toEqual(byDefault);
  });

  it('reviews: most reviewed first, then by id', async () => {
    const { data, total } = await all('reviews');
    expect(data).toHaveLength(total);
    expect(
      inOrder(data, (a, b) => a.reviewCount > b.reviewCount || (a.reviewCount === b.reviewCount && a.id < b.id)),
    ).toBe(true);
  });

  it('rating: highest average first, then most reviewed, then by id; unreviewed clinics last', async () => {
    const { data, total } = await all('rating');
    expect(data).toHaveLength(total);
    // The order is the exact average's (the answer shows it rounded to one decimal, which ties more often).
    const exact = new Map(
      (await t.query<{ id: number; avg: number }>('select id, average_rating as avg from clinics')).map((r) => [
        r.id,
        Number(r.avg),
      ]),
    );
    const key = (c: (typeof data)[number]) => [exact.get(c.id) ?? -1, c.reviewCount, -c.id];
    expect(
      inOrder(data, (a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0] > y[0] || (x[0] === y[0] && (x[1] > y[1] || (x[1] === y[1] && x[2] > y[2])));
      }),
    ).toBe(true);
    const firstUnreviewed = data.findIndex((c) => c.reviewCount === 0);
    if (firstUnreviewed >= 0) expect(data.slice(firstUnreviewed).every((c) => c.reviewCount === 0)).toBe(true);
    // Pages cut from the same order.
    const page = await list({ sort: 'rating', offset: '3', limit: '4' });
    expect(page.data.map((c) => c.id)).toEqual(data.slice(3, 7).map((c) => c.id));
  });

  it('keeps the filter under a sort', async () => {
    const filtered = await list({ specialtyId: '1', sort: 'rating', limit: '100000' });
    const plain = await list({ specialtyId: '1', limit: '100000' });
    expect(filtered.total).toBe(plain.total);
    expect(new Set(filtered.data.map((c) => c.id))).toEqual(new Set(plain.data.map((c) => c.id)));
  });

  it.each(['best', 'RATING', ''])('sort=%j is a 400 naming sort', async (sort) => {
    const { status, body } = await reply(t.client.public.clinics.$get({ query: { sort: unchecked(sort) } }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { sort: 'sort must be recommended, rating, reviews or price' } },
    });
  });
});
