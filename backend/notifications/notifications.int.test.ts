import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from '../env';
import { transitionCounsel } from '../routes/staff/counsels/counsels.repository';
import { cleanup, createMember, createMemberReview, type TestMember } from '../routes/members/member-test-kit';
import { call, createStaff, staffClinic, type TestStaff } from '../routes/staff/staff-test-kit';
import { openTestBackend, type TestBackend } from '../test/backend';
import { expectJson } from '../test/client';
import { notify } from './notify';
import { counselMoved } from './triggers';
import { unsubscribeToken } from './unsubscribe';

let t: TestBackend;
let staff: TestStaff;
let staff2: TestStaff;
let clinicId: number;
let clinicName: string;
let member: TestMember;

beforeAll(async () => {
  process.env.COUNSEL_POSTS_PER_HOUR = '100000';
  resetEnvForTests();
  t = await openTestBackend();
  const made = await staffClinic(t);
  staff = made.staff;
  staff2 = await createStaff(t, made.clinic.id);
  clinicId = made.clinic.id;
  clinicName = made.clinic.name;
  member = await createMember(t);
});

afterAll(async () => {
  delete process.env.COUNSEL_POSTS_PER_HOUR;
  resetEnvForTests();
  await t.query(
    "delete from notifications where (recipient_type = 'MEMBER' and recipient_id = $1) or (recipient_type = 'STAFF' and recipient_id = any($2::int[]))",
    [member.id, [staff.id, staff2.id]],
  );
  await t.query('delete from notification_preferences where subject_id = any($1::int[])', [
    [member.id, staff.id, staff2.id],
  ]);
  await t.query('delete from notification_contacts where subject_id = any($1::int[])', [
    [member.id, staff.id, staff2.id],
  ]);
  await cleanup(t);
  await t.close();
});

const book = async (m: TestMember = member) =>
  (
    await expectJson(
      m.api.member.counsels.$post({
        header: {},
        json: { clinic_id: clinicId, sourceType: 'CLINIC', sourceId: clinicId, content: '라인 아이디 abc' },
      }),
      201,
    )
  ).data.id;

const unread = async (m: TestMember = member) =>
  (await expectJson(m.api.member.notifications['unread-count'].$get(), 200)).data.unread;
const inbox = async (m: TestMember = member, lang: 'ko' | 'ja' | 'en' = 'ko') =>
  (await expectJson(m.api.member.notifications.$get({ query: { lang } }), 200)).data;
const staffInbox = async (s: TestStaff) => (await expectJson(s.api.staff.notifications.$get({ query: {} }), 200)).data;
const rowsOf = (type: 'MEMBER' | 'STAFF', id: number) =>
  t.query<{ kind: string; link: string; params: Record<string, string>; in_inbox: boolean }>(
    'select kind, link, params, in_inbox from notifications where recipient_type = $1 and recipient_id = $2 order by id',
    [type, id],
  );

describe('a staff move tells the member', () => {
  it('confirming a counsel: one unread notification in the member’s language, leading to the counsel', async () => {
    const id = await book();
    const before = await unread();
    await expectJson(
      staff.api.staff.counsels[':id'].$patch({ param: { id: `${id}` }, json: { state: 'CONSULTATION_COMPLETE' } }),
      409,
    ).catch(() => undefined);
    const moved = await staff.api.staff.counsels[':id'].$patch({
      param: { id: `${id}` },
      json: { state: 'CANCELED' },
    });
    expect(moved.status).toBe(200);
    expect(await unread()).toBe(before + 1);
    const [latest] = await inbox();
    expect(latest).toMatchObject({ kind: 'COUNSEL_STATE_CHANGED', link: `/counsel/${id}`, read: false });
    expect(latest.body).toContain(clinicName);
    expect(latest.body).not.toContain('CANCELED');
    const [ja] = await inbox(member, 'ja');
    expect(ja.title).toBe('ご相談の進行状況');
    // Names and codes only: never the member's note.
    const [row] = (await rowsOf('MEMBER', member.id)).slice(-1);
    expect(row.params).toEqual({ clinic: clinicName, state: 'CANCELED' });

    const read = await member.api.member.notifications[':id'].read.$post({ param: { id: `${latest.id}` } });
    expect(read.status).toBe(204);
    expect(await unread()).toBe(before);
    expect((await inbox())[0].read).toBe(true);
  });

  it('the move and its notification commit together: a failure after the notification takes both back', async () => {
    const id = await book();
    const count = (await rowsOf('MEMBER', member.id)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await transitionCounsel(tx, clinicId, staff.id, id, 'CANCELED');
        await counselMoved(tx, id);
        const written = await tx.execute(`select 1 from notifications where link = '/counsel/${id}'`);
        expect((written as unknown as { rows: unknown[] }).rows).toHaveLength(1);
        throw new Error('fails after the notification was written');
      }),
    ).rejects.toThrow('fails after');
    const [counsel] = await t.query<{ state: string }>('select state from counsels where id = $1', [id]);
    expect(counsel.state).toBe('AWAITING_CLINIC_CONFIRMATION');
    expect(await rowsOf('MEMBER', member.id)).toHaveLength(count);
  });

  it('an undo tells the member the state the counsel went back to', async () => {
    const id = await book();
    const moved = await expectJson(
      staff.api.staff.counsels[':id'].$patch({ param: { id: `${id}` }, json: { state: 'CANCELED' } }),
      200,
    );
    await expectJson(
      staff.api.staff.counsels[':id'].undo.$post({
        param: { id: `${id}` },
        json: { change_id: moved.data.undo!.change_id },
      }),
      200,
    );
    const mine = (await rowsOf('MEMBER', member.id)).filter((r) => r.link === `/counsel/${id}`);
    expect(mine.map((r) => r.params.state)).toEqual(['CANCELED', 'AWAITING_CLINIC_CONFIRMATION']);
  });
});

describe('the clinic’s staff are told, every account', () => {
  it('a new counsel and its cancellation reach both staff accounts, linking to the console', async () => {
    const id = await book();
    for (const s of [staff, staff2]) {
      const [n] = await staffInbox(s);
      expect(n).toMatchObject({ kind: 'COUNSEL_CREATED', link: `/partner/counsels?id=${id}`, read: false });
      expect(n.title).toBe('새 상담 신청');
    }
    await expectJson(member.api.member.counsels[':id'].cancel.$post({ param: { id: `${id}` } }), 200);
    expect((await staffInbox(staff2))[0]).toMatchObject({
      kind: 'COUNSEL_CANCELED',
      link: `/partner/counsels?id=${id}`,
    });
    const count = (await expectJson(staff.api.staff.notifications['unread-count'].$get(), 200)).data.unread;
    expect(count).toBeGreaterThanOrEqual(2);
    expect((await call(t, staff.token, 'POST', '/staff/notifications/read-all')).status).toBe(204);
    expect((await expectJson(staff.api.staff.notifications['unread-count'].$get(), 200)).data.unread).toBe(0);
    // staff2's stay unread: each account has its own inbox.
    expect((await staffInbox(staff2))[0].read).toBe(false);
  });

  it('a first reply to a review tells its writer once; editing the reply does not', async () => {
    const review = { id: await createMemberReview(t, member.id, clinicId) };
    const put = (content: string) => call(t, staff.token, 'PUT', `/staff/reviews/${review.id}/reply`, { content });
    expect((await put('감사합니다')).status).toBe(200);
    expect((await put('감사합니다!')).status).toBe(200);
    const replies = (await rowsOf('MEMBER', member.id)).filter((r) => r.kind === 'REVIEW_REPLIED');
    expect(replies).toEqual([
      { kind: 'REVIEW_REPLIED', link: `/contents/review/${review.id}`, params: { clinic: clinicName }, in_inbox: true },
    ]);
  });

  it("another account's notification is a 404", async () => {
    const [mine] = await staffInbox(staff);
    expect((await call(t, member.token, 'POST', `/member/notifications/${mine.id}/read`)).status).toBe(404);
    expect((await call(t, staff2.token, 'POST', `/staff/notifications/${mine.id}/read`)).status).toBe(404);
  });
});

describe('preferences', () => {
  it('inbox off (and no other channel) → no row at all; back on → rows again', async () => {
    const other = await createMember(t);
    const set = (enabled: boolean) =>
      expectJson(
        other.api.member['notification-settings'].$put({
          json: {
            preferences: [{ kind: 'COUNSEL_STATE_CHANGED', channel: 'inbox', enabled }],
            contact: { email: '', phone: '', locale: 'ko' },
          },
        }),
        200,
      );
    const settings = await set(false);
    expect(settings.data.kinds.find((k) => k.kind === 'COUNSEL_STATE_CHANGED')!.channels.inbox).toBe(false);
    expect(settings.data.kinds.map((k) => k.kind)).toEqual([
      'COUNSEL_STATE_CHANGED',
      'REVIEW_REPLIED',
      'APPOINTMENT_REMINDER',
      'REVIEW_HIDDEN',
      'REVIEW_RESTORED',
      'REVIEW_REMOVED',
      'RECOVERY_CHECKIN_DUE',
    ]);
    const id = await book(other);
    await expectJson(
      staff.api.staff.counsels[':id'].$patch({ param: { id: `${id}` }, json: { state: 'CANCELED' } }),
      200,
    );
    expect(await rowsOf('MEMBER', other.id)).toEqual([]);
    await set(true);
    await notify(t.database.db, {
      kind: 'COUNSEL_STATE_CHANGED',
      recipient: { type: 'MEMBER', id: other.id },
      params: { clinic: 'x', state: 'CANCELED' },
      link: '/counsel/1',
    });
    expect(await rowsOf('MEMBER', other.id)).toHaveLength(1);
    await t.query("delete from notifications where recipient_type = 'MEMBER' and recipient_id = $1", [other.id]);
  });

  it('deliveries: one per configured channel that reaches the subject and is not turned off', async () => {
    const other = await createMember(t);
    await expectJson(
      other.api.member['notification-settings'].$put({
        json: {
          preferences: [
            { kind: 'REVIEW_REPLIED', channel: 'inbox', enabled: false },
            { kind: 'REVIEW_REPLIED', channel: 'kakao', enabled: false },
          ],
          contact: { email: 'me@example.com', phone: '010-1234-5678', locale: 'ja' },
        },
      }),
      200,
    );
    const [id] = await notify(t.database.db, {
      kind: 'REVIEW_REPLIED',
      recipient: { type: 'MEMBER', id: other.id },
      params: { clinic: 'x' },
      link: '/contents/review/1',
      channelsConfigured: new Set(['email', 'kakao', 'line', 'push']),
    });
    const deliveries = await t.query<{ channel: string; status: string; not_before: Date | null }>(
      'select channel, status, not_before from notification_deliveries where notification_id = $1',
      [id],
    );
    // email: reachable and on; kakao: turned off; line and push: nothing to reach.
    expect(deliveries).toEqual([{ channel: 'email', status: 'PENDING', not_before: null }]);
    // Kept for its delivery, but not in the inbox and not unread.
    expect(await inbox(other)).toEqual([]);
    expect(await unread(other)).toBe(0);
    const settings = await expectJson(other.api.member['notification-settings'].$get(), 200);
    expect(settings.data.contact).toEqual({ email: 'me@example.com', phone: '01012345678', locale: 'ja' });
    await t.query("delete from notifications where recipient_type = 'MEMBER' and recipient_id = $1", [other.id]);
  });

  it('invalid settings answer 400 naming the field', async () => {
    const put = (json: unknown) => call(t, member.token, 'PUT', '/member/notification-settings', json);
    const bad = await put({ preferences: [], contact: { email: 'not-an-email', phone: '12', locale: 'ko' } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['contact.email', 'contact.phone']);
    const staffKind = await put({
      preferences: [{ kind: 'COUNSEL_CREATED', channel: 'inbox', enabled: false }],
      contact: { email: '', phone: '', locale: 'ko' },
    });
    expect(staffKind.status).toBe(400);
    expect(Object.keys(((await staffKind.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'preferences.0.kind',
    ]);
  });

  it('staff settings list the kinds staff receive', async () => {
    const s = await expectJson(staff.api.staff['notification-settings'].$get(), 200);
    expect(s.data.kinds.map((k) => k.kind)).toEqual([
      'COUNSEL_CREATED',
      'COUNSEL_CANCELED',
      'REVIEW_CREATED',
      'REVIEW_REPORTED',
      'TAKEDOWN_DECIDED',
      'AD_WORDING_CHANGE_REQUIRED',
    ]);
  });
});

describe('unsubscribe links', () => {
  it('a signed token turns that preference off; a tampered one is a 400', async () => {
    const token = unsubscribeToken({
      subject: { type: 'MEMBER', id: member.id },
      kind: 'REVIEW_REPLIED',
      channel: 'email',
    });
    const res = await t.app.request(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { kind: 'REVIEW_REPLIED', channel: 'email' } });
    const [pref] = await t.query<{ enabled: boolean }>(
      "select enabled from notification_preferences where subject_type = 'MEMBER' and subject_id = $1 and kind = 'REVIEW_REPLIED' and channel = 'email'",
      [member.id],
    );
    expect(pref.enabled).toBe(false);
    // Again: still off, still 200.
    expect((await t.app.request(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);

    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(`MEMBER:${member.id + 1}:REVIEW_REPLIED:email`).toString('base64url');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    for (const bad of [`${otherPayload}.${signature}`, `${payload}.${flipped}`, payload, 'x.y.z', ''])
      expect((await t.app.request(`/notifications/unsubscribe?token=${encodeURIComponent(bad)}`)).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('deletes the member’s notifications, deliveries, preferences, contact and push subscriptions', async () => {
    const gone = await createMember(t);
    await expectJson(
      gone.api.member['notification-settings'].$put({
        json: {
          preferences: [{ kind: 'REVIEW_REPLIED', channel: 'push', enabled: true }],
          contact: { email: 'gone@example.com', phone: '', locale: 'ko' },
        },
      }),
      200,
    );
    await t.query(
      "insert into push_subscriptions (subject_type, subject_id, endpoint, p256dh, auth) values ('MEMBER', $1, $2, 'k', 'a')",
      [gone.id, `https://push.example/${gone.id}`],
    );
    await notify(t.database.db, {
      kind: 'REVIEW_REPLIED',
      recipient: { type: 'MEMBER', id: gone.id },
      params: { clinic: 'x' },
      link: '/contents/review/1',
      channelsConfigured: new Set(['email', 'push']),
    });
    const count = async () =>
      Promise.all(
        ['notifications', 'notification_preferences', 'notification_contacts', 'push_subscriptions'].map(
          async (table) => {
            const [type, id] =
              table === 'notifications' ? ['recipient_type', 'recipient_id'] : ['subject_type', 'subject_id'];
            const [row] = await t.query<{ n: number }>(
              `select count(*)::int as n from ${table} where ${type} = 'MEMBER' and ${id} = $1`,
              [gone.id],
            );
            return row.n;
          },
        ),
      );
    expect(await count()).toEqual([1, 1, 1, 1]);
    const [{ n: deliveries }] = await t.query<{ n: number }>(
      "select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id where n.recipient_type = 'MEMBER' and n.recipient_id = $1",
      [gone.id],
    );
    expect(deliveries).toBe(2);
    expect((await call(t, gone.token, 'DELETE', '/member/me')).status).toBe(204);
    expect(await count()).toEqual([0, 0, 0, 0]);
  });
});
