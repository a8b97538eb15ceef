import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked } from '../../test/client';

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const find = (q: string, lang: 'ko' | 'ja' | 'en' = 'ko') => expectJson(t.client.public.search.$get({ query: { q, lang } }), 200);

describe('GET /public/search', () => {
  it('finds clinics by substring, at most 5, with hasMore when there are more', async () => {
    const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from clinics where strpos(name, '강남') > 0`);
    const body = await find('강남');
    expect(body.data.clinics.items.length).toBe(Math.min(5, n));
    expect(body.data.clinics.hasMore).toBe(n > 5);
    for (const c of body.data.clinics.items) expect(c.name).toContain('강남');
  });

  it('searches treatments and specialties in the requested language', async () => {
    const ko = (await find('보톡스')).data.treatments;
    expect(ko.items.length).toBeGreaterThan(0);
    expect(ko.items.every((x) => x.name.includes('보톡스') && x.specialtyId !== null)).toBe(true);
    const ja = (await find('ボトックス', 'ja')).data.treatments;
    expect(ja.items.length).toBeGreaterThan(0);
    expect((await find('피부과')).data.specialties.items.map((s) => s.name)).toContain('피부과');
  });

  it('matches events by title and doctors by name', async () => {
    const [event] = await t.query<{ title: string }>('select title from events order by id limit 1');
    const word = event.title.split(' ').find((w) => w.length >= 2 && !w.startsWith('['))!;
    expect((await find(word)).data.events.items.every((e) => e.title.includes(word))).toBe(true);
    const [doctor] = await t.query<{ name: string }>('select name from doctors order by id limit 1');
    const doctors = (await find(doctor.name)).data.doctors.items;
    expect(doctors[0].name).toBe(doctor.name);
    expect(doctors[0].clinicName).toMatch(/[가-힣]/);
  });

  it('is case-sensitive', async () => {
    const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from treatments where strpos(name_en, 'Botox') > 0`);
    expect(n).toBeGreaterThan(0);
    expect((await find('Botox', 'en')).data.treatments.items.length).toBe(Math.min(5, n));
    expect((await find('botox', 'en')).data.treatments.items.every((x) => x.name.includes('botox'))).toBe(true);
  });

  it('treats LIKE wildcards as text and answers empty sections', async () => {
    const body = await find('%_%');
    expect(body.data.clinics).toEqual({ items: [], hasMore: false });
  });

  it.each([
    ['', 'q'],
    ['a'.repeat(51), 'q'],
  ])('answers 400 for q=%s', async (q, field) => {
    const { error } = await expectJson(t.client.public.search.$get({ query: { q } }), 400);
    expect(error.fields).toHaveProperty(field);
  });

  it('answers 400 without q', async () => {
    expect((await t.client.public.search.$get({ query: unchecked({}) })).status).toBe(400);
  });
});
