import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { createOperator, type TestOperator } from '../../test/operator-kit';
import { createMember } from '../members/member-test-kit';
import { call, sha256 } from '../staff/staff-test-kit';
import { signAccessToken } from '../../auth/tokens';
import { APPLICATIONS_PER_HOUR } from './partner-applications.routes';

// The partner application (입점 신청) journey: the public form's POST, the operators' queue and decisions, the
// clinic an approval makes (unpublished until its profile is complete) and the one-time password-setup link.

let t: TestBackend;
let op: TestOperator;
let started: string;
beforeAll(async () => {
  t = await openTestBackend();
  op = await createOperator(t);
  [{ now: started }] = await t.query<{ now: string }>('select now()::text as now');
});
// On PostgreSQL every suite shares one database: the clinics (and staff accounts) this suite's approvals made, and its
// applications, go again, so the suites that compare the public lists with the clinics table see none of them.
afterAll(async () => {
  const mine =
    'select clinic_id from partner_applications where created_at >= $1::timestamptz and clinic_id is not null';
  await t.query(`delete from clinics where id in (${mine})`, [started]);
  await t.query('delete from partner_applications where created_at >= $1::timestamptz', [started]);
  await t.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;

/** A fresh address per test: the per-address limit does not carry over. */
const address = () => ({ 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}` });
/** An unused 8-digit 요양기관 번호. */
const careNumber = () => String(randomInt(10_000_000, 99_999_999));

const application = (change: Json = {}) => ({
  clinicName: `새봄의원 ${randomUUID().slice(0, 6)}`,
  registrationNumber: careNumber(),
  postalCode: '06159',
  roadAddress: '서울 강남구 테헤란로 427',
  detailAddress: '3층',
  contactName: '김담당',
  phone: '01012345678',
  email: 'apply@example.com',
  specialties: [1],
  agreed: true,
  ...change,
});

const apply = (body: Json = application(), headers = address()) =>
  call(t, null, 'POST', '/public/partner-applications', body, headers);

async function applied(body = application()) {
  const res = await apply(body);
  expect(res.status).toBe(201);
  return (await json(res)).data as { id: number; state: string };
}

const approve = (id: number, body: Json = {}) =>
  call(t, op.token, 'POST', `/operator/partner-applications/${id}/approve`, body);

describe('POST /public/partner-applications', () => {
  it('201: stored as PENDING, a business number with a valid check digit too', async () => {
    const made = await applied(application({ registrationNumber: '220-81-62517' }));
    expect(made.state).toBe('PENDING');
    const [row] = await t.query<Json>(
      'select registration_kind, registration_number from partner_applications where id = $1',
      [made.id],
    );
    expect(row).toEqual({ registration_kind: 'BUSINESS', registration_number: '2208162517' });
  });

  it('400 with fields: a wrong check digit, a missing agreement, an unknown specialty', async () => {
    const bad = await apply(application({ registrationNumber: '2208162518', agreed: false, email: 'x' }));
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['agreed', 'email', 'registrationNumber']);
    const unknown = await apply(application({ specialties: [999_999] }));
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toHaveProperty('specialties');
  });

  it('409 while an application for the same number is open', async () => {
    const body = application();
    await applied(body);
    const again = await apply({ ...body, clinicName: '다른 이름' });
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('CONFLICT');
  });

  it('429 with Retry-After past the per-address limit', async () => {
    const from = address();
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i++) expect((await apply(application(), from)).status).toBe(201);
    const limited = await apply(application(), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('/operator/partner-applications', () => {
  it('401 without a token, 403 for member and staff tokens', async () => {
    const member = await createMember(t);
    const staffToken = await signAccessToken({ id: 1, type: 'STAFF', sessionVersion: 0 });
    expect((await call(t, null, 'GET', '/operator/partner-applications')).status).toBe(401);
    expect((await call(t, member.token, 'GET', '/operator/partner-applications')).status).toBe(403);
    expect(
      (await call(t, staffToken, 'POST', '/operator/partner-applications/1/reject', { reason: 'no' })).status,
    ).toBe(403);
  });

  it('lists open applications first, oldest first; one by id; 404 for an unknown id', async () => {
    const first = await applied();
    const second = await applied();
    await call(t, op.token, 'POST', `/operator/partner-applications/${first.id}/reject`, { reason: '서류 미비' });
    const list = await json(await call(t, op.token, 'GET', '/operator/partner-applications'));
    const states = list.data.map((a: Json) => a.state);
    expect(states.indexOf('REJECTED')).toBeGreaterThan(states.lastIndexOf('PENDING'));
    const pending = list.data.filter((a: Json) => a.state === 'PENDING').map((a: Json) => a.createdAt);
    expect(pending).toEqual([...pending].sort());
    const one = await json(await call(t, op.token, 'GET', `/operator/partner-applications/${second.id}`));
    expect(one.data).toEqual(
      expect.objectContaining({ id: second.id, state: 'PENDING', registrationKind: 'CARE_INSTITUTION' }),
    );
    expect(one.data.specialties[0]).toEqual({ id: 1, name: expect.any(String) });
    expect((await call(t, op.token, 'GET', '/operator/partner-applications/999999')).status).toBe(404);
  });

  it('reject needs a reason (400), is audited, and a decided application cannot be decided again (409)', async () => {
    const { id } = await applied();
    const path = `/operator/partner-applications/${id}/reject`;
    expect((await call(t, op.token, 'POST', path, {})).status).toBe(400);
    const rejected = await call(t, op.token, 'POST', path, { reason: '요양기관 번호 확인 불가' });
    expect(rejected.status).toBe(200);
    expect((await json(rejected)).data.decision).toEqual(
      expect.objectContaining({ by: op.userId, reason: '요양기관 번호 확인 불가' }),
    );
    const [audit] = await t.query<Json>(
      "select action, reason from operator_audit_log where target_type = 'APPLICATION' and target_id = $1",
      [id],
    );
    expect(audit).toEqual({ action: 'application.reject', reason: '요양기관 번호 확인 불가' });
    expect((await approve(id)).status).toBe(409);
    expect(
      (await call(t, op.token, 'POST', '/operator/partner-applications/999999/reject', { reason: '없음 확인' })).status,
    ).toBe(404);
  });
});

describe('approval', () => {
  it('makes an unpublished clinic, a staff account whose password nobody knows, and a one-time link', async () => {
    const body = application();
    const { id } = await applied(body);
    const res = await approve(id, { reason: '서류 확인 완료' });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toEqual(expect.objectContaining({ staffUserId: `clinic_${body.registrationNumber}`, emailed: false }));
    expect(data.setupLink).toMatch(/^\/partner\/setup-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(data.application).toEqual(expect.objectContaining({ state: 'APPROVED', clinicId: data.clinicId }));
    const [clinic] = await t.query<Json>('select name, is_published, phone, road_address from clinics where id = $1', [
      data.clinicId,
    ]);
    expect(clinic).toEqual({
      name: body.clinicName,
      is_published: false,
      phone: body.phone,
      road_address: body.roadAddress,
    });
    const [setup] = await t.query<Json>(
      'select s.token_hash from staff_password_setups s join staff_accounts a on a.id = s.staff_account_id where a.user_id = $1',
      [data.staffUserId],
    );
    const token = new URL(data.setupLink, 'http://x').searchParams.get('token')!;
    expect(setup.token_hash).toBe(sha256(token)); // only the hash is kept
    // Nobody can sign in before the link is used.
    const signIn = await call(t, null, 'POST', '/auth/login', {
      user_id: data.staffUserId,
      password: sha256('anything'),
    });
    expect(signIn.status).toBe(401);
    // A taken user id is a 409.
    const other = await applied();
    const taken = await approve(other.id, { user_id: data.staffUserId });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.fields).toHaveProperty('user_id');
  });

  it('an unpublished clinic is 404 on its page and absent from lists, search and the sitemap until its profile is complete', async () => {
    const body = application({ clinicName: `봄날피부과 ${randomUUID().slice(0, 6)}` });
    const { id } = await applied(body);
    const { data } = await json(await approve(id, { user_id: `new_${randomUUID().slice(0, 8)}` }));
    const clinicId: number = data.clinicId;

    const visible = async () => {
      const page = await call(t, null, 'GET', `/public/clinics/${clinicId}`);
      const list = await json(await call(t, null, 'GET', '/public/clinics?limit=100&district=강남구'));
      const search = await json(await call(t, null, 'GET', `/public/search?q=${encodeURIComponent(body.clinicName)}`));
      const overview = await json(
        await call(t, null, 'GET', `/public/search/overview?q=${encodeURIComponent(body.clinicName)}`),
      );
      const sitemap = await json(await call(t, null, 'GET', '/public/sitemap/clinics?limit=50000'));
      return {
        page: page.status,
        list: list.data.some((c: Json) => c.id === clinicId),
        search: search.data.clinics.items.some((c: Json) => c.id === clinicId),
        overview: overview.data.clinics.items.some((c: Json) => c.id === clinicId),
        sitemap: sitemap.data.some((e: Json) => e.id === clinicId),
      };
    };
    expect(await visible()).toEqual({ page: 404, list: false, search: false, overview: false, sitemap: false });
    // Its doctors are not shown either.
    const [doctor] = await t.query<{ id: number }>(
      "insert into doctors (clinic_id, name) values ($1, '김새봄') returning id",
      [clinicId],
    );
    expect((await call(t, null, 'GET', `/public/doctors/${doctor.id}`)).status).toBe(404);
    const doctorsOf = async () =>
      (await json(await call(t, null, 'GET', `/public/doctors?clinicId=${clinicId}`))) as {
        data: Json[];
        total: number;
      };
    expect(await doctorsOf()).toEqual(expect.objectContaining({ data: [], total: 0 }));
    // … nor its events, in any list, whichever way the list counts its total.
    const [event] = await t.query<{ id: number }>(
      "insert into events (clinic_id, title) values ($1, '봄맞이 이벤트') returning id",
      [clinicId],
    );
    expect((await call(t, null, 'GET', `/public/events/${event.id}`)).status).toBe(404);
    const eventLists = ['', 'ended=false', 'specialtyId=1', `clinicId=${clinicId}`, 'district=강남구&ended=false'];
    const eventsListed = async () =>
      Promise.all(
        eventLists.map(async (q) => {
          const page = (await json(await call(t, null, 'GET', `/public/events?limit=100&${q}`))) as {
            data: Json[];
            total: number;
          };
          return { listed: page.data.some((e) => e.id === event.id), total: page.total };
        }),
      );
    const before = await eventsListed();
    expect(before.map((l) => l.listed)).toEqual(eventLists.map(() => false));

    // Its staff see and edit it; a save that leaves it incomplete keeps it unpublished.
    const [{ id: staffId }] = await t.query<{ id: number }>('select id from staff_accounts where clinic_id = $1', [
      clinicId,
    ]);
    const staffToken = await signAccessToken({ id: staffId, type: 'STAFF', sessionVersion: 0 });
    expect((await call(t, staffToken, 'GET', '/staff/clinic')).status).toBe(200);
    const hours = { days: { mon: { open: '09:00', close: '18:00' } } };
    expect((await call(t, staffToken, 'PATCH', '/staff/clinic', { openingHours: hours })).status).toBe(200);
    expect((await visible()).page).toBe(404);

    // An image completes the profile: the next save publishes it.
    await t.query("update clinics set profile_image = 'seed/test.png' where id = $1", [clinicId]);
    expect((await call(t, staffToken, 'PATCH', '/staff/clinic', { station: null })).status).toBe(200);
    expect(await visible()).toEqual({ page: 200, list: true, search: true, overview: true, sitemap: true });
    expect((await doctorsOf()).total).toBe(1);
    const after = await eventsListed();
    // Published: every total counts the event once more (the kept counts knew it all along).
    expect(after.map((l, i) => l.total - before[i].total)).toEqual([1, 1, 0, 1, 1]);
  });
});

describe('POST /auth/staff/setup-password', () => {
  async function approvedLink() {
    const { id } = await applied();
    const { data } = await json(await approve(id));
    return {
      token: new URL(data.setupLink, 'http://x').searchParams.get('token')!,
      userId: data.staffUserId as string,
    };
  }
  const setup = (token: string, password: string, headers = address()) =>
    call(t, null, 'POST', '/auth/staff/setup-password', { token, password: sha256(password) }, headers);

  it('sets the password once: the staff member signs in with it; the link then answers 410', async () => {
    const { token, userId } = await approvedLink();
    expect((await call(t, null, 'POST', '/auth/staff/setup-password/check', { token }, address())).status).toBe(204);
    const res = await setup(token, 'new-password-1');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ user_id: userId });
    const signIn = await call(t, null, 'POST', '/auth/login', { user_id: userId, password: sha256('new-password-1') });
    expect(signIn.status).toBe(200);
    const check = (value: string) =>
      call(t, null, 'POST', '/auth/staff/setup-password/check', { token: value }, address());
    expect((await check(token)).status).toBe(410);
    expect((await check('C'.repeat(43))).status).toBe(400);
    const again = await setup(token, 'another-password');
    expect(again.status).toBe(410);
    expect((await json(again)).error.code).toBe('LINK_EXPIRED');
  });

  it('410 after 24 hours; 400 for an unknown or malformed token', async () => {
    const { token } = await approvedLink();
    await t.query("update staff_password_setups set expires_at = now() - interval '1 second' where token_hash = $1", [
      sha256(token),
    ]);
    expect((await setup(token, 'new-password-1')).status).toBe(410);
    expect((await setup('A'.repeat(43), 'new-password-1')).status).toBe(400);
    const malformed = await call(
      t,
      null,
      'POST',
      '/auth/staff/setup-password',
      { token: 'x', password: 'y' },
      address(),
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys((await json(malformed)).error.fields).sort()).toEqual(['password', 'token']);
  });

  it('429 past the per-address limit', async () => {
    const from = address();
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await setup('B'.repeat(43), 'whatever-1', from)).status;
    expect(last).toBe(429);
  });
});
