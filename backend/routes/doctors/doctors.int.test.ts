import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';

let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('GET /public/doctors', () => {
  it('answers 100 doctors by default (docs/product.md#rules) with their clinic', async () => {
    const body = await expectJson(t.client.public.doctors.$get({ query: { offset: '0', limit: '100' } }), 200);
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from doctors');
    expect(body.total).toBe(n);
    expect(body.data).toHaveLength(Math.min(100, n));
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'averageRating',
        'clinic',
        'description',
        'id',
        'licenseYear',
        'name',
        'profileImage',
        'reviewCount',
        'specialistBoard',
        'specialties',
      ].sort(),
    );
    expect(Object.keys(body.data[0].clinic).sort()).toEqual(['address', 'id', 'name', 'profileImage']);
  });

  it('filters by clinic and by specialty', async () => {
    const [{ clinic, n }] = await t.query<{ clinic: number; n: number }>(
      'select clinic_id as clinic, count(*)::int as n from doctors group by 1 order by 2 desc limit 1',
    );
    const byClinic = await expectJson(t.client.public.doctors.$get({ query: { clinicId: `${clinic}` } }), 200);
    expect(byClinic.total).toBe(n);
    for (const d of byClinic.data) expect(d.clinic.id).toBe(clinic);

    const [{ specialty, m }] = await t.query<{ specialty: number; m: number }>(
      'select specialty_id as specialty, count(*)::int as m from doctor_specialties group by 1 order by 2 desc limit 1',
    );
    const bySpecialty = await expectJson(
      t.client.public.doctors.$get({ query: { specialtyId: `${specialty}`, limit: '1000' } }),
      200,
    );
    expect(bySpecialty.total).toBe(m);
    for (const d of bySpecialty.data) expect(d.specialties.map((s) => s.id)).toContain(specialty);
  });

  it('filters by treatment through the clinic', async () => {
    const [{ treatment, n }] = await t.query<{ treatment: number; n: number }>(
      `select ct.treatment_id as treatment, count(d.id)::int as n from clinic_treatments ct join doctors d on d.clinic_id = ct.clinic_id
       group by 1 order by 2 desc limit 1`,
    );
    expect(
      (await expectJson(t.client.public.doctors.$get({ query: { treatmentId: `${treatment}`, limit: '1000' } }), 200))
        .total,
    ).toBe(n);
  });

  it('answers 400 for a bad clinicId and 404 for an unknown doctor', async () => {
    expect((await t.client.public.doctors.$get({ query: { clinicId: 'abc' } })).status).toBe(400);
    expect((await t.client.public.doctors.$get({ query: { limit: '-1' } })).status).toBe(400);
    expect((await t.client.public.doctors[':id'].$get({ param: { id: '777777' }, query: {} })).status).toBe(404);
    expect((await t.client.public.doctors[':id'].$get({ param: { id: 'x' }, query: {} })).status).toBe(400);
  });
});

describe('GET /public/doctors/{id}', () => {
  it('answers the doctor with review counts kept in step with review_doctors', async () => {
    const [{ id, n }] = await t.query<{ id: number; n: number }>(
      'select doctor_id as id, count(*)::int as n from review_doctors group by 1 order by 1 limit 1',
    );
    const body = await expectJson(t.client.public.doctors[':id'].$get({ param: { id: `${id}` }, query: {} }), 200);
    expect(body.data.reviewCount).toBe(n);
    expect(body.data.clinic.address).toMatch(/서울특별시/);
  });
});
