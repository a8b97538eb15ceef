import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookmarkableType } from '@/contracts/common';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked } from '../../test/client';
import { cleanup, createClinic, createMember, createMemberReview, type TestMember } from '../members/member-test-kit';

let t: TestBackend;
let a: TestMember;
let b: TestMember;
let target: { clinic: number; doctor: number; event: number; review: number; otherClinic: number };

beforeAll(async () => {
  t = await openTestBackend();
  [a, b] = await Promise.all([createMember(t), createMember(t)]);
  const { clinic, doctor, event } = await createClinic(t);
  const other = await createClinic(t);
  target = {
    clinic: clinic.id,
    doctor: doctor.id,
    event: event.id,
    review: await createMemberReview(t, null, clinic.id),
    otherClinic: other.clinic.id,
  };
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const add = (m: TestMember, bookmarkableType: BookmarkableType, bookmarkableId: number) =>
  m.api.member.bookmarks.$post({ header: {}, json: { bookmarkableType, bookmarkableId } });
/** A new bookmark (201). */
const added = async (m: TestMember, type: BookmarkableType, id: number) =>
  (await expectJson(add(m, type, id), 201)).data;
const find = (m: TestMember, path: string) => {
  const [type, id] = path.split('/');
  return m.api.member.bookmarks[':type'][':id'].$get({ param: { type: unchecked(type), id } });
};
const remove = (m: TestMember, id: number | string) =>
  m.api.member.bookmarks[':id'].$delete({ param: { id: `${id}` } });
const bookmarked = (m: TestMember, lang?: 'en') => expectJson(m.api.member.bookmarks.$get({ query: { lang } }), 200);
const stored = (memberId: number) =>
  t.query<{ id: number; bookmarkable_type: string; bookmarkable_id: number }>(
    'select id, bookmarkable_type, bookmarkable_id from bookmarks where member_id = $1 order by id',
    [memberId],
  );

describe('POST /member/bookmarks', () => {
  it.each(['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW'] as const)(
    'bookmarks type %s (201), and again answers the same bookmark (200)',
    async (type) => {
      const m = await createMember(t);
      const id = target[type.toLowerCase() as 'clinic'];
      const first = await expectJson(add(m, type, id), 201);
      expect(first).toEqual({ data: { id: expect.any(Number), bookmarkableType: type, bookmarkableId: id } });
      expect(await reply(add(m, type, id))).toEqual({ status: 200, body: first });
      expect(await stored(m.id)).toEqual([{ id: first.data.id, bookmarkable_type: type, bookmarkable_id: id }]);
    },
  );

  it('keeps one row when the same bookmark is posted concurrently', async () => {
    const m = await createMember(t);
    const replies = await Promise.all([1, 2, 3].map(() => reply(add(m, 'CLINIC', target.clinic))));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => (r.status === 200 || r.status === 201 ? r.body.data.id : r.status))).size).toBe(
      1,
    );
    expect(await stored(m.id)).toHaveLength(1);
  });

  it.each([
    ['CLINIC', 'Clinic'],
    ['DOCTOR', 'Doctor'],
    ['EVENT', 'Event'],
    ['REVIEW', 'Review'],
  ] as const)('answers 404 for a missing %s target', async (type, name) => {
    const m = await createMember(t);
    const { error } = await expectJson(add(m, type, 2_147_483_647), 404);
    expect(error).toEqual({ code: 'NOT_FOUND', message: `${name} not found` });
    expect(await stored(m.id)).toEqual([]);
  });

  it.each([
    ['a lowercase type', { bookmarkableType: 'clinic', bookmarkableId: 1 }, ['bookmarkableType']],
    ['an unknown type', { bookmarkableType: 'MEMBER', bookmarkableId: 1 }, ['bookmarkableType']],
    ['no id', { bookmarkableType: 'CLINIC' }, ['bookmarkableId']],
    ['an id as text', { bookmarkableType: 'CLINIC', bookmarkableId: '1' }, ['bookmarkableId']],
    ['id 0', { bookmarkableType: 'CLINIC', bookmarkableId: 0 }, ['bookmarkableId']],
    ['a fractional id', { bookmarkableType: 'CLINIC', bookmarkableId: 1.5 }, ['bookmarkableId']],
    ['an id beyond int32', { bookmarkableType: 'CLINIC', bookmarkableId: 2_147_483_648 }, ['bookmarkableId']],
    ['an empty body', {}, ['bookmarkableId', 'bookmarkableType']],
  ])('answers 400 naming the field for %s', async (_, body, fields) => {
    const m = await createMember(t);
    const { error } = await expectJson(m.api.member.bookmarks.$post({ header: {}, json: unchecked(body) }), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
    expect(await stored(m.id)).toEqual([]);
  });

  it("ignores a memberId in the body: the bookmark is the caller's", async () => {
    const m = await createMember(t);
    const json = { bookmarkableType: 'EVENT', bookmarkableId: target.event, memberId: b.id, member_id: b.id, id: 1 };
    const { data } = await expectJson(m.api.member.bookmarks.$post({ header: {}, json: unchecked(json) }), 201);
    const [row] = await t.query<{ member_id: number }>('select member_id from bookmarks where id = $1', [data.id]);
    expect(row.member_id).toBe(m.id);
    expect((await stored(b.id)).map((r) => r.bookmarkable_type)).not.toContain('EVENT');
  });
});

describe('GET /member/bookmarks/{type}/{id}', () => {
  it('answers [bookmark] when the caller bookmarked it and [] otherwise', async () => {
    const m = await createMember(t);
    const mark = await added(m, 'DOCTOR', target.doctor);
    expect(await reply(find(m, `doctor/${target.doctor}`))).toEqual({ status: 200, body: { data: [mark] } });
    expect(await reply(find(m, `clinic/${target.doctor}`))).toEqual({ status: 200, body: { data: [] } });
    expect(await reply(find(m, 'doctor/2147483647'))).toEqual({ status: 200, body: { data: [] } });
  });

  it("does not show another member's bookmark", async () => {
    const m = await createMember(t);
    await add(b, 'REVIEW', target.review);
    expect(await expectJson(find(m, `review/${target.review}`), 200)).toEqual({ data: [] });
    expect((await expectJson(find(b, `review/${target.review}`), 200)).data).toHaveLength(1);
  });

  it.each([
    ['CLINIC/1', ['type']],
    ['clinics/1', ['type']],
    ['clinic/abc', ['id']],
    ['clinic/0', ['id']],
  ])('answers 400 naming the field for /member/bookmarks/%s', async (path, fields) => {
    const { error } = await expectJson(find(a, path), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(fields);
  });
});

describe('GET /member/bookmarks', () => {
  it('answers the full public entities with their bookmarkId, newest bookmark first', async () => {
    const m = await createMember(t);
    const second = await createClinic(t);
    const marks = {
      clinic1: (await added(m, 'CLINIC', target.clinic)).id,
      doctor: (await added(m, 'DOCTOR', target.doctor)).id,
      clinic2: (await added(m, 'CLINIC', second.clinic.id)).id,
      event: (await added(m, 'EVENT', target.event)).id,
      review: (await added(m, 'REVIEW', target.review)).id,
    };
    const { data } = await bookmarked(m);
    const api = t.client.public;
    const one = (id: number) => ({ param: { id: `${id}` }, query: {} });
    // Bookmarks answer the list shape: the one-entity read's rating histogram and a review's reported side effects
    // are not in lists.
    const asListed = <T extends { ratingCounts?: number[]; sideEffects?: unknown[] }>(entity: T) => {
      const listed: Omit<T, 'ratingCounts' | 'sideEffects'> & { ratingCounts?: number[]; sideEffects?: unknown[] } = {
        ...entity,
      };
      delete listed.ratingCounts;
      delete listed.sideEffects;
      return listed;
    };
    expect(data).toEqual({
      clinics: [
        {
          ...asListed((await expectJson(api.clinics[':id'].$get(one(second.clinic.id)), 200)).data),
          bookmarkId: marks.clinic2,
        },
        {
          ...asListed((await expectJson(api.clinics[':id'].$get(one(target.clinic)), 200)).data),
          bookmarkId: marks.clinic1,
        },
      ],
      doctors: [
        {
          ...asListed((await expectJson(api.doctors[':id'].$get(one(target.doctor)), 200)).data),
          bookmarkId: marks.doctor,
        },
      ],
      events: [
        {
          ...asListed((await expectJson(api.events[':id'].$get(one(target.event)), 200)).data),
          bookmarkId: marks.event,
        },
      ],
      reviews: [
        {
          ...asListed((await expectJson(api.reviews[':id'].$get(one(target.review)), 200)).data),
          bookmarkId: marks.review,
        },
      ],
    });
  });

  it('names taxonomy in the requested language', async () => {
    const m = await createMember(t);
    await add(m, 'REVIEW', target.review);
    const ko = (await bookmarked(m)).data.reviews[0].treatments;
    const en = (await bookmarked(m, 'en')).data.reviews[0].treatments;
    const review = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${target.review}` }, query: { lang: 'en' } }),
      200,
    );
    expect(en).toEqual(review.data.treatments);
    expect(en).not.toEqual(ko);
    const { error } = await expectJson(m.api.member.bookmarks.$get({ query: { lang: unchecked('fr') } }), 400);
    expect(error.fields).toHaveProperty('lang');
  });

  it("skips bookmarks whose item no longer exists, and shows only the caller's", async () => {
    const m = await createMember(t);
    const doomed = await createClinic(t);
    await add(m, 'CLINIC', doomed.clinic.id);
    await add(m, 'DOCTOR', doomed.doctor.id);
    await add(m, 'CLINIC', target.otherClinic);
    await add(b, 'CLINIC', target.clinic);
    await t.query('delete from clinics where id = $1', [doomed.clinic.id]);
    const { data } = await bookmarked(m);
    expect(data.clinics.map((c) => c.id)).toEqual([target.otherClinic]);
    expect(data.doctors).toEqual([]);
    expect(await bookmarked(await createMember(t))).toEqual({
      data: { clinics: [], doctors: [], events: [], reviews: [] },
    });
  });
});

describe('DELETE /member/bookmarks/{id}', () => {
  it("removes the caller's bookmark (204); the item reads as not bookmarked; a second delete is 404", async () => {
    const m = await createMember(t);
    const mark = await added(m, 'EVENT', target.event);
    const res = await remove(m, mark.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await expectJson(find(m, `event/${target.event}`), 200)).toEqual({ data: [] });
    expect((await remove(m, mark.id)).status).toBe(404);
  });

  it("answers 404 for another member's bookmark, exactly as for an unknown id, and keeps it", async () => {
    const owner = await createMember(t);
    const mark = await added(owner, 'CLINIC', target.clinic);
    const foreign = await reply(remove(a, mark.id));
    const unknown = await reply(remove(a, 2147483647));
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Bookmark not found' } } });
    expect(unknown).toEqual(foreign);
    expect(await stored(owner.id)).toEqual([
      { id: mark.id, bookmarkable_type: 'CLINIC', bookmarkable_id: target.clinic },
    ]);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const { error } = await expectJson(remove(a, 'abc'), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['id']);
  });
});
