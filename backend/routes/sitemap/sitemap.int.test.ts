import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, unchecked, type BackendClient } from '../../test/client';
import type { SitemapType } from './sitemap.repository';

let t: TestBackend;
type Query = InferRequestType<BackendClient['public']['sitemap'][':type']['$get']>['query'];
const list = (type: SitemapType, query: Query = {}) =>
  expectJson(t.client.public.sitemap[':type'].$get({ param: { type }, query }), 200);

beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /public/sitemap/{type}', () => {
  it.each(['clinics', 'doctors', 'events', 'reviews'] as const)(
    'lists every %s id ascending with an ISO updatedAt',
    async (type) => {
      const body = await list(type);
      // An unpublished clinic (an approved application whose profile is not complete yet) is never in the sitemap.
      const where = type === 'clinics' ? ' where is_published' : '';
      const stored = await t.query<{ id: number }>(`select id from ${type}${where} order by id`);
      expect(body.total).toBe(stored.length);
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.map((e) => e.id)).toEqual(stored.map((r) => r.id));
      for (const e of body.data) {
        expect(Object.keys(e).sort()).toEqual(['id', 'updatedAt']);
        expect(e.updatedAt).toMatch(ISO);
        expect(new Date(e.updatedAt).toISOString()).toBe(e.updatedAt);
      }
    },
  );

  it('dates clinics by created_at and reviews by updated_at when set, else created_at', async () => {
    const [clinic] = await t.query<{ id: number; at: string }>(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from clinics order by id limit 1`,
    );
    const clinics = await list('clinics', { limit: '1' });
    expect(clinics.data).toEqual([{ id: clinic.id, updatedAt: clinic.at }]);

    // Mark one review as edited: its updatedAt follows updated_at; an unedited one keeps created_at.
    const [edited, plain] = await t.query<{ id: number }>('select id from reviews order by id limit 2');
    await t.query(`update reviews set updated_at = '2031-02-03T04:05:06.789Z' where id = $1`, [edited.id]);
    try {
      const { data } = await list('reviews', { limit: '2' });
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
    const all = await list('reviews');
    const ids = all.data.map((e) => e.id);
    const page1 = await list('reviews', { offset: '0', limit: '700' });
    const page2 = await list('reviews', { offset: '700', limit: '700' });
    const page3 = await list('reviews', { offset: '1400', limit: `${ids.length}` });
    expect([...page1.data, ...page2.data, ...page3.data].map((e) => e.id)).toEqual(ids);
    for (const p of [page1, page2, page3]) expect(p.total).toBe(all.total);
    const past = await list('reviews', { offset: `${ids.length}`, limit: '10' });
    expect(past).toEqual({ data: [], total: all.total });
  });

  it('pages with the afterId cursor, and offset counts from the cursor', async () => {
    const ids = (await list('doctors')).data.map((e) => e.id);
    const pages: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const { data, total } = await list('doctors', {
        limit: '30',
        afterId: cursor === undefined ? undefined : `${cursor}`,
      });
      expect(total).toBe(ids.length);
      if (!data.length) break;
      pages.push(...data.map((e) => e.id));
      cursor = data[data.length - 1].id;
    }
    expect(pages).toEqual(ids);

    const cursorId = ids[9];
    const fromCursor = await list('doctors', { afterId: `${cursorId}`, offset: '5', limit: '4' });
    expect(fromCursor.data.map((e) => e.id)).toEqual(ids.slice(15, 19));
  });

  it('takes any afterId, existing or not: past the last id the page is empty, total unchanged', async () => {
    const all = await list('clinics');
    const last = all.data[all.data.length - 1].id;
    expect(await list('clinics', { afterId: `${last}` })).toEqual({ data: [], total: all.total });
    expect(await list('clinics', { afterId: `${last + 1000}` })).toEqual({ data: [], total: all.total });
    expect((await list('clinics', { afterId: `${last - 1}` })).data).toEqual([all.data[all.data.length - 1]]);
  });

  it.each([
    ['clinics', { limit: '50001' }, 'limit'],
    ['clinics', { limit: '0' }, 'limit'],
    ['clinics', { limit: 'abc' }, 'limit'],
    ['clinics', { offset: '-1' }, 'offset'],
    ['clinics', { offset: '1.5' }, 'offset'],
    ['clinics', { afterId: '0' }, 'afterId'],
    ['clinics', { afterId: 'abc' }, 'afterId'],
    ['clinics', { afterId: '99999999999' }, 'afterId'],
    ['members', {}, 'type'],
    ['Clinics', {}, 'type'],
    ['counsels', {}, 'type'],
  ])('answers 400 naming the field for %s %j', async (type, query: Query, field) => {
    const { error } = await expectJson(
      t.client.public.sitemap[':type'].$get({ param: { type: unchecked(type) }, query }),
      400,
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toHaveProperty(field);
    expect(error.message).toContain(field);
  });

  it('accepts the largest limit of one sitemap file', async () => {
    const body = await list('events', { limit: '50000' });
    expect(body.data).toHaveLength(body.total);
  });
});
