import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';

// The area filter: clinics (and their events) of one 구 or 군, from the clinic's road address.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('GET /public/districts', () => {
  it('lists every area with its clinic count, most clinics first; the counts add up to the clinics with an address', async () => {
    const { data } = await expectJson(t.client.public.districts.$get({ query: {} }), 200);
    expect((await t.client.public.districts.$get({ query: { lang: 'de' as 'ko' } })).status).toBe(400);
    expect(data.length).toBeGreaterThan(1);
    expect(data.map((d) => d.name)).toContain('강남구');
    const counts = data.map((d) => d.clinicCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [{ n }] = await t.query<{ n: number }>(
      "select count(*)::int as n from clinics where road_address ~ '^서울특별시 \\S+구 '",
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('reads the 구 or 군 from any road address, and follows an address change', async () => {
    const [row] = await t.query<{ id: number; district: string | null }>(
      "insert into clinics (name, road_address) values ('분당 테스트의원', '경기도 성남시 분당구 판교역로 1') returning id, district",
    );
    expect(row.district).toBe('분당구');
    const [moved] = await t.query<{ district: string | null }>(
      "update clinics set road_address = '경기도 가평군 가평읍 1' where id = $1 returning district",
      [row.id],
    );
    expect(moved.district).toBe('가평군');
    const [gone] = await t.query<{ district: string | null }>(
      'update clinics set road_address = null where id = $1 returning district',
      [row.id],
    );
    expect(gone.district).toBeNull();
    await t.query('delete from clinics where id = $1', [row.id]);
  });
});

describe('district= on the lists', () => {
  it('clinics: only that area, total as stored, in the usual order', async () => {
    const body = await expectJson(t.client.public.clinics.$get({ query: { district: '강남구', limit: '100' } }), 200);
    const [{ n }] = await t.query<{ n: number }>(
      "select count(*)::int as n from clinics where road_address like '서울특별시 강남구 %'",
    );
    expect(body.total).toBe(n);
    expect(body.data.length).toBe(Math.min(n, 100));
    for (const c of body.data) {
      expect(c.address.roadAddress).toMatch(/^서울특별시 강남구 /);
      expect(c.district).toBe('강남구');
    }
    const counts = body.data.map((c) => c.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // With a sort and a taxonomy filter too.
    const rated = await expectJson(
      t.client.public.clinics.$get({ query: { district: '서초구', sort: 'rating', specialtyId: '1' } }),
      200,
    );
    for (const c of rated.data) expect(c.district).toBe('서초구');
  });

  it('events: only those of the area’s clinics', async () => {
    const body = await expectJson(t.client.public.events.$get({ query: { district: '강남구', limit: '100' } }), 200);
    const [{ n }] = await t.query<{ n: number }>(
      "select count(*)::int as n from events e join clinics c on c.id = e.clinic_id where c.road_address like '서울특별시 강남구 %'",
    );
    expect(body.total).toBe(n);
    expect(n).toBeGreaterThan(0);
    const clinicIds = new Set(
      (await t.query<{ id: number }>("select id from clinics where road_address like '서울특별시 강남구 %'")).map(
        (r) => r.id,
      ),
    );
    for (const e of body.data) expect(clinicIds.has(e.clinic.id)).toBe(true);
  });

  it.each(['강남', 'Gangnam', '강남구;drop', `${'가'.repeat(20)}구`])(
    'a district that is not a 구 or 군 name (%s) is a 400 naming district',
    async (district) => {
      for (const res of [
        await t.client.public.clinics.$get({ query: { district } }),
        await t.client.public.events.$get({ query: { district } }),
      ]) {
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
          'district',
        );
      }
    },
  );

  it('an area without clinics is an empty page, not an error', async () => {
    const body = await expectJson(t.client.public.clinics.$get({ query: { district: '울릉군' } }), 200);
    expect(body).toEqual({ data: [], total: 0 });
  });
});
