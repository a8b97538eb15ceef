import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson } from '../../test/client';
import { cleanup, createMember, createMemberReview } from '../members/member-test-kit';
import { call, staffClinic, type TestStaff } from './staff-test-kit';

// The clinic's doctors, events and review replies, as staff write them and visitors then read them.

let t: TestBackend;
let staff: TestStaff;
let other: TestStaff;
let clinicId: number;

beforeAll(async () => {
  t = await openTestBackend();
  const made = await staffClinic(t);
  staff = made.staff;
  clinicId = made.clinic.id;
  other = (await staffClinic(t)).staff;
});

afterAll(async () => {
  await cleanup(t);
  await t.close();
});

const fieldsOf = async (res: Response) =>
  Object.keys(((await res.json()) as { error: { fields?: object } }).error.fields ?? {});

describe('doctors', () => {
  it("takes the board (전문의) and the licence year, shows them on the doctor's page, and refuses a year outside 1950–this year", async () => {
    const year = Number(new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 4));
    const { data: created } = await expectJson(
      staff.api.staff.doctors.$post({
        query: {},
        json: { name: '전문의', specialistBoard: '피부과 전문의', licenseYear: 2008 },
      }),
      201,
    );
    const shown = async () =>
      (await expectJson(t.client.public.doctors[':id'].$get({ param: { id: `${created.id}` }, query: {} }), 200)).data;
    expect(await shown()).toMatchObject({ specialistBoard: '피부과', licenseYear: 2008 });
    for (const [body, field] of [
      [{ licenseYear: 1949 }, 'licenseYear'],
      [{ licenseYear: year + 1 }, 'licenseYear'],
      [{ licenseYear: 2008.5 }, 'licenseYear'],
      [{ specialistBoard: '가'.repeat(21) }, 'specialistBoard'],
    ] as const) {
      const res = await call(t, staff.token, 'PATCH', `/staff/doctors/${created.id}`, body);
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual([
        field,
      ]);
    }
    expect(
      (
        await call(t, staff.token, 'PATCH', `/staff/doctors/${created.id}`, {
          licenseYear: year,
          specialistBoard: '성형외과',
        })
      ).status,
    ).toBe(200);
    expect(await shown()).toMatchObject({ specialistBoard: '성형외과', licenseYear: year });
    expect(
      (await call(t, staff.token, 'PATCH', `/staff/doctors/${created.id}`, { specialistBoard: '', licenseYear: null }))
        .status,
    ).toBe(200);
    expect(await shown()).toMatchObject({ specialistBoard: null, licenseYear: null });
  });

  it('adds, lists, edits and removes a doctor; visitors see each step; reviews that named the doctor stay', async () => {
    const { data: created } = await expectJson(
      staff.api.staff.doctors.$post({
        query: {},
        json: { name: '김하늘', description: '보톡스 전문', specialties: [1] },
      }),
      201,
    );
    expect(created).toMatchObject({
      name: '김하늘',
      description: '보톡스 전문',
      clinic: { id: clinicId },
      specialties: [{ id: 1 }],
    });
    const list = await expectJson(staff.api.staff.doctors.$get({ query: {} }), 200);
    expect(list.data.map((d) => d.id)).toContain(created.id);
    expect(list.total).toBe(list.data.length);
    expect(
      (await expectJson(t.client.public.doctors[':id'].$get({ param: { id: `${created.id}` }, query: {} }), 200)).data
        .name,
    ).toBe('김하늘');

    const patched = await expectJson(
      staff.api.staff.doctors[':id'].$patch({
        param: { id: `${created.id}` },
        query: {},
        json: { description: null, specialties: [] },
      }),
      200,
    );
    expect(patched.data).toMatchObject({ name: '김하늘', description: null, specialties: [] });

    const member = await createMember(t);
    const reviewId = await createMemberReview(t, member.id, clinicId);
    await t.query('insert into review_doctors (review_id, doctor_id) values ($1, $2)', [reviewId, created.id]);
    expect((await call(t, staff.token, 'DELETE', `/staff/doctors/${created.id}`)).status).toBe(204);
    expect((await t.client.public.doctors[':id'].$get({ param: { id: `${created.id}` }, query: {} })).status).toBe(404);
    const review = await expectJson(
      t.client.public.reviews[':id'].$get({ param: { id: `${reviewId}` }, query: {} }),
      200,
    );
    expect(review.data.doctors).toEqual([]);
    expect((await call(t, staff.token, 'DELETE', `/staff/doctors/${created.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: '' }, ['name']],
    [{ name: 'x'.repeat(51) }, ['name']],
    [{ name: '이름', specialties: [999999] }, ['specialties']],
    [{ name: '이름', profileImage: '/files/seed/doctor-1.webp' }, ['profileImage']],
  ])('400 for %j', async (body, fields) => {
    const res = await call(t, staff.token, 'POST', '/staff/doctors', body);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(fields);
  });
});

describe('events', () => {
  const create = (json: object) => call(t, staff.token, 'POST', '/staff/events', json);

  it('keeps prices and Seoul days, derives the discount, and shows the event on the public list while it runs', async () => {
    const res = await create({
      title: '겨울 보톡스',
      treatments: [1, 2],
      regularPrice: 300_000,
      eventPrice: 199_000,
      vatIncluded: false,
      anesthesiaIncluded: true,
      aftercareIncluded: false,
      sessions: 3,
      startsOn: '2026-01-01',
      endsOn: '2099-12-31',
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } & Record<string, unknown> };
    expect(data).toMatchObject({
      title: '겨울 보톡스',
      status: 'ONGOING',
      regularPrice: 300_000,
      eventPrice: 199_000,
      discountRate: 34,
      vatIncluded: false,
      anesthesiaIncluded: true,
      aftercareIncluded: false,
      sessions: 3,
      startsAt: '2025-12-31T15:00:00.000Z',
      endsAt: '2099-12-31T14:59:59.999Z',
    });
    const ongoing = async () =>
      (
        await expectJson(t.client.public.events.$get({ query: { clinicId: `${clinicId}`, ongoing: 'true' } }), 200)
      ).data.map((e) => e.id);
    expect(await ongoing()).toContain(data.id);
    expect(
      (await expectJson(t.client.public.events[':id'].$get({ param: { id: `${data.id}` }, query: {} }), 200)).data,
    ).toMatchObject({
      eventPrice: 199_000,
      sessions: 3,
    });

    // The event counts under its treatments' filters, and moves with them.
    const total = async (treatmentId: number, specialtyId?: number) =>
      (
        await expectJson(
          t.client.public.events.$get({
            query: {
              treatmentId: `${treatmentId}`,
              ...(specialtyId ? { specialtyId: `${specialtyId}` } : {}),
              limit: '1',
            },
          }),
          200,
        )
      ).total;
    // And under a combined filter (a specialty of the treatment with it), from the treatment sets' counts.
    const specialtyOf = async (treatmentId: number) =>
      (
        await t.query<{ id: number }>(
          'select specialty_id as id from treatment_specialties where treatment_id = $1 limit 1',
          [treatmentId],
        )
      )[0].id;
    const [s1, s3] = [await specialtyOf(1), await specialtyOf(3)];
    const counts = async () => [await total(1), await total(3), await total(1, s1), await total(3, s3)];
    const [one, three, oneCombined, threeCombined] = await counts();
    expect((await call(t, staff.token, 'PATCH', `/staff/events/${data.id}`, { treatments: [3] })).status).toBe(200);
    expect(await counts()).toEqual([one - 1, three + 1, oneCombined - 1, threeCombined + 1]);

    // A price sent alone is checked against the stored other one.
    const tooHigh = await call(t, staff.token, 'PATCH', `/staff/events/${data.id}`, { eventPrice: 350_000 });
    expect(tooHigh.status).toBe(400);
    expect(await fieldsOf(tooHigh)).toEqual(['eventPrice']);
    const early = await call(t, staff.token, 'PATCH', `/staff/events/${data.id}`, { endsOn: '2025-06-01' });
    expect(await fieldsOf(early)).toEqual(['endsOn']);

    // Ending it takes it off the ongoing list; ending it again changes nothing.
    const ended = await expectJson(
      staff.api.staff.events[':id'].end.$post({ param: { id: `${data.id}` }, query: {} }),
      200,
    );
    expect(ended.data.status).toBe('ENDED');
    expect(await ongoing()).not.toContain(data.id);
    const again = await expectJson(
      staff.api.staff.events[':id'].end.$post({ param: { id: `${data.id}` }, query: {} }),
      200,
    );
    expect(again.data.endsAt).toBe(ended.data.endsAt);
    const listed = await expectJson(staff.api.staff.events.$get({ query: {} }), 200);
    expect(listed.data.find((e) => e.id === data.id)?.status).toBe('ENDED');
  });

  it('ends an event that had not started yet without breaking its days (it starts and ends now), and the database refuses an end before the start', async () => {
    const res = await create({ title: '다음 달 이벤트', startsOn: '2099-01-01', endsOn: '2099-01-31' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } };
    const ended = await expectJson(
      staff.api.staff.events[':id'].end.$post({ param: { id: `${data.id}` }, query: {} }),
      200,
    );
    expect(ended.data.status).toBe('ENDED');
    expect(Date.parse(ended.data.startsAt!)).toBeLessThanOrEqual(Date.parse(ended.data.endsAt!));
    await expect(
      t.query("update events set ends_at = starts_at - interval '1 day' where id = $1", [data.id]),
    ).rejects.toThrow(/events_period_order/);
  });

  it.each([
    [{ title: '가격', regularPrice: 100, eventPrice: 200 }, ['eventPrice']],
    [{ title: '기간', startsOn: '2026-03-02', endsOn: '2026-03-01' }, ['endsOn']],
    [{ title: '날짜', startsOn: '2026-02-30' }, ['startsOn']],
    [{ title: '음수', regularPrice: -1 }, ['regularPrice']],
    [{ title: '소수', eventPrice: 1.5 }, ['eventPrice']],
    [{ title: '시술', treatments: [999999] }, ['treatments']],
    [{ title: '횟수', sessions: 0 }, ['sessions']],
    [{ title: '횟수', sessions: 100 }, ['sessions']],
    [{ title: '횟수', sessions: 1.5 }, ['sessions']],
    [{ title: '횟수', sessions: '3' }, ['sessions']],
    [{ title: '' }, ['title']],
  ])('400 for %j', async (body, fields) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(fields);
  });
});

describe('review replies', () => {
  it('replies once per review, shows the reply under it, replaces it on a second PUT, and never touches the review', async () => {
    const member = await createMember(t);
    const reviewId = await createMemberReview(t, member.id, clinicId, '원래 제목');
    const before = await t.query('select title, content, rating, verification from reviews where id = $1', [reviewId]);
    const put = (content: string, s = staff) =>
      call(t, s.token, 'PUT', `/staff/reviews/${reviewId}/reply`, { content });
    const shown = async () =>
      (await expectJson(t.client.public.reviews[':id'].$get({ param: { id: `${reviewId}` }, query: {} }), 200)).data
        .reply;

    expect(await shown()).toBeNull();
    expect((await put('방문해 주셔서 감사합니다.')).status).toBe(200);
    expect(await shown()).toMatchObject({ content: '방문해 주셔서 감사합니다.', updated_at: null });
    expect((await put('다시 한번 감사드립니다.')).status).toBe(200);
    expect(await shown()).toMatchObject({ content: '다시 한번 감사드립니다.', updated_at: expect.any(String) });
    expect(await t.query('select count(*)::int as n from review_replies where review_id = $1', [reviewId])).toEqual([
      { n: 1 },
    ]);
    expect(await t.query('select title, content, rating, verification from reviews where id = $1', [reviewId])).toEqual(
      before,
    );

    const listed = await expectJson(staff.api.staff.reviews.$get({ query: {} }), 200);
    expect(listed.data.find((r) => r.id === reviewId)?.reply?.content).toBe('다시 한번 감사드립니다.');
    expect(listed.data.every((r) => r.clinic.id === clinicId)).toBe(true);

    expect((await put('남의 리뷰', other)).status).toBe(404);
    for (const content of ['', '   ', 'x'.repeat(1001)]) expect((await put(content)).status).toBe(400);

    expect((await call(t, staff.token, 'DELETE', `/staff/reviews/${reviewId}/reply`)).status).toBe(204);
    expect(await shown()).toBeNull();
    expect((await call(t, staff.token, 'DELETE', `/staff/reviews/${reviewId}/reply`)).status).toBe(404);
  });
});
