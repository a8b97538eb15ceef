import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked, type BackendClient } from '../../test/client';
import { cleanup, createClinic, createMember, createMemberReview, type TestMember } from '../members/member-test-kit';

type Query = InferRequestType<BackendClient['member']['reviews']['$get']>['query'];
const list = (m: TestMember, query: Query = {}) => m.api.member.reviews.$get({ query });
const one = (m: TestMember, id: number | string, lang?: 'ja') =>
  m.api.member.reviews[':id'].$get({ param: { id: `${id}` }, query: { lang } });
const publicReview = async (t: TestBackend, id: number, lang?: 'ja') =>
  (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${id}` }, query: { lang } }), 200)).data;

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
  for (const clinicId of [clinic.id, other.clinic.id, clinic.id])
    mine.push(await createMemberReview(t, a.id, clinicId));
  theirs = await createMemberReview(t, b.id, clinic.id);
  anonymous = await createMemberReview(t, null, clinic.id);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

describe('GET /member/reviews', () => {
  it("answers the caller's reviews newest first, in the public review shape, with the total", async () => {
    const body = await expectJson(list(a, { offset: '0', limit: '100' }), 200);
    expect(body.total).toBe(3);
    expect(body.data.map((r) => r.id)).toEqual([...mine].reverse());
    // The list leaves out what only one review's page shows (its side effects).
    for (const review of body.data)
      expect(review).toEqual({ ...(await publicReview(t, review.id)), sideEffects: undefined });
  });

  it('pages with offset and limit (default limit 100)', async () => {
    const all = await expectJson(list(a), 200);
    expect(all.data).toHaveLength(3);
    expect(await expectJson(list(a, { offset: '1', limit: '1' }), 200)).toEqual({ data: [all.data[1]], total: 3 });
    expect(await expectJson(list(a, { offset: '3', limit: '10' }), 200)).toEqual({ data: [], total: 3 });
  });

  it('answers an empty list to a member without reviews', async () => {
    const m = await createMember(t);
    expect(await reply(list(m))).toEqual({ status: 200, body: { data: [], total: 0 } });
  });

  it.each([
    [{ limit: '101' }, ['limit']],
    [{ limit: '0' }, ['limit']],
    [{ offset: '-1' }, ['offset']],
    [{ offset: 'x', limit: 'y' }, ['limit', 'offset']],
    [{ lang: unchecked<'ko'>('de') }, ['lang']],
  ])('answers 400 naming the fields for %j', async (query: Query, fields) => {
    const { error } = await expectJson(list(a, query), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });
});

describe('GET /member/reviews/{id}', () => {
  it("answers the caller's own review", async () => {
    const { data } = await expectJson(one(a, mine[1], 'ja'), 200);
    // The public shape, and the counsel it was written for (none: written by the test kit's writer).
    expect(data).toEqual({ ...(await publicReview(t, mine[1], 'ja')), counsel_id: null });
  });

  it("answers 404 for another member's review, an anonymous one and an unknown id, all alike", async () => {
    const foreign = await reply(one(a, theirs));
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Review not found' } } });
    expect(await reply(one(a, anonymous))).toEqual(foreign);
    expect(await reply(one(a, 2147483647))).toEqual(foreign);
    // The owner still sees it.
    expect((await one(b, theirs)).status).toBe(200);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const { error } = await expectJson(one(a, 'first'), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['id']);
  });
});
