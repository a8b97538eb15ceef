import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InferRequestType } from 'hono/client';
import { resetEnvForTests } from '../../env';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, reply, unchecked, type BackendClient } from '../../test/client';
import {
  cleanup,
  createClinic,
  createMember,
  createMemberReview,
  openClinic,
  type TestMember,
} from '../members/member-test-kit';
import { createStaff } from '../staff/staff-test-kit';
import { bookingDates } from '@/contracts/booking-slots';
import { moveCounsel } from './counsels.repository';

type CounselBody = InferRequestType<BackendClient['member']['counsels']['$post']>['json'];

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

const book = (m: TestMember, json: CounselBody, key?: string) =>
  m.api.member.counsels.$post({ json, header: key ? { 'idempotency-key': key } : {} });
/** A counsel booked from the home clinic itself (201). */
const bookClinic = async (m: TestMember, content = '') =>
  (
    await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'CLINIC', sourceId: home.clinic.id, content }),
      201,
    )
  ).data;
const getCounsel = (m: TestMember, id: number | string) =>
  m.api.member.counsels[':id'].$get({ param: { id: `${id}` } });
const listCounsels = (m: TestMember, query: { offset?: string; limit?: string } = {}) =>
  m.api.member.counsels.$get({ query });
const storedCount = async (memberId: number) =>
  (await t.query<{ n: number }>('select count(*)::int as n from counsels where member_id = $1', [memberId]))[0].n;

describe('POST /member/counsels', () => {
  it('books a consultation from the clinic itself and answers the counsel', async () => {
    const m = await createMember(t);
    const before = Date.now();
    const counsel = await bookClinic(m, '라인 ID: beauty_1 로 연락 부탁드려요.\n오후 가능합니다.');
    expect(counsel).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC',
      sourceId: home.clinic.id,
      state: 'AWAITING_CLINIC_CONFIRMATION',
      content: '라인 ID: beauty_1 로 연락 부탁드려요.\n오후 가능합니다.',
      review_id: null,
      appointment_at: null,
      clinic: { name: '상담테스트 피부과', profileImage: { url: '/files/seed/test.png' } },
      source: { name: '상담테스트 피부과' },
    });
    expect(new Date(counsel.created_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [row] = await t.query<{ member_id: number; state: string }>(
      'select member_id, state from counsels where id = $1',
      [counsel.id],
    );
    expect(row).toEqual({ member_id: m.id, state: 'AWAITING_CLINIC_CONFIRMATION' });
  });

  it('books from a doctor (source name), an event and a review (source title) of the clinic', async () => {
    const m = await createMember(t);
    const doctor = await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'DOCTOR', sourceId: home.doctor.id, content: 'a' }),
      201,
    );
    const event = await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: home.event.id, content: 'b' }),
      201,
    );
    const review = await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'REVIEW', sourceId: homeReview.id, content: 'c' }),
      201,
    );
    expect(doctor.data).toMatchObject({
      sourceType: 'DOCTOR',
      sourceId: home.doctor.id,
      source: { name: home.doctor.name },
    });
    expect(event.data).toMatchObject({
      sourceType: 'EVENT',
      sourceId: home.event.id,
      source: { title: home.event.title },
    });
    expect(review.data).toMatchObject({
      sourceType: 'REVIEW',
      sourceId: homeReview.id,
      source: { title: homeReview.title },
    });
  });

  it('answers 409 EVENT_ENDED for an event that has ended, books nothing, and books one that has not ended yet', async () => {
    const m = await createMember(t);
    const count = async () =>
      (await t.query<{ n: number }>('select count(*)::int as n from counsels where member_id = $1', [m.id]))[0].n;
    await t.query(
      "update events set starts_at = now() - interval '30 days', ends_at = now() - interval '1 day' where id = $1",
      [home.event.id],
    );
    try {
      const { error } = await expectJson(
        book(m, { clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: home.event.id, content: '' }),
        409,
      );
      expect(error.code).toBe('EVENT_ENDED');
      expect(await count()).toBe(0);
      // The clinic itself can still be booked.
      await expectJson(
        book(m, { clinic_id: home.clinic.id, sourceType: 'CLINIC', sourceId: home.clinic.id, content: '' }),
        201,
      );
      await t.query("update events set ends_at = now() + interval '1 day' where id = $1", [home.event.id]);
      await expectJson(
        book(m, { clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: home.event.id, content: '' }),
        201,
      );
    } finally {
      await t.query('update events set starts_at = null, ends_at = null where id = $1', [home.event.id]);
    }
  });

  it('takes a missing content as empty (docs/product.md#rules: no length rule) and bounds it at 2000 characters', async () => {
    const m = await createMember(t);
    const empty = await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'CLINIC', sourceId: home.clinic.id }),
      201,
    );
    expect(empty.data.content).toBe('');
    expect((await bookClinic(m, '가'.repeat(2000))).content).toHaveLength(2000);
    const long = await expectJson(
      book(m, {
        clinic_id: home.clinic.id,
        sourceType: 'CLINIC',
        sourceId: home.clinic.id,
        content: '가'.repeat(2001),
      }),
      400,
    );
    expect(long.error.fields).toEqual({ content: 'content must be at most 2000 characters' });
    expect(await storedCount(m.id)).toBe(2);
  });

  it.each([
    [
      'a doctor of another clinic',
      () => ({ sourceType: 'DOCTOR', sourceId: away.doctor.id }) as const,
      'sourceId must be a doctor of the clinic',
    ],
    [
      'an event of another clinic',
      () => ({ sourceType: 'EVENT', sourceId: away.event.id }) as const,
      'sourceId must be an event of the clinic',
    ],
    [
      'another clinic as CLINIC source',
      () => ({ sourceType: 'CLINIC', sourceId: away.clinic.id }) as const,
      'sourceId must be clinic_id',
    ],
  ])('answers 400 naming sourceId for %s', async (_, source, message) => {
    const m = await createMember(t);
    const { error } = await expectJson(book(m, { clinic_id: home.clinic.id, content: '', ...source() }), 400);
    expect(error.fields).toEqual({ sourceId: message });
    expect(await storedCount(m.id)).toBe(0);
  });

  it('answers 400 naming sourceId for a review of another clinic', async () => {
    const m = await createMember(t);
    const awayReview = await createMemberReview(t, null, away.clinic.id);
    const { error } = await expectJson(
      book(m, { clinic_id: home.clinic.id, sourceType: 'REVIEW', sourceId: awayReview }),
      400,
    );
    expect(error.fields).toEqual({ sourceId: 'sourceId must be a review of the clinic' });
  });

  it.each([
    [
      'clinic',
      (): CounselBody => ({ clinic_id: 2_147_483_647, sourceType: 'CLINIC', sourceId: 2_147_483_647 }),
      'Clinic not found',
    ],
    [
      'doctor',
      (): CounselBody => ({ clinic_id: home.clinic.id, sourceType: 'DOCTOR', sourceId: 2_147_483_647 }),
      'Doctor not found',
    ],
    [
      'event',
      (): CounselBody => ({ clinic_id: home.clinic.id, sourceType: 'EVENT', sourceId: 2_147_483_647 }),
      'Event not found',
    ],
    [
      'review',
      (): CounselBody => ({ clinic_id: home.clinic.id, sourceType: 'REVIEW', sourceId: 2_147_483_647 }),
      'Review not found',
    ],
  ])('answers 404 for an unknown %s', async (_, body, message) => {
    const m = await createMember(t);
    const res = await reply(book(m, body()));
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
    const { error } = await expectJson(book(a, unchecked(body)), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(fields);
  });

  it('ignores state, member_id, review_id and id in the body', async () => {
    const m = await createMember(t);
    const json = {
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC',
      sourceId: home.clinic.id,
      content: 'x',
      state: 'TREATMENT_COMPLETE',
      member_id: b.id,
      memberId: b.id,
      review_id: homeReview.id,
      id: 1,
    };
    const { data } = await expectJson(book(m, unchecked(json)), 201);
    expect(data).toMatchObject({ state: 'AWAITING_CLINIC_CONFIRMATION', review_id: null });
    expect(data.id).not.toBe(1);
    const [row] = await t.query<{ member_id: number }>('select member_id from counsels where id = $1', [data.id]);
    expect(row.member_id).toBe(m.id);
  });
});

describe('POST /member/counsels: preferred slots and the contact phone', () => {
  let days: Awaited<ReturnType<typeof openClinic>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  const fromEvent = (extra: Partial<CounselBody>): CounselBody => ({
    clinic_id: home.clinic.id,
    sourceType: 'EVENT',
    sourceId: home.event.id,
    content: '',
    ...extra,
  });
  const slot = (day: number, i = 0) => `${days[day].date}T${days[day].slots[i]}`;
  const fieldsOf = async (extra: Partial<CounselBody>, m: TestMember = a) =>
    (await expectJson(book(m, fromEvent(extra)), 400)).error.fields ?? {};

  beforeAll(async () => {
    // A day off on the first bookable day: it is no longer offered.
    const first = (await openClinic(t, home.clinic.id))[0].date;
    days = await openClinic(t, home.clinic.id, [first]);
    expect(days[0].date).not.toBe(first);
    staff = await createStaff(t, home.clinic.id);
  });
  afterAll(async () => {
    await t.query('update clinics set opening_hours = null where id = $1', [home.clinic.id]);
  });

  it('stores up to three slots, best first, and the phone; the member reads them back, Korea time as instants', async () => {
    const m = await createMember(t);
    const chosen = [slot(1, 2), slot(0), slot(0, 1)];
    const counsel = (
      await expectJson(book(m, fromEvent({ preferred_slots: chosen, contact_phone: '01012345678' })), 201)
    ).data;
    const { data } = await expectJson(getCounsel(m, counsel.id), 200);
    expect(data.preferred_slots).toEqual(chosen.map((s) => new Date(`${s}:00+09:00`).toISOString()));
    expect(data.contact_phone).toBe('01012345678');
    // Its clinic's staff see both; the list of the member's counsels does not carry them.
    const seen = (await expectJson(staff.api.staff.counsels[':id'].$get({ param: { id: `${counsel.id}` } }), 200)).data;
    expect(seen).toMatchObject({ preferred_slots: data.preferred_slots, contact_phone: '01012345678' });
    const { data: list } = await expectJson(listCounsels(m), 200);
    expect(list[0]).not.toHaveProperty('contact_phone');
  });

  it('takes no slot and no phone (an empty phone is none)', async () => {
    const m = await createMember(t);
    const counsel = (await expectJson(book(m, fromEvent({ preferred_slots: [], contact_phone: '' })), 201)).data;
    expect((await expectJson(getCounsel(m, counsel.id), 200)).data).toMatchObject({
      preferred_slots: [],
      contact_phone: null,
    });
  });

  it.each([
    ['more than three', () => [slot(0), slot(0, 1), slot(0, 2), slot(0, 3)], 'preferred_slots', /at most 3/],
    ['a repeated slot', () => [slot(0), slot(1), slot(0)], 'preferred_slots.2', /preferred_slots\[2\] repeats/],
    ['not a date and time', () => [slot(0), '2026-13-01T10:00'], 'preferred_slots.1', /YYYY-MM-DDTHH:mm/],
    [
      'outside the hours',
      () => [slot(0), `${days[0].date}T09:30`],
      'preferred_slots.1',
      /outside the clinic's opening hours/,
    ],
    [
      'in the lunch break',
      () => [`${days.find((d) => d.weekday !== 'sat')!.date}T13:00`],
      'preferred_slots.0',
      /outside/,
    ],
    ['not on a slot boundary', () => [`${days[0].date}T10:10`], 'preferred_slots.0', /outside/],
    [
      'on a closed weekday',
      () => [`${nextDay(days.find((d) => d.weekday === 'sat')!.date)}T10:00`],
      'preferred_slots.0',
      /closed/,
    ],
    [
      'today',
      () => [`${dayBefore(bookingDates(new Date())[0])}T23:30`],
      'preferred_slots.0',
      /from tomorrow|in the past/,
    ],
    ['in the past', () => ['2020-01-06T10:00'], 'preferred_slots.0', /in the past/],
    ['too far ahead', () => [`${nextDay(days[days.length - 1].date, 7)}T10:00`], 'preferred_slots.0', /within 28 days/],
  ])('answers 400 naming the slot for %s, and books nothing', async (_, slots, field, message) => {
    const m = await createMember(t);
    const fields = await fieldsOf({ preferred_slots: slots() }, m);
    expect(fields[field]).toMatch(message);
    expect(await storedCount(m.id)).toBe(0);
  });

  it("answers 400 naming the slot on the clinic's day off", async () => {
    const dayOff = (
      await t.query<{ d: string }>("select opening_hours->'closedDates'->>0 as d from clinics where id = $1", [
        home.clinic.id,
      ])
    )[0].d;
    expect((await fieldsOf({ preferred_slots: [slot(0), `${dayOff}T10:00`] }))['preferred_slots.1']).toBe(
      "preferred_slots[1] is on the clinic's day off",
    );
  });

  it('answers 400 naming any slot for a clinic without opening hours', async () => {
    const m = await createMember(t);
    const body = { clinic_id: away.clinic.id, sourceType: 'CLINIC' as const, sourceId: away.clinic.id };
    const { error } = await expectJson(book(m, { ...body, preferred_slots: [slot(0)] }), 400);
    expect(error.fields?.['preferred_slots.0']).toMatch(/has not given its opening hours/);
    expect((await expectJson(book(m, body), 201)).data.clinic_id).toBe(away.clinic.id);
  });

  it.each([
    ['010-1234-5678', /only contain digits/],
    ['0101234', /8 to 12 digits/],
    ['0101234567890', /8 to 12 digits/],
    [12345678, /must be digits/],
  ])('answers 400 naming contact_phone for %p', async (phone, message) => {
    const m = await createMember(t);
    const { error } = await expectJson(book(m, fromEvent({ contact_phone: unchecked<string>(phone) })), 400);
    expect(error.fields?.contact_phone).toMatch(message);
    expect(await storedCount(m.id)).toBe(0);
  });

  it("never shows the phone to another clinic's staff or in public answers", async () => {
    const m = await createMember(t);
    const counsel = (await expectJson(book(m, fromEvent({ contact_phone: '01099998888' })), 201)).data;
    const other = await createStaff(t, away.clinic.id);
    expect((await other.api.staff.counsels[':id'].$get({ param: { id: `${counsel.id}` } })).status).toBe(404);
    const othersList = await other.api.staff.counsels.$get({ query: {} });
    expect(await othersList.text()).not.toContain('01099998888');
    for (const res of [
      await t.client.public.clinics[':id'].$get({ param: { id: `${home.clinic.id}` }, query: {} }),
      await t.client.public.events[':id'].$get({ param: { id: `${home.event.id}` }, query: {} }),
      await b.api.member.counsels.$get({ query: {} }),
    ]) {
      expect(await res.text()).not.toContain('01099998888');
    }
  });
});

const nextDay = (date: string, n = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (date: string) => nextDay(date, -1);

describe('POST /member/counsels with Idempotency-Key (a double tap, a retry)', () => {
  it('20 identical parallel bookings with one key book once and all answer that counsel', async () => {
    const m = await createMember(t);
    const body = {
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC' as const,
      sourceId: home.clinic.id,
      content: '두 번 눌렀어요',
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(m, body, 'booking-key-1')));
    const statuses = answers.map((r) => r.status);
    // One books (201); the others get its answer again (201) or, while it is still running, 409 to retry.
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await storedCount(m.id)).toBe(1);
    const again = await book(m, body, 'booking-key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [first] = answers.filter((r) => r.status === 201);
    expect((await expectJson(again, 201)).data.id).toBe((await expectJson(first, 201)).data.id);
    // The same key with another body is refused; a new key books again.
    expect((await book(m, { ...body, content: '다른 내용' }, 'booking-key-1')).status).toBe(422);
    expect((await book(m, body, 'booking-key-2')).status).toBe(201);
    expect(await storedCount(m.id)).toBe(2);
  });

  it('a database that fails after the booking, before its answer is kept, leaves no booking: the retry with the key books once', async () => {
    const m = await createMember(t);
    // The database goes away between the counsel's insert and the stored answer (what `npm run soak` does to it).
    await t.query(`create function fail_answer() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
    await t.query(
      `create trigger fail_answer before insert or update on idempotency_keys for each row when (new.member_id = ${m.id} and new.status is not null) execute function fail_answer()`,
    );
    const body = {
      clinic_id: home.clinic.id,
      sourceType: 'CLINIC' as const,
      sourceId: home.clinic.id,
      content: '응답 전에 끊김',
    };
    try {
      const lost = await book(m, body, 'booking-key-lost-answer');
      expect(lost.status).toBe(503);
      expect(lost.headers.get('retry-after')).toBe('5');
    } finally {
      await t.query('drop trigger fail_answer on idempotency_keys');
      await t.query('drop function fail_answer()');
    }
    // The client was told nothing was booked: nothing is, and its retry with the same key books exactly once.
    expect(await storedCount(m.id)).toBe(0);
    const retried = await expectJson(book(m, body, 'booking-key-lost-answer'), 201);
    expect(await storedCount(m.id)).toBe(1);
    expect((await expectJson(book(m, body, 'booking-key-lost-answer'), 201)).data.id).toBe(retried.data.id);
  });

  it('without a key, each request books (the spec call as it was)', async () => {
    const m = await createMember(t);
    const body = { clinic_id: home.clinic.id, sourceType: 'CLINIC' as const, sourceId: home.clinic.id, content: '' };
    await Promise.all([book(m, body), book(m, body)]);
    expect(await storedCount(m.id)).toBe(2);
  });
});

describe('booking limit (COUNSEL_POSTS_PER_HOUR)', () => {
  it('answers 429 with Retry-After past the hourly limit, books nothing more, and counts only the last hour', async () => {
    process.env.COUNSEL_POSTS_PER_HOUR = '3';
    resetEnvForTests();
    try {
      const m = await createMember(t);
      for (let i = 0; i < 3; i++) await bookClinic(m, `상담 ${i}`);
      const limited = await book(m, {
        clinic_id: home.clinic.id,
        sourceType: 'CLINIC',
        sourceId: home.clinic.id,
        content: '네 번째',
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('3600');
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect(await storedCount(m.id)).toBe(3);
      // An hour later the oldest no longer count.
      await t.query("update counsels set created_at = now() - interval '61 minutes' where member_id = $1", [m.id]);
      await bookClinic(m, '한 시간 뒤');
      // Another member is not affected.
      await bookClinic(await createMember(t));
    } finally {
      delete process.env.COUNSEL_POSTS_PER_HOUR;
      resetEnvForTests();
    }
  });
});

describe('POST /member/counsels/{id}/cancel', () => {
  const cancel = (m: TestMember, id: number) => m.api.member.counsels[':id'].cancel.$post({ param: { id: `${id}` } });

  it('cancels a counsel awaiting the clinic, idempotently; the counsel page then shows CANCELED', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    const canceled = await expectJson(cancel(m, counsel.id), 200);
    expect(canceled.data).toMatchObject({ id: counsel.id, state: 'CANCELED' });
    expect((await expectJson(cancel(m, counsel.id), 200)).data.state).toBe('CANCELED');
    expect((await expectJson(getCounsel(m, counsel.id), 200)).data.state).toBe('CANCELED');
  });

  it('409 INVALID_TRANSITION once the clinic has confirmed it; 404 for another member or an unknown id', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    await t.query("update counsels set state = 'CLINIC_CONFIRMED' where id = $1", [counsel.id]);
    const refused = await expectJson(cancel(m, counsel.id), 409);
    expect(refused.error.code).toBe('INVALID_TRANSITION');
    const mine = await bookClinic(m);
    expect((await cancel(b, mine.id)).status).toBe(404);
    expect((await expectJson(getCounsel(m, mine.id), 200)).data.state).toBe('AWAITING_CLINIC_CONFIRMATION');
    expect((await cancel(m, 999_999_999)).status).toBe(404);
  });
});

describe('GET /member/counsels and /member/counsels/{id}', () => {
  it("lists only the caller's counsels, newest first, with the total", async () => {
    const m = await createMember(t);
    const ids = [];
    for (const content of ['첫째', '둘째', '셋째']) ids.push((await bookClinic(m, content)).id);
    await bookClinic(b, '남의 상담');
    const all = await expectJson(listCounsels(m), 200);
    expect(all.total).toBe(3);
    expect(all.data.map((c) => [c.id, c.content])).toEqual([
      [ids[2], '셋째'],
      [ids[1], '둘째'],
      [ids[0], '첫째'],
    ]);
    expect(await expectJson(listCounsels(m, { offset: '1', limit: '1' }), 200)).toEqual({
      data: [all.data[1]],
      total: 3,
    });
    expect(await expectJson(listCounsels(await createMember(t)), 200)).toEqual({ data: [], total: 0 });
  });

  it('answers 400 naming limit for a limit above 1000', async () => {
    const { error } = await expectJson(listCounsels(a, { limit: '1001' }), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['limit']);
  });

  it("answers the caller's counsel, and 404 for another member's or an unknown one", async () => {
    const mine = await bookClinic(a, '내 상담');
    expect(await reply(getCounsel(a, mine.id))).toEqual({
      status: 200,
      body: { data: { ...mine, preferred_slots: [], contact_phone: null, history: [] } },
    });
    const foreign = await reply(getCounsel(b, mine.id));
    const unknown = await reply(getCounsel(b, 2147483647));
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Counsel not found' } } });
    expect(unknown).toEqual(foreign);
    expect((await expectJson(getCounsel(b, 'x'), 400)).error.fields).toHaveProperty('id');
  });

  it('shows source null once the source is gone', async () => {
    const m = await createMember(t);
    const { clinic, doctor } = await createClinic(t);
    const counsel = (
      await expectJson(book(m, { clinic_id: clinic.id, sourceType: 'DOCTOR', sourceId: doctor.id }), 201)
    ).data;
    await t.query('delete from doctors where id = $1', [doctor.id]);
    expect((await expectJson(getCounsel(m, counsel.id), 200)).data).toMatchObject({
      sourceId: doctor.id,
      source: null,
    });
  });
});

describe('PATCH /member/counsels/{id}', () => {
  type LinkBody = InferRequestType<BackendClient['member']['counsels'][':id']['$patch']>['json'];
  const link = (m: TestMember, id: number, json: LinkBody) =>
    m.api.member.counsels[':id'].$patch({ param: { id: `${id}` }, json });
  const patch = (m: TestMember, id: number, reviewId: number) => link(m, id, { review_id: reviewId });
  const storedReviewId = async (id: number) =>
    (await t.query<{ review_id: number | null }>('select review_id from counsels where id = $1', [id]))[0].review_id;

  /** A review written for the counsel through POST /member/reviews (which links it in its transaction). */
  const writeFor = async (m: TestMember, counselId: number) =>
    (
      await expectJson(
        m.api.member.reviews.$post({
          json: { counsel_id: counselId, title: '후기', content: '좋았어요', rating: 5, incentive: false },
          header: {},
        }),
        201,
      )
    ).data.id;

  it('confirms the review written for the counsel, idempotently (POST /member/reviews linked it already)', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    const review = await writeFor(m, counsel.id);
    const first = await expectJson(patch(m, counsel.id, review), 200);
    expect(first.data).toEqual({ ...counsel, review_id: review });
    expect(await reply(patch(m, counsel.id, review))).toEqual({ status: 200, body: first });
    expect(await storedReviewId(counsel.id)).toBe(review);
  });

  it("answers 409 for the caller's review that was not written for this counsel, and leaves both alone", async () => {
    const m = await createMember(t);
    const [one, two] = [await bookClinic(m), await bookClinic(m)];
    const review = await writeFor(m, one.id);
    const orphan = await createMemberReview(t, m.id, home.clinic.id);
    for (const [counsel, reviewId] of [
      [two.id, review],
      [two.id, orphan],
      [one.id, orphan],
    ]) {
      const { error } = await expectJson(patch(m, counsel, reviewId), 409);
      expect(error.code).toBe('CONFLICT');
    }
    expect([await storedReviewId(one.id), await storedReviewId(two.id)]).toEqual([review, null]);
  });

  it("answers 404 for another member's review and an unknown one", async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    const theirs = await createMemberReview(t, b.id, home.clinic.id);
    const foreign = await reply(patch(m, counsel.id, theirs));
    expect(foreign).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Review not found' } } });
    expect(await reply(patch(m, counsel.id, 2_147_483_647))).toEqual(foreign);
    expect(await storedReviewId(counsel.id)).toBeNull();
  });

  it("answers 404 to a member patching someone else's counsel, and leaves it alone", async () => {
    const counsel = await bookClinic(b);
    const review = await writeFor(b, counsel.id);
    const res = await reply(patch(a, counsel.id, review));
    expect(res).toEqual({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Counsel not found' } } });
    expect((await expectJson(getCounsel(b, counsel.id), 200)).data).toEqual({
      ...counsel,
      review_id: review,
      preferred_slots: [],
      contact_phone: null,
      history: [],
    });
  });

  it('ignores state, member_id, clinic_id and content in the body', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m, '원래 내용');
    const review = await writeFor(m, counsel.id);
    const body = {
      review_id: review,
      state: 'CANCELED',
      member_id: b.id,
      clinic_id: away.clinic.id,
      content: '바뀐 내용',
      sourceType: 'EVENT',
    };
    const { data } = await expectJson(link(m, counsel.id, unchecked(body)), 200);
    expect(data).toEqual({ ...counsel, review_id: review });
    const [row] = await t.query<Record<string, unknown>>(
      'select member_id, clinic_id, state, content from counsels where id = $1',
      [counsel.id],
    );
    expect(row).toEqual({
      member_id: m.id,
      clinic_id: home.clinic.id,
      state: 'AWAITING_CLINIC_CONFIRMATION',
      content: '원래 내용',
    });
  });

  it.each([
    ['no review_id', {}],
    ['review_id null', { review_id: null }],
    ['review_id as text', { review_id: '3' }],
    ['a negative review_id', { review_id: -1 }],
  ])('answers 400 naming review_id for %s', async (_, body) => {
    const counsel = await bookClinic(a);
    const { error } = await expectJson(link(a, counsel.id, unchecked(body)), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['review_id']);
  });
});

describe('GET /member/counsels/{id}: the appointment and the history', () => {
  const at = new Date(Date.now() + 5 * 86_400_000);
  at.setUTCHours(5, 30, 0, 0); // 14:30 in Korea
  const ics = (m: TestMember, id: number) =>
    m.api.member.counsels[':id']['appointment.ics'].$get({ param: { id: `${id}` } });

  it('shows the current appointment and every move: the state, who moved it (never which staff), when', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m, '오후 상담 원해요');
    await moveCounsel(t.database.db, counsel.id, 'CLINIC_CONFIRMED', { actor: 'STAFF' });
    await moveCounsel(t.database.db, counsel.id, 'CONSULTATION_APPOINTMENT_CONFIRMED', {
      actor: 'STAFF',
      appointmentAt: at,
    });
    const { data } = await expectJson(getCounsel(m, counsel.id), 200);
    expect(data.appointment_at).toBe(at.toISOString());
    expect(data.history).toEqual([
      { state: 'CLINIC_CONFIRMED', by: 'CLINIC', at: expect.any(String), appointment_at: null, undo: false },
      {
        state: 'CONSULTATION_APPOINTMENT_CONFIRMED',
        by: 'CLINIC',
        at: expect.any(String),
        appointment_at: at.toISOString(),
        undo: false,
      },
    ]);
    expect(Date.parse(data.history[1].at)).toBeGreaterThanOrEqual(Date.parse(data.history[0].at));
    // The list reads the appointment too, without the history.
    const { data: list } = await expectJson(listCounsels(m), 200);
    expect(list[0]).toMatchObject({ id: counsel.id, appointment_at: at.toISOString() });
    expect(list[0]).not.toHaveProperty('history');
    // Consultation done: the appointment is history.
    await moveCounsel(t.database.db, counsel.id, 'CONSULTATION_COMPLETE', { actor: 'SYSTEM' });
    const after = (await expectJson(getCounsel(m, counsel.id), 200)).data;
    expect(after.appointment_at).toBeNull();
    expect(after.history.map((h) => [h.state, h.by])).toEqual([
      ['CLINIC_CONFIRMED', 'CLINIC'],
      ['CONSULTATION_APPOINTMENT_CONFIRMED', 'CLINIC'],
      ['CONSULTATION_COMPLETE', 'SYSTEM'],
    ]);
  });

  it("names the member for the member's own cancel", async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    await expectJson(m.api.member.counsels[':id'].cancel.$post({ param: { id: `${counsel.id}` } }), 200);
    const { data } = await expectJson(getCounsel(m, counsel.id), 200);
    expect(data.history).toEqual([
      { state: 'CANCELED', by: 'MEMBER', at: expect.any(String), appointment_at: null, undo: false },
    ]);
  });

  it('the .ics holds the appointment in UTC (14:30 Korea time = 05:30Z), titled with the clinic and its kind only', async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m, '보톡스 이마 상담 원해요');
    await moveCounsel(t.database.db, counsel.id, 'CLINIC_CONFIRMED', { actor: 'STAFF' });
    await moveCounsel(t.database.db, counsel.id, 'CONSULTATION_APPOINTMENT_CONFIRMED', {
      actor: 'STAFF',
      appointmentAt: at,
    });
    const res = await ics(m, counsel.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="appointment-${counsel.id}.ics"`);
    const text = await res.text();
    const stamp = at
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text).toContain(`DTSTART:${stamp}`);
    expect(stamp).toMatch(/T053000Z$/);
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:상담테스트 피부과 상담 예약');
    expect(text).not.toContain('보톡스');

    await moveCounsel(t.database.db, counsel.id, 'CONSULTATION_COMPLETE', { actor: 'STAFF' });
    await moveCounsel(t.database.db, counsel.id, 'TREATMENT_APPOINTMENT_CONFIRMED', {
      actor: 'STAFF',
      appointmentAt: at,
    });
    expect((await (await ics(m, counsel.id)).text()).replace(/\r\n /g, '')).toContain(
      'SUMMARY:상담테스트 피부과 시술 예약',
    );
  });

  it("404 for another member's counsel, an unknown one, and one with no current appointment", async () => {
    const m = await createMember(t);
    const counsel = await bookClinic(m);
    expect((await ics(m, counsel.id)).status).toBe(404);
    await moveCounsel(t.database.db, counsel.id, 'CLINIC_CONFIRMED', { actor: 'STAFF' });
    await moveCounsel(t.database.db, counsel.id, 'CONSULTATION_APPOINTMENT_CONFIRMED', {
      actor: 'STAFF',
      appointmentAt: at,
    });
    expect((await ics(m, counsel.id)).status).toBe(200);
    expect((await ics(b, counsel.id)).status).toBe(404);
    expect((await ics(m, 2147483647)).status).toBe(404);
    await moveCounsel(t.database.db, counsel.id, 'CANCELED', { actor: 'STAFF' });
    expect((await ics(m, counsel.id)).status).toBe(404);
  });
});
