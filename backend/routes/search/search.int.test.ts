import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from '../../env';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked } from '../../test/client';

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const find = (q: string, lang: 'ko' | 'ja' | 'en' = 'ko') =>
  expectJson(t.client.public.search.$get({ query: { q, lang } }), 200);

describe('GET /public/search', () => {
  it('finds clinics by substring, at most 5, with hasMore when there are more', async () => {
    const [{ n }] = await t.query<{ n: number }>(
      `select count(*)::int as n from clinics where strpos(name, '강남') > 0`,
    );
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
    const [{ n }] = await t.query<{ n: number }>(
      `select count(*)::int as n from treatments where strpos(name_en, 'Botox') > 0`,
    );
    expect(n).toBeGreaterThan(0);
    expect((await find('Botox', 'en')).data.treatments.items.length).toBe(Math.min(5, n));
    expect((await find('botox', 'en')).data.treatments.items.every((x) => x.name.includes('botox'))).toBe(true);
  });

  it('treats LIKE wildcards as text and answers empty sections', async () => {
    const body = await find('%_%');
    expect(body.data.clinics).toEqual({ items: [], hasMore: false });
  });

  it('answers what a plain substring scan answers, for one, two and more characters, wildcards and case', async () => {
    // Own rows (removed after): names with LIKE's characters and Latin letters in both cases.
    const [clinic] = await t.query<{ id: number }>(
      `insert into clinics (name) values ('테스트 50%_할인\\의원 ABC') returning id`,
    );
    await t.query(
      `insert into events (clinic_id, title) values ($1, '검색 Lift 100% 이벤트'), ($1, '검색 lift_이벤트')`,
      [clinic.id],
    );
    await t.query(`insert into doctors (clinic_id, name) values ($1, '검색의사 Kim')`, [clinic.id]);
    try {
      const reference = async (table: string, column: string, q: string) =>
        (
          await t.query<{ id: number }>(
            `select id from ${table} where strpos(${column}, $1) > 0 order by review_count desc, id limit 6`,
            [q],
          )
        ).map((r) => r.id);
      for (const q of [
        '강',
        '남',
        '강남',
        '피부',
        '의원',
        '보톡스',
        '강남역',
        '50%',
        '%_',
        '0%_할',
        '\\의',
        'ABC',
        'abc',
        'Lift',
        'lift',
        'lift_',
        '검색의사 K',
        '뷁',
        '없는검색어',
      ]) {
        const { data } = await find(q);
        const ids = (section: { items: { id: number }[]; hasMore: boolean }) => [
          ...section.items.map((x) => x.id),
          ...(section.hasMore ? ['more'] : []),
        ];
        const expected = async (table: string, column: string) => {
          const all = await reference(table, column, q);
          return [...all.slice(0, 5), ...(all.length > 5 ? ['more'] : [])];
        };
        expect({ q, clinics: ids(data.clinics) }).toEqual({ q, clinics: await expected('clinics', 'name') });
        expect({ q, doctors: ids(data.doctors) }).toEqual({ q, doctors: await expected('doctors', 'name') });
        expect({ q, events: ids(data.events) }).toEqual({ q, events: await expected('events', 'title') });
      }
    } finally {
      await t.query('delete from clinics where id = $1', [clinic.id]);
    }
  });

  it('answers the same whichever step finds the matches (rank prefixes of 500 and 2,000, the 100-row probe)', async () => {
    // 2,100 events above every other in rank, and the steps' tokens among and below them. Each token has a few matches
    // in a prefix too short for it, and the rows inserted first are never the best ranked, so a step taken early or a
    // probe taken for complete answers wrongly. '층계사': 7 in the first 500 (step 1). '층계오': 40, unranked (the probe
    // holds them all). '층계이': 2 in the first 500 and 120 at ranks 601–720 (the probe is full, the first 2,000 hold
    // six). '층계삼': 2 in the first 2,000 and 120 below all of them (every match sorted).
    const [clinic] = await t.query<{ id: number }>(`insert into clinics (name) values ('검색 단계 의원') returning id`);
    await t.query(
      `insert into events (clinic_id, title, review_count)
       select $1::int, case
           when i between 101 and 107 then '층계사 '
           when i in (201, 202) or i between 601 and 720 then '층계이 '
           when i in (1500, 1501) then '층계삼 '
           else '단계 채움 ' end || i,
         1000000 - case when i between 601 and 720 then 1321 - i else i end
       from generate_series(1, 2100) i
       union all select $1::int, '층계삼 ' || i, i from generate_series(1, 120) i
       union all select $1::int, '층계오 ' || i, i from generate_series(1, 40) i`,
      [clinic.id],
    );
    try {
      for (const q of ['층계이', '층계삼', '층계사', '층계오', '층계', '층', '계삼']) {
        const expected = (
          await t.query<{ id: number }>(
            'select id from events where strpos(title, $1) > 0 order by review_count desc, id limit 6',
            [q],
          )
        ).map((r) => r.id);
        const { events } = (await find(q)).data;
        expect({ q, ids: events.items.map((e) => e.id), hasMore: events.hasMore }).toEqual({
          q,
          ids: expected.slice(0, 5),
          hasMore: expected.length > 5,
        });
      }
    } finally {
      await t.query('delete from clinics where id = $1', [clinic.id]);
    }
  });

  it.each([
    ['', 'q'],
    ['a'.repeat(51), 'q'],
    ['강\u0000남', 'q'],
  ])('answers 400 for q=%j', async (q, field) => {
    const { error } = await expectJson(t.client.public.search.$get({ query: { q } }), 400);
    expect(error.fields).toHaveProperty(field);
  });

  it('answers 400 without q', async () => {
    expect((await t.client.public.search.$get({ query: unchecked({}) })).status).toBe(400);
  });
});

describe('searches per client address (SEARCH_PER_MINUTE)', () => {
  it('answers 429 with Retry-After past the limit for that address only; calls without an address are not counted', async () => {
    process.env.SEARCH_PER_MINUTE = '3';
    resetEnvForTests();
    try {
      const from = (address?: string) =>
        t.app.request('/public/search?q=%EA%B0%95%EB%82%A8', {
          headers: address ? { 'x-forwarded-for': address } : {},
        });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.5')).status).toBe(200);
      const limited = await from('203.0.113.5');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect((await from('198.51.100.8')).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await from()).status).toBe(200);
    } finally {
      delete process.env.SEARCH_PER_MINUTE;
      resetEnvForTests();
    }
  });
});
