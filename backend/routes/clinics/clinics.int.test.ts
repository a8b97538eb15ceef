import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Clinic } from '../../schemas/entities';
import { openTestBackend, type TestBackend } from '../../test/backend';

type List = { data: Clinic[]; total: number };
type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('GET /public/clinics', () => {
  it('lists every seeded clinic with the spec §3 fields, most reviewed first', async () => {
    const { status, body } = await t.get<List>('/public/clinics?offset=0&limit=100000');
    expect(status).toBe(200);
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from clinics');
    expect(body.total).toBe(n);
    expect(body.data).toHaveLength(n);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['address', 'averageRating', 'bannerImage', 'description', 'doctors', 'events', 'id', 'introductionImages', 'name', 'profileImage', 'reviewCount', 'specialties'].sort(),
    );
    expect(Object.keys(body.data[0].address).sort()).toEqual(['detailAddress', 'roadAddress']);
    const counts = body.data.map((c) => c.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages with offset and limit without gaps or repeats', async () => {
    const all = (await t.get<List>('/public/clinics?limit=100000')).body.data.map((c) => c.id);
    const page1 = (await t.get<List>('/public/clinics?offset=0&limit=7')).body;
    const page2 = (await t.get<List>('/public/clinics?offset=7&limit=7')).body;
    expect([...page1.data, ...page2.data].map((c) => c.id)).toEqual(all.slice(0, 14));
    expect(page2.total).toBe(all.length);
    const past = (await t.get<List>(`/public/clinics?offset=${all.length}&limit=10`)).body;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('filters by specialty, treatment, concern and part as the stored links say', async () => {
    const [{ id: specialtyId }] = await t.query<{ id: number }>(
      'select specialty_id as id from clinic_specialties group by specialty_id order by count(*) desc limit 1',
    );
    const bySpecialty = (await t.get<List>(`/public/clinics?specialtyId=${specialtyId}`)).body;
    expect(bySpecialty.total).toBeGreaterThan(0);
    for (const c of bySpecialty.data) expect(c.specialties.map((s) => s.id)).toContain(specialtyId);

    const [{ id: treatmentId, n }] = await t.query<{ id: number; n: number }>(
      'select treatment_id as id, count(*)::int as n from clinic_treatments group by treatment_id order by count(*) desc limit 1',
    );
    const byTreatment = (await t.get<List>(`/public/clinics?treatmentId=${treatmentId}`)).body;
    expect(byTreatment.total).toBe(n);
    expect(byTreatment.data).toHaveLength(n);

    const [{ concern, expected }] = await t.query<{ concern: number; expected: number }>(
      `select tc.concern_id as concern, count(distinct ct.clinic_id)::int as expected from clinic_treatments ct
       join treatment_concerns tc on tc.treatment_id = ct.treatment_id group by tc.concern_id order by 2 desc limit 1`,
    );
    expect((await t.get<List>(`/public/clinics?concernId=${concern}`)).body.total).toBe(expected);

    const [{ part, expectedByPart }] = await t.query<{ part: number; expectedByPart: number }>(
      `select cp.part_id as part, count(distinct ct.clinic_id)::int as "expectedByPart" from clinic_treatments ct
       join treatment_concerns tc on tc.treatment_id = ct.treatment_id join concern_parts cp on cp.concern_id = tc.concern_id
       group by cp.part_id order by 2 desc limit 1`,
    );
    expect((await t.get<List>(`/public/clinics?partId=${part}`)).body.total).toBe(expectedByPart);

    const combined = (await t.get<List>(`/public/clinics?specialtyId=${specialtyId}&treatmentId=${treatmentId}`)).body;
    expect(combined.total).toBeLessThanOrEqual(Math.min(bySpecialty.total, byTreatment.total));
  });

  it('answers an empty list for a filter id nothing matches', async () => {
    const { status, body } = await t.get<List>('/public/clinics?treatmentId=999999');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], total: 0 });
  });

  it.each([
    ['limit=abc', 'limit'],
    ['offset=-5', 'offset'],
    ['limit=0', 'limit'],
    ['limit=100001', 'limit'],
    ['offset=1.5', 'offset'],
    ['specialtyId=abc', 'specialtyId'],
    ['treatmentId=-1', 'treatmentId'],
    ['partId=0', 'partId'],
    ['concernId=1e3', 'concernId'],
    ['treatmentId=99999999999', 'treatmentId'],
    ['lang=fr', 'lang'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await t.get<Err>(`/public/clinics?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields).toHaveProperty(field);
    expect(body.error.message).toContain(field);
  });
});

describe('GET /public/clinics/{id}', () => {
  it('answers the clinic with counts that match its reviews', async () => {
    const { status, body } = await t.get<{ data: Clinic }>('/public/clinics/1');
    expect(status).toBe(200);
    const [stored] = await t.query<{ n: number; avg: string }>(
      'select count(*)::int as n, coalesce(round(avg(rating), 2), 0)::text as avg from reviews where clinic_id = 1',
    );
    expect(body.data.reviewCount).toBe(stored.n);
    expect(body.data.averageRating).toBeCloseTo(Number(stored.avg), 2);
    expect(body.data.profileImage?.url).toMatch(/^\/files\/seed\/.+\.webp$/);
    expect(body.data.doctors.length).toBeGreaterThan(0);
    expect(body.data.events[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
  });

  it('localises specialty names with lang', async () => {
    const ko = (await t.get<{ data: Clinic }>('/public/clinics/1')).body.data.specialties[0].name;
    const ja = (await t.get<{ data: Clinic }>('/public/clinics/1?lang=ja')).body.data.specialties[0].name;
    expect(ko).toMatch(/[가-힣]/);
    expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('keeps empty fields empty for a sparse clinic', async () => {
    const [{ id }] = await t.query<{ id: number }>('select id from clinics where description is null limit 1');
    const { body } = await t.get<{ data: Clinic }>(`/public/clinics/${id}`);
    expect(body.data.description).toBeNull();
    expect(body.data.address).toEqual({ roadAddress: null, detailAddress: null });
    expect(body.data.introductionImages).toEqual([]);
  });

  it.each([
    ['999999', 404, 'NOT_FOUND'],
    ['abc', 400, 'VALIDATION_ERROR'],
    ['0', 400, 'VALIDATION_ERROR'],
    ['1.5', 400, 'VALIDATION_ERROR'],
    ['99999999999', 400, 'VALIDATION_ERROR'],
    ['%27%20or%201%3D1', 400, 'VALIDATION_ERROR'],
  ])('GET /public/clinics/%s → %d', async (id, status, code) => {
    const res = await t.get<Err>(`/public/clinics/${id}`);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });
});
