import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from '../../env';
import type { SearchPageSection } from '@/contracts/search-sections';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked } from '../../test/client';

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const overview = async (q: string, lang: 'ko' | 'ja' | 'en' = 'ko') =>
  (await expectJson(t.client.public.search.overview.$get({ query: { q, lang } }), 200)).data;
const sectionPage = (section: SearchPageSection, q: string, offset = 0, limit = 20) =>
  expectJson(
    t.client.public.search.sections[':section'].$get({
      param: { section },
      query: { q, offset: `${offset}`, limit: `${limit}` },
    }),
    200,
  );
const labels = (items: object[]) =>
  items.map((x) => ('name' in x ? x.name : 'title' in x ? x.title : undefined) as string | undefined);

/** Every row of a section, page after page, as the page's '더 보기' reads it. */
async function allOf(section: SearchPageSection, q: string) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await sectionPage(section, q, offset, 50);
    ids.push(...page.data.map((x) => x.id));
    if (page.data.length < 50 || ids.length >= page.total)
      return { ids, total: page.total, totalCapped: page.totalCapped };
  }
}

describe('GET /public/search/overview', () => {
  it("matches case-insensitively: 'prp' finds 두피 PRP 주사 in treatments, events and review titles", async () => {
    const data = await overview('prp');
    expect(labels(data.treatments.items)).toEqual(['두피 PRP 주사']);
    expect(data.events.items.length).toBeGreaterThan(0);
    expect(data.reviews.items.length).toBeGreaterThan(0);
    for (const x of [...data.events.items, ...data.reviews.items]) expect(x.title).toMatch(/prp/i);
    expect(data.reviews.items[0].clinicName).toMatch(/[가-힣]/);
    expect(await overview('Prp')).toEqual(data);
  });

  it('matches by 초성 when the query is only consonant letters, spaces left out', async () => {
    const data = await overview('ㄷㅍ');
    expect(labels(data.treatments.items)).toEqual(expect.arrayContaining(['두피 PRP 주사', '두피 스케일링']));
    expect(labels((await overview('ㄷㅍ ㅈㅅ')).treatments.items)).toEqual(['두피 PRP 주사']);
    expect(labels((await overview('ㄷㅍㅈㅅ')).treatments.items)).toEqual(['두피 PRP 주사']);
    // A syllable among the letters is text: nothing is named '두ㅍ'.
    expect((await overview('두ㅍ')).treatments.items).toEqual([]);
  });

  it('finds reviews by title, newest first, at most 5 with hasMore', async () => {
    const [{ n }] = await t.query<{ n: number }>(`select count(*)::int as n from reviews where title ilike '%후기%'`);
    expect(n).toBeGreaterThan(5);
    const { reviews } = await overview('후기');
    const newest = await t.query<{ id: number }>(
      `select id from reviews where title ilike '%후기%' order by id desc limit 5`,
    );
    expect(reviews.items.map((r) => r.id)).toEqual(newest.map((r) => r.id));
    expect(reviews.hasMore).toBe(true);
  });

  it('answers every section empty for a query nothing holds', async () => {
    const data = await overview('없는검색어');
    for (const s of Object.values(data)) expect(s).toEqual({ items: [], hasMore: false });
  });
});

describe('GET /public/search/sections/{section}', () => {
  // 2,000 clinics that every list shows first (most reviewed) and 1,001 behind them that a rare word names: the
  // rare word's rows lie past the first 2,000 in list order, so the index finds and sorts them.
  beforeAll(async () => {
    await t.query(
      `insert into clinics (name, review_count) select 'ZZ앞줄병원 ' || g, 100000 + g from generate_series(1, 2000) g`,
    );
    await t.query(
      `insert into clinics (name, review_count) select '드문단어 병원 ' || g, g % 7 from generate_series(1, 1001) g`,
    );
    // Latin letters in both cases and LIKE's own characters, in every large section.
    const [clinic] = await t.query<{ id: number }>(
      `insert into clinics (name) values ('ZZ앞줄병원 Lift_50%') returning id`,
    );
    await t.query(
      `insert into events (clinic_id, title) values ($1, '검색 LIFT 100% 이벤트'), ($1, '검색 lift_이벤트')`,
      [clinic.id],
    );
    await t.query(`insert into doctors (clinic_id, name) values ($1, '검색의사 Lift')`, [clinic.id]);
    await t.query(
      `insert into reviews (clinic_id, clinic_seq, title, content, rating) values ($1, 1, 'Lift 후기 50%', '내용', 5), ($1, 2, 'ㄹㅍ 그대로 LIFT', '내용', 4)`,
      [clinic.id],
    );
  });
  afterAll(() => t.query(`delete from clinics where name like 'ZZ앞줄병원 %' or name like '드문단어 병원 %'`));

  it('pages a section in list order (most reviewed first) with its count, capped past 1,000', async () => {
    const expected = (
      await t.query<{ id: number }>(
        `select id from clinics where name like '드문단어%' order by review_count desc, id limit 1000`,
      )
    ).map((r) => r.id);
    const first = await sectionPage('clinics', '드문단어');
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.data.map((c) => c.id)).toEqual(expected.slice(0, 20));
    expect((await sectionPage('clinics', '드문단어', 980, 20)).data.map((c) => c.id)).toEqual(
      expected.slice(980, 1000),
    );
    // The walk in list order serves a query the first rows already hold.
    const front = await sectionPage('clinics', 'zz앞줄', 40, 10);
    expect(labels(front.data)).toEqual(Array.from({ length: 10 }, (_, i) => `ZZ앞줄병원 ${2000 - 40 - i}`));
    expect(front).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('counts exactly below the cap, and an offset past the rows gives an empty page with the count', async () => {
    const all = await allOf('reviews', 'prp');
    const expected = (
      await t.query<{ id: number }>(`select id from reviews where title ilike '%prp%' order by id desc`)
    ).map((r) => r.id);
    expect(all).toEqual({ ids: expected, total: expected.length, totalCapped: false });
    expect(await sectionPage('reviews', 'prp', expected.length, 20)).toEqual({
      data: [],
      total: expected.length,
      totalCapped: false,
    });
  });

  it.each<[SearchPageSection, string, string]>([
    ['clinics', 'clinics', 'review_count desc, id'],
    ['doctors', 'doctors', 'review_count desc, id'],
    ['events', 'events', 'review_count desc, id'],
    ['reviews', 'reviews', 'id desc'],
  ])(
    '%s: answers what a plain scan answers, for text of any length, wildcards, case and 초성',
    async (section, table, order) => {
      const column = section === 'clinics' || section === 'doctors' ? 'name' : 'title';
      const queries = [
        '강',
        '남',
        '강남',
        '피부',
        '보톡스',
        'prp',
        'PRP',
        'z',
        'Zz',
        'lift',
        'LiFt',
        'ft_',
        'a',
        '%',
        '50%',
        '%_',
        '\\',
        '뷁',
        '후기',
        '원장님',
      ];
      for (const q of [...queries, 'ㄱ', 'ㄷㅍ', 'ㄹㅍ', 'ㄹㅍㅌ', 'ㅂㅌㅅ ㅎㄱ', 'ㅃ']) {
        const initials = /^[ㄱ-ㅎ\s]+$/.test(q);
        const where = initials
          ? `strpos(search_initials(${column}), $1) > 0`
          : `strpos(lower(${column}), lower($1)) > 0`;
        const expected =
          // An unpublished clinic (an approved application still filling in its profile) is not searched.
          (
            await t.query<{ id: number }>(
              `select id from ${table} where ${where}${table === 'clinics' ? ' and is_published' : ''} order by ${order} limit 1001`,
              [q.replace(/\s/g, '')],
            )
          ).map((r) => r.id);
        const got = await allOf(section, q);
        expect({ q, ...got }).toEqual({
          q,
          ids: expected.slice(0, 1000),
          total: Math.min(expected.length, 1000),
          totalCapped: expected.length > 1000,
        });
      }
    },
  );

  it('reads the taxonomy in the requested language', async () => {
    expect((await sectionPage('treatments', 'botox')).data.length).toBe(0);
    const en = await expectJson(
      t.client.public.search.sections[':section'].$get({
        param: { section: 'treatments' },
        query: { q: 'botox', lang: 'en' },
      }),
      200,
    );
    expect(en.total).toBeGreaterThan(0);
    for (const x of labels(en.data)) expect(x?.toLowerCase()).toContain('botox');
  });

  it.each([
    ['', 'q'],
    ['   ', 'q'],
    ['a'.repeat(51), 'q'],
    ['강\u0000남', 'q'],
    ['강\t남', 'q'],
  ])('answers 400 for q=%j', async (q, field) => {
    const { error } = await expectJson(
      t.client.public.search.sections[':section'].$get({ param: { section: 'clinics' }, query: { q } }),
      400,
    );
    expect(error.fields).toHaveProperty(field);
    const bad = await expectJson(t.client.public.search.overview.$get({ query: { q } }), 400);
    expect(bad.error.fields).toHaveProperty(field);
  });

  it.each([
    ['section', { section: 'members' }, {}],
    ['offset', { section: 'clinics' }, { offset: '1000' }],
    ['offset', { section: 'clinics' }, { offset: '-1' }],
    ['limit', { section: 'clinics' }, { limit: '0' }],
    ['limit', { section: 'clinics' }, { limit: '51' }],
  ])('answers 400 naming %s', async (field, param, query) => {
    const { error } = await expectJson(
      t.client.public.search.sections[':section'].$get({ param: unchecked(param), query: { q: '강', ...query } }),
      400,
    );
    expect(error.fields).toHaveProperty(field);
  });
});

describe('search page calls per client address (SEARCH_PER_MINUTE)', () => {
  it('share the integrated search limit', async () => {
    process.env.SEARCH_PER_MINUTE = '3';
    resetEnvForTests();
    try {
      const from = (path: string) => t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect((await from('/public/search?q=%EA%B0%95')).status).toBe(200);
      expect((await from('/public/search/overview?q=%EA%B0%95')).status).toBe(200);
      expect((await from('/public/search/sections/clinics?q=%EA%B0%95')).status).toBe(200);
      const limited = await from('/public/search/sections/reviews?q=%EA%B0%95');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      delete process.env.SEARCH_PER_MINUTE;
      resetEnvForTests();
    }
  });
});
