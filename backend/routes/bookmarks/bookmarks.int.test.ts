import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { call, cleanup, createClinic, createMember, createMemberReview, type ErrorReply, type TestMember } from '../members/member-test-kit';

type Bookmark = { id: number; bookmarkableType: string; bookmarkableId: number };
type Entity = { id: number; bookmarkId: number } & Record<string, unknown>;
type Bookmarked = { data: { clinics: Entity[]; doctors: Entity[]; events: Entity[]; reviews: Entity[] } };

let t: TestBackend;
let a: TestMember;
let b: TestMember;
let target: { clinic: number; doctor: number; event: number; review: number; otherClinic: number };

beforeAll(async () => {
  t = await openTestBackend();
  [a, b] = await Promise.all([createMember(t), createMember(t)]);
  const { clinic, doctor, event } = await createClinic(t);
  const other = await createClinic(t);
  target = { clinic: clinic.id, doctor: doctor.id, event: event.id, review: await createMemberReview(t, null, clinic.id), otherClinic: other.clinic.id };
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const add = (m: TestMember, bookmarkableType: string, bookmarkableId: number, extra: object = {}) =>
  call<{ data: Bookmark }>(t, 'POST', '/member/bookmarks', m.token, { bookmarkableType, bookmarkableId, ...extra });
const stored = (memberId: number) =>
  t.query<{ id: number; bookmarkable_type: string; bookmarkable_id: number }>(
    'select id, bookmarkable_type, bookmarkable_id from bookmarks where member_id = $1 order by id',
    [memberId],
  );

describe('POST /member/bookmarks', () => {
  it.each(['CLINIC', 'DOCTOR', 'EVENT', 'REVIEW'] as const)('bookmarks type %s (201), and again answers the same bookmark (200)', async (type) => {
    const m = await createMember(t);
    const id = target[type.toLowerCase() as 'clinic'];
    const first = await add(m, type, id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ data: { id: expect.any(Number), bookmarkableType: type, bookmarkableId: id } });
    const again = await add(m, type, id);
    expect(again).toEqual({ status: 200, body: first.body });
    expect(await stored(m.id)).toEqual([{ id: first.body.data.id, bookmarkable_type: type, bookmarkable_id: id }]);
  });

  it('keeps one row when the same bookmark is posted concurrently', async () => {
    const m = await createMember(t);
    const replies = await Promise.all([1, 2, 3].map(() => add(m, 'CLINIC', target.clinic)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    expect(await stored(m.id)).toHaveLength(1);
  });

  it.each([
    ['CLINIC', 'Clinic'],
    ['DOCTOR', 'Doctor'],
    ['EVENT', 'Event'],
    ['REVIEW', 'Review'],
  ])('answers 404 for a missing %s target', async (type, name) => {
    const m = await createMember(t);
    const res = await add(m, type, 2_147_483_647);
    expect(res.status).toBe(404);
    expect((res.body as unknown as ErrorReply).error).toEqual({ code: 'NOT_FOUND', message: `${name} not found` });
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
    const res = await call<ErrorReply>(t, 'POST', '/member/bookmarks', m.token, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(fields);
    expect(await stored(m.id)).toEqual([]);
  });

  it('ignores a memberId in the body: the bookmark is the caller\'s', async () => {
    const m = await createMember(t);
    const res = await add(m, 'EVENT', target.event, { memberId: b.id, member_id: b.id, id: 1 });
    expect(res.status).toBe(201);
    const [row] = await t.query<{ member_id: number }>('select member_id from bookmarks where id = $1', [res.body.data.id]);
    expect(row.member_id).toBe(m.id);
    expect((await stored(b.id)).map((r) => r.bookmarkable_type)).not.toContain('EVENT');
  });
});

describe('GET /member/bookmarks/{type}/{id}', () => {
  it('answers [bookmark] when the caller bookmarked it and [] otherwise', async () => {
    const m = await createMember(t);
    const mark = (await add(m, 'DOCTOR', target.doctor)).body.data;
    expect(await call(t, 'GET', `/member/bookmarks/doctor/${target.doctor}`, m.token)).toEqual({ status: 200, body: { data: [mark] } });
    expect(await call(t, 'GET', `/member/bookmarks/clinic/${target.doctor}`, m.token)).toEqual({ status: 200, body: { data: [] } });
    expect(await call(t, 'GET', `/member/bookmarks/doctor/2147483647`, m.token)).toEqual({ status: 200, body: { data: [] } });
  });

  it("does not show another member's bookmark", async () => {
    const m = await createMember(t);
    await add(b, 'REVIEW', target.review);
    expect((await call(t, 'GET', `/member/bookmarks/review/${target.review}`, m.token)).body).toEqual({ data: [] });
    expect((await call<{ data: Bookmark[] }>(t, 'GET', `/member/bookmarks/review/${target.review}`, b.token)).body.data).toHaveLength(1);
  });

  it.each([
    ['CLINIC/1', ['type']],
    ['clinics/1', ['type']],
    ['clinic/abc', ['id']],
    ['clinic/0', ['id']],
  ])('answers 400 naming the field for /member/bookmarks/%s', async (path, fields) => {
    const res = await call<ErrorReply>(t, 'GET', `/member/bookmarks/${path}`, a.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(fields);
  });
});

describe('GET /member/bookmarks', () => {
  it('answers the full public entities with their bookmarkId, newest bookmark first', async () => {
    const m = await createMember(t);
    const second = await createClinic(t);
    const marks = {
      clinic1: (await add(m, 'CLINIC', target.clinic)).body.data.id,
      doctor: (await add(m, 'DOCTOR', target.doctor)).body.data.id,
      clinic2: (await add(m, 'CLINIC', second.clinic.id)).body.data.id,
      event: (await add(m, 'EVENT', target.event)).body.data.id,
      review: (await add(m, 'REVIEW', target.review)).body.data.id,
    };
    const res = await call<Bookmarked>(t, 'GET', '/member/bookmarks', m.token);
    expect(res.status).toBe(200);
    const pub = async (path: string) => (await t.get<{ data: Record<string, unknown> }>(path)).body.data;
    expect(res.body.data).toEqual({
      clinics: [
        { ...(await pub(`/public/clinics/${second.clinic.id}`)), bookmarkId: marks.clinic2 },
        { ...(await pub(`/public/clinics/${target.clinic}`)), bookmarkId: marks.clinic1 },
      ],
      doctors: [{ ...(await pub(`/public/doctors/${target.doctor}`)), bookmarkId: marks.doctor }],
      events: [{ ...(await pub(`/public/events/${target.event}`)), bookmarkId: marks.event }],
      reviews: [{ ...(await pub(`/public/reviews/${target.review}`)), bookmarkId: marks.review }],
    });
  });

  it('names taxonomy in the requested language', async () => {
    const m = await createMember(t);
    await add(m, 'REVIEW', target.review);
    const ko = (await call<Bookmarked>(t, 'GET', '/member/bookmarks', m.token)).body.data.reviews[0].treatments;
    const en = (await call<Bookmarked>(t, 'GET', '/member/bookmarks?lang=en', m.token)).body.data.reviews[0].treatments;
    expect(en).toEqual((await t.get<{ data: { treatments: unknown } }>(`/public/reviews/${target.review}?lang=en`)).body.data.treatments);
    expect(en).not.toEqual(ko);
    expect((await call<ErrorReply>(t, 'GET', '/member/bookmarks?lang=fr', m.token)).body.error.fields).toHaveProperty('lang');
  });

  it('skips bookmarks whose item no longer exists, and shows only the caller\'s', async () => {
    const m = await createMember(t);
    const doomed = await createClinic(t);
    await add(m, 'CLINIC', doomed.clinic.id);
    await add(m, 'DOCTOR', doomed.doctor.id);
    await add(m, 'CLINIC', target.otherClinic);
    await add(b, 'CLINIC', target.clinic);
    await t.query('delete from clinics where id = $1', [doomed.clinic.id]);
    const { data } = (await call<Bookmarked>(t, 'GET', '/member/bookmarks', m.token)).body;
    expect(data.clinics.map((c) => c.id)).toEqual([target.otherClinic]);
    expect(data.doctors).toEqual([]);
    expect((await call<Bookmarked>(t, 'GET', '/member/bookmarks', (await createMember(t)).token)).body).toEqual({
      data: { clinics: [], doctors: [], events: [], reviews: [] },
    });
  });
});

describe('DELETE /member/bookmarks/{id}', () => {
  it('removes the caller\'s bookmark (204); the item reads as not bookmarked; a second delete is 404', async () => {
    const m = await createMember(t);
    const mark = (await add(m, 'EVENT', target.event)).body.data;
    const res = await t.app.request(`/member/bookmarks/${mark.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${m.token}` } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await call(t, 'GET', `/member/bookmarks/event/${target.event}`, m.token)).body).toEqual({ data: [] });
    expect((await call<ErrorReply>(t, 'DELETE', `/member/bookmarks/${mark.id}`, m.token)).status).toBe(404);
  });

  it("answers 404 for another member's bookmark, exactly as for an unknown id, and keeps it", async () => {
    const owner = await createMember(t);
    const mark = (await add(owner, 'CLINIC', target.clinic)).body.data;
    const foreign = await call<ErrorReply>(t, 'DELETE', `/member/bookmarks/${mark.id}`, a.token);
    const unknown = await call<ErrorReply>(t, 'DELETE', '/member/bookmarks/2147483647', a.token);
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Bookmark not found' } } });
    expect(unknown).toEqual(foreign);
    expect(await stored(owner.id)).toEqual([{ id: mark.id, bookmarkable_type: 'CLINIC', bookmarkable_id: target.clinic }]);
  });

  it('answers 400 naming id for an id that is not a number', async () => {
    const res = await call<ErrorReply>(t, 'DELETE', '/member/bookmarks/abc', a.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['id']);
  });
});
