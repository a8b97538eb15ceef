import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../../../storage/local';
import { openTestBackend, type TestBackend } from '../../../test/backend';
import { expectJson, unchecked } from '../../../test/client';
import { cleanup, createMember, createMemberReview } from '../../members/member-test-kit';
import { call, staffClinic, type TestStaff } from '../staff-test-kit';

let t: TestBackend;
let dir: string;
let staff: TestStaff;
let other: TestStaff;
let clinicId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'staff-int-'));
  t = await openTestBackend(new LocalStorage(dir));
  const made = await staffClinic(t);
  staff = made.staff;
  clinicId = made.clinic.id;
  other = (await staffClinic(t)).staff;
});

afterAll(async () => {
  await cleanup(t);
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const patchClinic = (body: unknown, s = staff) => call(t, s.token, 'PATCH', '/staff/clinic', body);
const publicClinic = async () =>
  (await expectJson(t.client.public.clinics[':id'].$get({ param: { id: `${clinicId}` }, query: {} }), 200)).data;

/** Signs an upload URL as `s`, PUTs the bytes through the app, and answers the upload's path (the URL without its query). */
async function upload(s: TestStaff, bytes: Uint8Array, type: 'image/jpeg' | 'image/png' = 'image/jpeg') {
  const { data } = await expectJson(
    s.api.s3['generate-s3-url'].$get({
      query: { filename: 'clinic.jpg', filetype: type, filesize: String(bytes.byteLength) },
    }),
    200,
  );
  expect(data.url).toMatch(new RegExp(`^/files/uploads/c${s.clinicId}/[0-9a-f-]{36}\\.jpg\\?`));
  const put = await t.app.request(data.url, {
    method: 'PUT',
    headers: { 'content-type': type, 'content-length': String(bytes.byteLength) },
    body: bytes,
  } as RequestInit);
  expect(put.status).toBe(200);
  return data.url.split('?')[0];
}

describe('GET /staff/me', () => {
  it('names the account, its clinic, the counsels awaiting it and the reviews without a reply', async () => {
    const member = await createMember(t);
    await member.api.member.counsels.$post({
      header: {},
      json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content: '' },
    });
    const reviewed = [
      await createMemberReview(t, member.id, clinicId),
      await createMemberReview(t, member.id, clinicId),
    ];
    await call(t, staff.token, 'PUT', `/staff/reviews/${reviewed[0]}/reply`, { content: '감사합니다.' });
    const { data } = await expectJson(staff.api.staff.me.$get(), 200);
    const [counts] = await t.query<{ awaiting: number; unanswered: number }>(
      `select (select count(*)::int from counsels where clinic_id = $1 and state = 'AWAITING_CLINIC_CONFIRMATION') as awaiting,
              (select count(*)::int from reviews r where clinic_id = $1 and not exists (select 1 from review_replies p where p.review_id = r.id)) as unanswered`,
      [clinicId],
    );
    expect(data).toMatchObject({
      user_id: staff.userId,
      clinic: { id: clinicId },
      counselsAwaiting: counts.awaiting,
      reviewsUnanswered: counts.unanswered,
    });
    expect(counts).toEqual({ awaiting: 1, unanswered: 1 });
  });
});

describe('PATCH /staff/clinic', () => {
  it('sets the facts visitors choose by: hours, station, languages, safety; null clears them, leaving them out keeps them', async () => {
    const openingHours = {
      days: {
        mon: { open: '09:30', close: '18:30', breakStart: '13:00', breakEnd: '14:00' },
        tue: { open: '09:30', close: '18:30' },
        sun: null,
      },
      closedDates: ['2026-12-31'],
    };
    const facts = {
      openingHours,
      station: { name: '신논현역', walkMinutes: 4 },
      languages: ['ko', 'ja'],
      safety: { operatingRoomCctv: true, anesthesiologist: false, specialistCount: 3, emergencyEquipment: true },
    };
    expect((await patchClinic(facts)).status).toBe(200);
    expect(await publicClinic()).toEqual(
      expect.objectContaining({ ...facts, station: { name: '신논현역', walkMinutes: 4 } }),
    );
    expect((await patchClinic({ name: '이름만 바꿈' })).status).toBe(200);
    expect((await publicClinic()).station).toEqual({ name: '신논현역', walkMinutes: 4 });
    expect((await patchClinic({ openingHours: null, station: null, languages: [] })).status).toBe(200);
    expect(await publicClinic()).toEqual(expect.objectContaining({ openingHours: null, station: null, languages: [] }));
  });

  it('keeps the days off the console edits: sorted, each once; a day more than a year ahead is a 400', async () => {
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const days = { mon: { open: '10:00', close: '19:00' } };
    expect(
      (await patchClinic({ openingHours: { days, closedDates: [inDays(20), inDays(3), inDays(20), '2020-01-01'] } }))
        .status,
    ).toBe(200);
    expect((await publicClinic()).openingHours?.closedDates).toEqual(['2020-01-01', inDays(3), inDays(20)]);
    const res = await patchClinic({ openingHours: { days, closedDates: [inDays(3), inDays(400)] } });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual([
      'openingHours.closedDates',
    ]);
    expect((await publicClinic()).openingHours?.closedDates).toEqual(['2020-01-01', inDays(3), inDays(20)]);
  });

  it.each([
    [{ openingHours: { days: { mon: { open: '25:00', close: '18:00' } } } }, 'openingHours.days.mon.open'],
    [
      { openingHours: { days: { mon: { open: '09:00', close: '18:00', breakStart: '13:00' } } } },
      'openingHours.days.mon',
    ],
    [{ openingHours: { days: {}, closedDates: ['12/31'] } }, 'openingHours.closedDates.0'],
    [{ openingHours: { days: {}, closedDates: ['2099-13-45'] } }, 'openingHours.closedDates.0'],
    [
      { openingHours: { days: { tue: { open: '10:00', close: '19:00', breakStart: '14:00', breakEnd: '13:00' } } } },
      'openingHours.days.tue',
    ],
    [
      { openingHours: { days: { wed: { open: '10:00', close: '19:00', breakStart: '19:30', breakEnd: '20:00' } } } },
      'openingHours.days.wed',
    ],
    [{ station: { name: '', walkMinutes: 3 } }, 'station.name'],
    [{ station: { name: '강남역', walkMinutes: 99 } }, 'station.walkMinutes'],
    [{ languages: ['ko', 'fr'] }, 'languages.1'],
    [{ languages: ['ko', 'ko'] }, 'languages'],
    [
      { safety: { operatingRoomCctv: 'yes', anesthesiologist: null, specialistCount: null, emergencyEquipment: null } },
      'safety.operatingRoomCctv',
    ],
  ])('a bad fact %j is a 400 naming %s, and nothing is stored', async (body, field) => {
    const before = await publicClinic();
    const res = await patchClinic(body);
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).some((k) => k.startsWith(field))).toBe(true);
    expect(await publicClinic()).toEqual(before);
  });

  it('writes every field, shows them on the public page at once, and ignores fields that are not the form’s', async () => {
    const res = await patchClinic({
      name: '새이름의원',
      description: '  소개 문단.  ',
      address: { postalCode: '06159', roadAddress: '서울 강남구 테헤란로 427', detailAddress: '7층' },
      phone: '0215881234',
      specialties: [2, 1, 2],
      averageRating: 5,
      reviewCount: 9999,
      id: 1,
    });
    expect(res.status).toBe(200);
    const shown = await publicClinic();
    expect(shown).toMatchObject({
      id: clinicId,
      name: '새이름의원',
      description: '소개 문단.',
      address: { postalCode: '06159', roadAddress: '서울 강남구 테헤란로 427', detailAddress: '7층' },
      phone: '0215881234',
      reviewCount: expect.any(Number),
    });
    expect(shown.reviewCount).not.toBe(9999);
    expect(shown.specialties.map((s) => s.id).sort()).toEqual([1, 2]);
    // Empty text clears a field.
    expect((await patchClinic({ description: '', phone: '' })).status).toBe(200);
    expect(await publicClinic()).toMatchObject({ description: null, phone: null, name: '새이름의원' });
  });

  it.each([
    [{ phone: '02-1234-5678' }, 'phone'],
    [{ phone: '123' }, 'phone'],
    [{ address: { postalCode: '1234', roadAddress: null, detailAddress: null } }, 'address.postalCode'],
    [{ name: '  ' }, 'name'],
    [{ name: '이름\u0000' }, 'name'],
    [{ specialties: [999999] }, 'specialties'],
    [{ profileImage: '/files/seed/clinic-profile-1.webp' }, 'profileImage'],
    [{ bannerImage: 'https://evil.example/x.png' }, 'bannerImage'],
    [{ introductionImages: ['/files/photos/0f8fad5b-d9cb-469f-a165-70867728950e.webp'] }, 'introductionImages.0'],
  ])('400 naming the field for %j', async (body, field) => {
    const before = await publicClinic();
    const res = await patchClinic(body);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { error: { fields: object } }).error.fields)).toEqual([field]);
    expect(await publicClinic()).toEqual(before);
  });

  it("refuses another clinic's upload and a member's photo as images", async () => {
    const jpeg = await readFile('e2e/fixtures/photos/before-1.jpg');
    const theirs = await upload(other, jpeg);
    const res = await patchClinic({ profileImage: theirs });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty('profileImage');
  });

  it('takes an upload of the clinic through the same checks as review photos and shows its metadata-free copy, images in order', async () => {
    const jpeg = await readFile('e2e/fixtures/photos/before-1.jpg');
    const first = await upload(staff, jpeg);
    const second = await upload(staff, await readFile('e2e/fixtures/photos/before-2.jpg'));
    const checked = await expectJson(staff.api.staff.uploads.check.$post({ json: { path: first } }), 200);
    expect(checked.data.url).toMatch(/^\/files\/media\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.request(checked.data.url)).headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request(first)).status).toBe(404); // originals are never served

    expect((await patchClinic({ profileImage: first, introductionImages: [second, first] })).status).toBe(200);
    const shown = await publicClinic();
    expect(shown.profileImage?.url).toBe(checked.data.url);
    expect(shown.introductionImages.map((i) => i.url)[1]).toBe(checked.data.url);
    // What the clinic shows can be sent back as it was read (kept), in another order.
    expect(
      (await patchClinic({ introductionImages: shown.introductionImages.map((i) => i.url).reverse() })).status,
    ).toBe(200);
    expect((await publicClinic()).introductionImages.map((i) => i.url)).toEqual(
      shown.introductionImages.map((i) => i.url).reverse(),
    );
  });

  it('refuses a text file sent as a JPEG when it is checked and when it is named', async () => {
    const fake = await readFile('e2e/fixtures/photos/not-an-image.jpg');
    const bad = await upload(staff, fake);
    const res = await call(t, staff.token, 'POST', '/staff/uploads/check', { path: bad });
    expect(res.status).toBe(400);
    expect((await patchClinic({ bannerImage: bad })).status).toBe(400);
  });
});

describe('GET /staff/audit', () => {
  it('records who changed what and which fields, never the values', async () => {
    expect((await patchClinic({ description: '비밀스러운 값 12345' })).status).toBe(200);
    const { data, total } = await expectJson(staff.api.staff.audit.$get({ query: { limit: '5' } }), 200);
    expect(total).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({
      user_id: staff.userId,
      action: 'clinic.update',
      entityType: 'CLINIC',
      entityId: clinicId,
      fields: ['description'],
    });
    expect(JSON.stringify(data)).not.toContain('비밀스러운');
    const theirs = await expectJson(other.api.staff.audit.$get({ query: {} }), 200);
    expect(theirs.data.every((e) => e.user_id !== staff.userId)).toBe(true);
    expect((await call(t, staff.token, 'GET', `/staff/audit?limit=${unchecked<string>('x')}`)).status).toBe(400);
  });
});
