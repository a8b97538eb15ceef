import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import {
  cleanup,
  createClinic,
  createMember,
  createMemberReview,
  staffToken,
  type TestMember,
} from '../members/member-test-kit';

// '도움이 돼요': one mark per member and review, the count kept exact, visible on the public review.

let t: TestBackend;
let writer: TestMember;
let reader: TestMember;
let reviewId: number;

beforeAll(async () => {
  t = await openTestBackend();
  writer = await createMember(t);
  reader = await createMember(t);
  const { clinic } = await createClinic(t);
  reviewId = await createMemberReview(t, writer.id, clinic.id);
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const helpful = (m: TestMember) => m.api.member.reviews[':id'].helpful;
const param = (id = reviewId) => ({ param: { id: `${id}` } });
const publicCount = async () =>
  (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${reviewId}` }, query: {} }), 200)).data
    .helpfulCount;

describe('/member/reviews/{id}/helpful', () => {
  it('marks once however often it is sent, and takes the mark back; the public review shows the count', async () => {
    expect((await expectJson(helpful(reader).$get(param()), 200)).data).toEqual({ marked: false, helpfulCount: 0 });
    expect((await expectJson(helpful(reader).$put(param()), 200)).data).toEqual({ marked: true, helpfulCount: 1 });
    expect((await expectJson(helpful(reader).$put(param()), 200)).data).toEqual({ marked: true, helpfulCount: 1 });
    expect((await expectJson(helpful(reader).$get(param()), 200)).data).toEqual({ marked: true, helpfulCount: 1 });
    expect(await publicCount()).toBe(1);
    expect((await expectJson(helpful(reader).$delete(param()), 200)).data).toEqual({ marked: false, helpfulCount: 0 });
    expect((await expectJson(helpful(reader).$delete(param()), 200)).data).toEqual({ marked: false, helpfulCount: 0 });
    expect(await publicCount()).toBe(0);
  });

  it('stays exact under parallel taps from many members', async () => {
    const crowd = await Promise.all(Array.from({ length: 8 }, () => createMember(t)));
    await Promise.all(crowd.flatMap((m) => [helpful(m).$put(param()), helpful(m).$put(param())]));
    expect(await publicCount()).toBe(8);
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from review_helpful where review_id = $1', [
      reviewId,
    ]);
    expect(n).toBe(8);
    // A member who leaves takes the mark along, and the count follows.
    expect((await crowd[0].api.member.me.$delete()).status).toBe(204);
    expect(await publicCount()).toBe(7);
    await Promise.all(crowd.slice(1).map((m) => helpful(m).$delete(param())));
    expect(await publicCount()).toBe(0);
  });

  it('answers 429 with Retry-After past 30 changes a minute, and keeps the count exact', async () => {
    const busy = await createMember(t);
    const answers: number[] = [];
    for (let i = 0; i < 32; i++)
      answers.push((await (i % 2 ? helpful(busy).$delete(param()) : helpful(busy).$put(param()))).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
    const refused = await helpful(busy).$put(param());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await publicCount()).toBe(0); // 30 changes: marked and taken back 15 times
  });

  it("refuses the writer's own review (409), an unknown review (404), a bad id (400), visitors (401) and staff (403)", async () => {
    expect((await helpful(writer).$put(param())).status).toBe(409);
    expect((await helpful(reader).$put(param(987654321))).status).toBe(404);
    expect((await helpful(reader).$get(param(987654321))).status).toBe(404);
    const bad = await helpful(reader).$put({ param: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('id');
    expect((await t.client.member.reviews[':id'].helpful.$put(param())).status).toBe(401);
    expect((await t.as(await staffToken()).member.reviews[':id'].helpful.$put(param())).status).toBe(403);
    expect(await publicCount()).toBe(0);
  });
});
