import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';

type Entry = { id: number; updatedAt: string };
type List = { data: Entry[]; total: number };
type Err = { error: { code: string; message: string; fields?: Record<string, string> } };
let t: TestBackend;

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /public/sitemap/{type}', () => {
  it.each(['clinics', 'doctors', 'events', 'reviews'])('lists every %s id ascending with an ISO updatedAt', async (type) => {
    const { status, body } = await t.get<List>(`/public/sitemap/${type}`);
    expect(status).toBe(200);
    const stored = await t.query<{ id: number }>(`select id from ${type} order by id`);
    expect(body.total).toBe(stored.length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.map((e) => e.id)).toEqual(stored.map((r) => r.id));
    for (const e of body.data) {
      expect(Object.keys(e).sort()).toEqual(['id', 'updatedAt']);
      expect(e.updatedAt).toMatch(ISO);
      expect(new Date(e.updatedAt).toISOString()).toBe(e.updatedAt);
    }
  });

  it('dates clinics by created_at and reviews by updated_at when set, else created_at', async () => {
    const [clinic] = await t.query<{ id: number; at: string }>(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from clinics order by id limit 1`,
    );
    const clinics = (await t.get<List>('/public/sitemap/clinics?limit=1')).body;
    expect(clinics.data).toEqual([{ id: clinic.id, updatedAt: clinic.at }]);

    // Mark one review as edited: its updatedAt follows updated_at; an unedited one keeps created_at.
    const [edited, plain] = await t.query<{ id: number }>('select id from reviews order by id limit 2');
    await t.query(`update reviews set updated_at = '2031-02-03T04:05:06.789Z' where id = $1`, [edited.id]);
    try {
      const { data } = (await t.get<List>('/public/sitemap/reviews?limit=2')).body;
      const [{ at }] = await t.query<{ at: string }>(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from reviews where id = $1`,
        [plain.id],
      );
      expect(data).toEqual([
        { id: edited.id, updatedAt: '2031-02-03T04:05:06.789Z' },
        { id: plain.id, updatedAt: at },
      ]);
    } finally {
      await t.query('update reviews set updated_at = null where id = $1', [edited.id]);
    }
  });

  it('pages with offset and limit without gaps or repeats, total unchanged', async () => {
    const all = (await t.get<List>('/public/sitemap/reviews')).body;
    const ids = all.data.map((e) => e.id);
    const page1 = (await t.get<List>('/public/sitemap/reviews?offset=0&limit=700')).body;
    const page2 = (await t.get<List>('/public/sitemap/reviews?offset=700&limit=700')).body;
    const page3 = (await t.get<List>(`/public/sitemap/reviews?offset=1400&limit=${ids.length}`)).body;
    expect([...page1.data, ...page2.data, ...page3.data].map((e) => e.id)).toEqual(ids);
    for (const p of [page1, page2, page3]) expect(p.total).toBe(all.total);
    const past = (await t.get<List>(`/public/sitemap/reviews?offset=${ids.length}&limit=10`)).body;
    expect(past).toEqual({ data: [], total: all.total });
  });

  it('pages with the afterId cursor, and offset counts from the cursor', async () => {
    const ids = (await t.get<List>('/public/sitemap/doctors')).body.data.map((e) => e.id);
    const pages: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const q = cursor === undefined ? 'limit=30' : `limit=30&afterId=${cursor}`;
      const { data, total } = (await t.get<List>(`/public/sitemap/doctors?${q}`)).body;
      expect(total).toBe(ids.length);
      if (!data.length) break;
      pages.push(...data.map((e) => e.id));
      cursor = data[data.length - 1].id;
    }
    expect(pages).toEqual(ids);

    const cursorId = ids[9];
    const fromCursor = (await t.get<List>(`/public/sitemap/doctors?afterId=${cursorId}&offset=5&limit=4`)).body;
    expect(fromCursor.data.map((e) => e.id)).toEqual(ids.slice(15, 19));
  });

  it('takes any afterId, existing or not: past the last id the page is empty, total unchanged', async () => {
    const all = (await t.get<List>('/public/sitemap/clinics')).body;
    const last = all.data[all.data.length - 1].id;
    expect((await t.get<List>(`/public/sitemap/clinics?afterId=${last}`)).body).toEqual({ data: [], total: all.total });
    expect((await t.get<List>(`/public/sitemap/clinics?afterId=${last + 1000}`)).body).toEqual({ data: [], total: all.total });
    expect((await t.get<List>(`/public/sitemap/clinics?afterId=${last - 1}`)).body.data).toEqual([all.data[all.data.length - 1]]);
  });

  it.each([
    ['clinics?limit=50001', 'limit'],
    ['clinics?limit=0', 'limit'],
    ['clinics?limit=abc', 'limit'],
    ['clinics?offset=-1', 'offset'],
    ['clinics?offset=1.5', 'offset'],
    ['clinics?afterId=0', 'afterId'],
    ['clinics?afterId=abc', 'afterId'],
    ['clinics?afterId=99999999999', 'afterId'],
    ['members', 'type'],
    ['Clinics', 'type'],
    ['counsels', 'type'],
  ])('answers 400 naming the field for %s', async (path, field) => {
    const { status, body } = await t.get<Err>(`/public/sitemap/${path}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields).toHaveProperty(field);
    expect(body.error.message).toContain(field);
  });

  it('accepts the largest limit of one sitemap file', async () => {
    const { status, body } = await t.get<List>('/public/sitemap/events?limit=50000');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(body.total);
  });
});
