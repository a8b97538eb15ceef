import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { call, cleanup, createClinic, createMember, createMemberReview, type ErrorReply, type TestMember } from '../members/member-test-kit';

type Counsel = {
  id: number;
  created_at: string;
  clinic_id: number;
  sourceType: string;
  sourceId: number;
  state: string;
  content: string;
  review_id: number | null;
  clinic: { name: string; profileImage: { url: string } | null };
  source: { name: string } | { title: string } | null;
};

let t: TestBackend;
let a: TestMember;
let b: TestMember;
let home: Awaited<ReturnType<typeof createClinic>>;
let away: Awaited<ReturnType<typeof createClinic>>;
let homeReview: { id: number; title: string };

beforeAll(async () => {
  t = await openTestBackend();
  [a, b] = await Promise.all([createMember(t), createMember(t)]);
  home = await createClinic(t, '상담테스트 피부과');
  away = await createClinic(t);
  homeReview = { id: await createMemberReview(t, null, home.clinic.id, '다른 분의 후기'), title: '다른 분의 후기' };
});
afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const book = (m: TestMember, body: object) => call<{ data: Counsel }>(t, 'POST', '/member/counsels', m.token, body);
const bookClinic = (m: TestMember, content = '') =>
  book(m, { clinic_id: home.clinic.id, sourceType: 'CLINIC', sourceId: home.clinic.id, content });
const storedCount = async (memberId: number) =>
  (await t.query<{ n: number }>('select count(*)::int as n from counsels where member_id = $1', [memberId]))[0].n;

describe('POST /member/counsels', () => {
  it('books a consultation from the clinic itself and answers the spec §3 Counsel', async () => {
    const m = await createMember(t);
    const before = Date.now();
    const res = await bookClinic(m, '라인 ID: beauty_1 로 연락 부탁드려요.\n오후 가능합니다.');
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC',
      sourceId: home.clinic.id,
      state: 'AWAITING_CLINIC_CONFIRMATION',
      content: '라인 ID: beauty_1 로 연락 부탁드려요.\n오후 가능합니다.',
      review_id: null,
      clinic: { name: '상담테스트 피부과', profileImage: { url: '/files/seed/test.png' } },
      source: { name: '상담테스트 피부과' },
    });
    expect(new Date(res.body.data.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [row] = await t.query<{ member_id: number; state: string }>('select member_id, state from counsels where id = $1', [res.body.data.id]);
    expect(row).toEqual({ member_id: m.id, state: 'AWAITING_CLINIC_CONFIRMATION' });
  });

  it('books from a doctor (source name), an event and a review (source title) of the clinic', async () => {
    const m = await createMember(t);
    const doctor = await book(m, { clinic_id: home.clinic.id, sourceType: 'DOCTOR', sourceId: home.doctor.id, content: 'a' });
    const event = await book(m, { clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: home.event.id, content: 'b' });
    const review = await book(m, { clinic_id: home.clinic.id, sourceType: 'REVIEW', sourceId: homeReview.id, content: 'c' });
    expect([doctor.status, event.status, review.status]).toEqual([201, 201, 201]);
    expect(doctor.body.data).toMatchObject({ sourceType: 'DOCTOR', sourceId: home.doctor.id, source: { name: home.doctor.name } });
    expect(event.body.data).toMatchObject({ sourceType: 'EVENT', sourceId: home.event.id, source: { title: home.event.title } });
    expect(review.body.data).toMatchObject({ sourceType: 'REVIEW', sourceId: homeReview.id, source: { title: homeReview.title } });
  });

  it('takes a missing content as empty (spec §5: no length rule) and bounds it at 2000 characters', async () => {
    const m = await createMember(t);
    const empty = await book(m, { clinic_id: home.clinic.id, sourceType: 'CLINIC', sourceId: home.clinic.id });
    expect(empty.status).toBe(201);
    expect(empty.body.data.content).toBe('');
    expect((await bookClinic(m, '가'.repeat(2000))).status).toBe(201);
    const long = await call<ErrorReply>(t, 'POST', '/member/counsels', m.token, {
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC',
      sourceId: home.clinic.id,
      content: '가'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ content: 'content must be at most 2000 characters' });
    expect(await storedCount(m.id)).toBe(2);
  });

  it.each([
    ['a doctor of another clinic', () => ({ sourceType: 'DOCTOR', sourceId: away.doctor.id }), 'sourceId must be a doctor of the clinic'],
    ['an event of another clinic', () => ({ sourceType: 'EVENT', sourceId: away.event.id }), 'sourceId must be an event of the clinic'],
    ['another clinic as CLINIC source', () => ({ sourceType: 'CLINIC', sourceId: away.clinic.id }), 'sourceId must be clinic_id'],
  ])('answers 400 naming sourceId for %s', async (_, source, message) => {
    const m = await createMember(t);
    const res = await call<ErrorReply>(t, 'POST', '/member/counsels', m.token, { clinic_id: home.clinic.id, content: '', ...source() });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ sourceId: message });
    expect(await storedCount(m.id)).toBe(0);
  });

  it('answers 400 naming sourceId for a review of another clinic', async () => {
    const m = await createMember(t);
    const awayReview = await createMemberReview(t, null, away.clinic.id);
    const res = await call<ErrorReply>(t, 'POST', '/member/counsels', m.token, {
      clinic_id: home.clinic.id,
      sourceType: 'REVIEW',
      sourceId: awayReview,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ sourceId: 'sourceId must be a review of the clinic' });
  });

  it.each([
    ['clinic', () => ({ clinic_id: 2_147_483_647, sourceType: 'CLINIC', sourceId: 2_147_483_647 }), 'Clinic not found'],
    ['doctor', () => ({ clinic_id: home.clinic.id, sourceType: 'DOCTOR', sourceId: 2_147_483_647 }), 'Doctor not found'],
    ['event', () => ({ clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: 2_147_483_647 }), 'Event not found'],
    ['review', () => ({ clinic_id: home.clinic.id, sourceType: 'REVIEW', sourceId: 2_147_483_647 }), 'Review not found'],
  ])('answers 404 for an unknown %s', async (_, body, message) => {
    const m = await createMember(t);
    const res = await call<ErrorReply>(t, 'POST', '/member/counsels', m.token, body());
    expect(res).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message } } });
    expect(await storedCount(m.id)).toBe(0);
  });

  it.each([
    ['no clinic_id', { sourceType: 'CLINIC', sourceId: 1 }, ['clinic_id']],
    ['clinic_id as text', { clinic_id: '1', sourceType: 'CLINIC', sourceId: 1 }, ['clinic_id']],
    ['a bad sourceType', { clinic_id: 1, sourceType: 'MEMBER', sourceId: 1 }, ['sourceType']],
    ['no sourceId', { clinic_id: 1, sourceType: 'CLINIC' }, ['sourceId']],
    ['content not a string', { clinic_id: 1, sourceType: 'CLINIC', sourceId: 1, content: 5 }, ['content']],
    ['a NUL in content', { clinic_id: 1, sourceType: 'CLINIC', sourceId: 1, content: 'a\u0000b' }, ['content']],
    ['an empty body', {}, ['clinic_id', 'sourceId', 'sourceType']],
  ])('answers 400 naming the fields for %s', async (_, body, fields) => {
    const res = await call<ErrorReply>(t, 'POST', '/member/counsels', a.token, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(fields);
  });

  it('ignores state, member_id, review_id and id in the body', async () => {
    const m = await createMember(t);
    const res = await book(m, {
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC',
      sourceId: home.clinic.id,
      content: 'x',
      state: 'TREATMENT_COMPLETE',
      member_id: b.id,
      memberId: b.id,
      review_id: homeReview.id,
      id: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ state: 'AWAITING_CLINIC_CONFIRMATION', review_id: null });
    expect(res.body.data.id).not.toBe(1);
    const [row] = await t.query<{ member_id: number }>('select member_id from counsels where id = $1', [res.body.data.id]);
    expect(row.member_id).toBe(m.id);
  });
});

describe('GET /member/counsels and /member/counsels/{id}', () => {
  it("lists only the caller's counsels, newest first, with the total", async () => {
    const m = await createMember(t);
    const ids = [];
    for (const content of ['첫째', '둘째', '셋째']) ids.push((await bookClinic(m, content)).body.data.id);
    await bookClinic(b, '남의 상담');
    const res = await call<{ data: Counsel[]; total: number }>(t, 'GET', '/member/counsels', m.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((c) => [c.id, c.content])).toEqual([
      [ids[2], '셋째'],
      [ids[1], '둘째'],
      [ids[0], '첫째'],
    ]);
    const page = await call<{ data: Counsel[]; total: number }>(t, 'GET', '/member/counsels?offset=1&limit=1', m.token);
    expect(page.body).toEqual({ data: [res.body.data[1]], total: 3 });
    expect((await call<{ data: Counsel[]; total: number }>(t, 'GET', '/member/counsels', (await createMember(t)).token)).body).toEqual({ data: [], total: 0 });
  });

  it('answers 400 naming limit for a limit above 1000', async () => {
    const res = await call<ErrorReply>(t, 'GET', '/member/counsels?limit=1001', a.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['limit']);
  });

  it("answers the caller's counsel, and 404 for another member's or an unknown one", async () => {
    const mine = (await bookClinic(a, '내 상담')).body.data;
    expect(await call(t, 'GET', `/member/counsels/${mine.id}`, a.token)).toEqual({ status: 200, body: { data: mine } });
    const foreign = await call<ErrorReply>(t, 'GET', `/member/counsels/${mine.id}`, b.token);
    const unknown = await call<ErrorReply>(t, 'GET', '/member/counsels/2147483647', b.token);
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Counsel not found' } } });
    expect(unknown).toEqual(foreign);
    expect((await call<ErrorReply>(t, 'GET', '/member/counsels/x', b.token)).body.error.fields).toHaveProperty('id');
  });

  it('shows source null once the source is gone', async () => {
    const m = await createMember(t);
    const { clinic, doctor } = await createClinic(t);
    const counsel = (await book(m, { clinic_id: clinic.id, sourceType: 'DOCTOR', sourceId: doctor.id })).body.data;
    await t.query('delete from doctors where id = $1', [doctor.id]);
    expect((await call<{ data: Counsel }>(t, 'GET', `/member/counsels/${counsel.id}`, m.token)).body.data).toMatchObject({ sourceId: doctor.id, source: null });
  });
});

describe('PATCH /member/counsels/{id}', () => {
  const patch = (m: TestMember, id: number, body: object) => call<{ data: Counsel } & ErrorReply>(t, 'PATCH', `/member/counsels/${id}`, m.token, body);
  const storedReviewId = async (id: number) =>
    (await t.query<{ review_id: number | null }>('select review_id from counsels where id = $1', [id]))[0].review_id;

  it("links the caller's review of the counsel's clinic, idempotently", async () => {
    const m = await createMember(t);
    const counsel = (await bookClinic(m)).body.data;
    const review = await createMemberReview(t, m.id, home.clinic.id);
    const first = await patch(m, counsel.id, { review_id: review });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...counsel, review_id: review });
    expect(await patch(m, counsel.id, { review_id: review })).toEqual(first);
    expect(await storedReviewId(counsel.id)).toBe(review);
    expect((await call<{ data: Counsel }>(t, 'GET', `/member/counsels/${counsel.id}`, m.token)).body.data.review_id).toBe(review);
  });

  it('answers 409 when the counsel already has another review', async () => {
    const m = await createMember(t);
    const counsel = (await bookClinic(m)).body.data;
    const [first, second] = [await createMemberReview(t, m.id, home.clinic.id), await createMemberReview(t, m.id, home.clinic.id)];
    expect((await patch(m, counsel.id, { review_id: first })).status).toBe(200);
    const res = await patch(m, counsel.id, { review_id: second });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(await storedReviewId(counsel.id)).toBe(first);
  });

  it('answers 409 when the review already belongs to another counsel (UNIQUE review_id)', async () => {
    const m = await createMember(t);
    const one = (await bookClinic(m)).body.data;
    const two = (await bookClinic(m)).body.data;
    const review = await createMemberReview(t, m.id, home.clinic.id);
    expect((await patch(m, one.id, { review_id: review })).status).toBe(200);
    const res = await patch(m, two.id, { review_id: review });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('another counsel');
    expect(await storedReviewId(two.id)).toBeNull();
  });

  it('links a review to exactly one of two counsels patched at the same time', async () => {
    const m = await createMember(t);
    const counsels = [(await bookClinic(m)).body.data, (await bookClinic(m)).body.data];
    const review = await createMemberReview(t, m.id, home.clinic.id);
    const replies = await Promise.all(counsels.map((c) => patch(m, c.id, { review_id: review })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ n }] = await t.query<{ n: number }>('select count(*)::int as n from counsels where review_id = $1', [review]);
    expect(n).toBe(1);
  });

  it("answers 404 for another member's review and an unknown one, 400 for a review of another clinic", async () => {
    const m = await createMember(t);
    const counsel = (await bookClinic(m)).body.data;
    const theirs = await createMemberReview(t, b.id, home.clinic.id);
    const foreign = await patch(m, counsel.id, { review_id: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Review not found' } });
    expect(await patch(m, counsel.id, { review_id: 2_147_483_647 })).toEqual(foreign);
    const elsewhere = await createMemberReview(t, m.id, away.clinic.id);
    const wrongClinic = await patch(m, counsel.id, { review_id: elsewhere });
    expect(wrongClinic.status).toBe(400);
    expect(wrongClinic.body.error.fields).toEqual({ review_id: "review_id must be a review of the counsel's clinic" });
    expect(await storedReviewId(counsel.id)).toBeNull();
  });

  it("answers 404 to a member patching someone else's counsel, and leaves it alone", async () => {
    const counsel = (await bookClinic(b)).body.data;
    const review = await createMemberReview(t, a.id, home.clinic.id);
    const res = await patch(a, counsel.id, { review_id: review });
    expect(res).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Counsel not found' } } });
    expect(await storedReviewId(counsel.id)).toBeNull();
    expect((await call<{ data: Counsel }>(t, 'GET', `/member/counsels/${counsel.id}`, b.token)).body.data).toEqual(counsel);
  });

  it('ignores state, member_id, clinic_id and content in the body', async () => {
    const m = await createMember(t);
    const counsel = (await bookClinic(m, '원래 내용')).body.data;
    const review = await createMemberReview(t, m.id, home.clinic.id);
    const res = await patch(m, counsel.id, {
      review_id: review,
      state: 'CANCELED',
      member_id: b.id,
      clinic_id: away.clinic.id,
      content: '바뀐 내용',
      sourceType: 'EVENT',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...counsel, review_id: review });
    const [row] = await t.query<Record<string, unknown>>('select member_id, clinic_id, state, content from counsels where id = $1', [counsel.id]);
    expect(row).toEqual({ member_id: m.id, clinic_id: home.clinic.id, state: 'AWAITING_CLINIC_CONFIRMATION', content: '원래 내용' });
  });

  it.each([
    ['no review_id', {}],
    ['review_id null', { review_id: null }],
    ['review_id as text', { review_id: '3' }],
    ['a negative review_id', { review_id: -1 }],
  ])('answers 400 naming review_id for %s', async (_, body) => {
    const counsel = (await bookClinic(a)).body.data;
    const res = await patch(a, counsel.id, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['review_id']);
  });
});
