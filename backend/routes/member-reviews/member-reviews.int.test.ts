import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Review } from '../../schemas/entities';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { call, cleanup, createClinic, createMember, createMemberReview, type ErrorReply, type TestMember } from '../members/member-test-kit';

type List = { data: Review[]; total: number };

let t: TestBackend;
let a: TestMember;
let b: TestMember;
let mine: number[];
let theirs: number;
let anonymous: number;

beforeAll(async () => {
  t = await openTestBackend();
  [a, b] = await Promise.all([createMember(t), createMember(t)]);
  const { clinic } = await createClinic(t);
  const other = await createClinic(t);
  mine = [];
  for (const clinicId of [clinic.id, other.clinic.id, clinic.id]) mine.push(await createMemberReview(t, a.id, clinicId));
  theirs = await createMemberReview(t, b.id, clinic.id);
  anonymous = await createMemberReview(t, null, clinic.id);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

describe('GET /member/reviews', () => {
  it("answers the caller's reviews newest first, in the public review shape, with the total", async () => {
    const res = await call<List>(t, 'GET', '/member/reviews?offset=0&limit=100', a.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((r) => r.id)).toEqual([...mine].reverse());
    for (const review of res.body.data) {
      expect(review).toEqual((await t.get<{ data: Review }>(`/public/reviews/${review.id}`)).body.data);
    }
  });

  it('pages with offset and limit (default limit 100)', async () => {
    const all = (await call<List>(t, 'GET', '/member/reviews', a.token)).body;
    expect(all.data).toHaveLength(3);
    const second = await call<List>(t, 'GET', '/member/reviews?offset=1&limit=1', a.token);
    expect(second.body).toEqual({ data: [all.data[1]], total: 3 });
    expect((await call<List>(t, 'GET', '/member/reviews?offset=3&limit=10', a.token)).body).toEqual({ data: [], total: 3 });
  });

  it('answers an empty list to a member without reviews', async () => {
    const m = await createMember(t);
    expect(await call(t, 'GET', '/member/reviews', m.token)).toEqual({ status: 200, body: { data: [], total: 0 } });
  });

  it.each([
    ['limit=101', ['limit']],
    ['limit=0', ['limit']],
    ['offset=-1', ['offset']],
    ['offset=x&limit=y', ['limit', 'offset']],
    ['lang=de', ['lang']],
  ])('answers 400 naming the fields for ?%s', async (query, fields) => {
    const res = await call<ErrorReply>(t, 'GET', `/member/reviews?${query}`, a.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(fields);
  });
});

describe('GET /member/reviews/{id}', () => {
  it("answers the caller's own review", async () => {
    const res = await call<{ data: Review }>(t, 'GET', `/member/reviews/${mine[1]}?lang=ja`, a.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual((await t.get<{ data: Review }>(`/public/reviews/${mine[1]}?lang=ja`)).body.data);
  });

  it("answers 404 for another member's review, an anonymous one and an unknown id, all alike", async () => {
    const foreign = await call<ErrorReply>(t, 'GET', `/member/reviews/${theirs}`, a.token);
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Review not found' } } });
    expect(await call(t, 'GET', `/member/reviews/${anonymous}`, a.token)).toEqual(foreign);
    expect(await call(t, 'GET', '/member/reviews/2147483647', a.token)).toEqual(foreign);
    // The owner still sees it.
    expect((await call(t, 'GET', `/member/reviews/${theirs}`, b.token)).status).toBe(200);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const res = await call<ErrorReply>(t, 'GET', '/member/reviews/first', a.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['id']);
  });
});
