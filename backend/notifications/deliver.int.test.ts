import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { members, notificationContacts, notificationDeliveries, notifications, pushSubscriptions } from '../db/schema';
import { resetEnvForTests } from '../env';
import { openTestBackend, type TestBackend } from '../test/backend';
import { startFakeLine, type FakeLine } from '../test/fakes/fake-line';
import { startFakePush, type FakePush } from '../test/fakes/fake-push';
import { startFakeSmtp, type FakeSmtp } from '../test/fakes/fake-smtp';
import { pushChannel } from './channels/push';
import { deliverOne, MAX_ATTEMPTS, type DeliverOptions } from './deliver';

// deliverOne against a real database and the local stand-ins: sent once, never twice; a worker dying between
// LINE's answer and the SENT write sends again with the same retry key and LINE keeps it to one message; a channel
// that keeps failing ends DEAD with its last error.

const vapid = webpush.generateVAPIDKeys();
let t: TestBackend;
let line: FakeLine;
let smtp: FakeSmtp;
let push: FakePush;
let opts: DeliverOptions;
const saved = { ...process.env };

beforeAll(async () => {
  [t, line, smtp, push] = await Promise.all([
    openTestBackend(),
    startFakeLine(),
    startFakeSmtp(),
    startFakePush({ vapidPublicKey: vapid.publicKey }),
  ]);
  opts = { channels: { push: pushChannel({ agent: push.agent }) } };
});
beforeEach(() => {
  process.env = {
    ...saved,
    APP_URL: 'https://beauty.example',
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_API_URL: line.url,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'noreply@beauty.example',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@beauty.example',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    NOTIFY_TIMEOUT_MS: '3000',
  };
  resetEnvForTests();
  line.faults.clear();
});
afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await Promise.all([t.close(), line.close(), smtp.close(), push.close()]);
});

async function member(provider = 'test', providerUserId = `u-${randomUUID()}`) {
  const [row] = await t.database.db
    .insert(members)
    .values({ provider, providerUserId, nickname: `알림${randomUUID().slice(0, 8)}` })
    .returning({ id: members.id });
  return row.id;
}

/** A COUNSEL_STATE_CHANGED notification for a member and its delivery on one channel. */
async function delivery(memberId: number, channel: string) {
  const db = t.database.db;
  const [note] = await db
    .insert(notifications)
    .values({
      recipientType: 'MEMBER',
      recipientId: memberId,
      kind: 'COUNSEL_STATE_CHANGED',
      params: { clinic: '강남뷰티의원', state: 'CONSULTATION_APPOINTMENT_CONFIRMED' },
      link: '/counsel/12',
    })
    .returning();
  const [row] = await db.insert(notificationDeliveries).values({ notificationId: note.id, channel }).returning();
  return row;
}

const row = async (id: number) =>
  (await t.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0];

describe('deliverOne', () => {
  it('sends once in the recipient language; a second call is skipped and sends nothing', async () => {
    const id = await member();
    await t.database.db
      .insert(notificationContacts)
      .values({ subjectType: 'MEMBER', subjectId: id, lineUserId: 'Uaaa', locale: 'ja' });
    const d = await delivery(id, 'line');
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('sent');
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('skipped');
    const sent = line.byKey(d.idempotencyKey);
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('Uaaa');
    expect(JSON.stringify(sent[0].messages)).toContain('강남뷰티의원がご相談を「相談予約確定」に更新しました。');
    expect(sent[0].messages[0]).toMatchObject({
      template: { actions: [{ uri: 'https://beauty.example/counsel/12', label: 'アプリで見る' }] },
    });
    expect(await row(d.id)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect((await row(d.id)).sentAt).toBeInstanceOf(Date);
  });

  it("a member signed in with LINE is reached at the login's user id when no contact was given", async () => {
    const lineId = `U${randomUUID().replace(/-/g, '')}`;
    const d = await delivery(await member('line', lineId), 'line');
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('sent');
    expect(line.byKey(d.idempotencyKey)[0].to).toBe(lineId);
  });

  it('a worker dying after LINE accepted: the retry sends the same retry key, LINE answers 409, one message', async () => {
    const lineId = `U${randomUUID().replace(/-/g, '')}`;
    const d = await delivery(await member('line', lineId), 'line');
    const crash = new Error('worker killed');
    await expect(
      deliverOne(t.database.db, d.id, {
        ...opts,
        afterSend: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // The attempt was committed before sending: the row shows a send in flight.
    expect(await row(d.id)).toMatchObject({ status: 'SENDING', attempts: 1 });
    const before = line.requests;
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('sent');
    expect(line.requests).toBe(before + 1);
    expect(line.byKey(d.idempotencyKey)).toHaveLength(1);
    expect(await row(d.id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('a channel that keeps failing is retried, then DEAD with its last error after the max attempts', async () => {
    const d = await delivery(await member('line', `U${randomUUID().replace(/-/g, '')}`), 'line');
    line.faults.failNext(MAX_ATTEMPTS, 500);
    const outcomes = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) outcomes.push(await deliverOne(t.database.db, d.id, opts));
    expect(outcomes).toEqual([...Array<string>(MAX_ATTEMPTS - 1).fill('retry'), 'dead']);
    expect(await row(d.id)).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS, lastError: '500 Error' });
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('skipped');
    expect(line.byKey(d.idempotencyKey)).toHaveLength(0);
  });

  it('an answer that cannot change (401) is DEAD at once', async () => {
    const d = await delivery(await member('line', `U${randomUUID().replace(/-/g, '')}`), 'line');
    line.faults.failNext(1, 401);
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('dead');
    expect(await row(d.id)).toMatchObject({ status: 'DEAD', attempts: 1 });
  });

  it.each([
    ['a channel not configured', 'kakao', 'not configured'],
    ['no address on the channel', 'email', 'no address'],
  ])('%s: DEAD with a clear error', async (_, channel, error) => {
    const d = await delivery(await member(), channel);
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('dead');
    expect(await row(d.id)).toMatchObject({ status: 'DEAD', lastError: error });
  });

  it('email carries the unsubscribe link and a Message-ID from the key', async () => {
    const id = await member();
    await t.database.db
      .insert(notificationContacts)
      .values({ subjectType: 'MEMBER', subjectId: id, email: 'member@example.com' });
    const d = await delivery(id, 'email');
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('sent');
    const [mail] = smtp.byKey(d.idempotencyKey);
    expect(mail.subject).toBe('상담 진행 상황');
    expect(mail.text).toContain('강남뷰티의원');
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/beauty\.example\/notifications\/unsubscribe\?/);
  });

  it('push reaches every browser; a gone subscription is deleted', async () => {
    const id = await member();
    const alive = push.subscribe();
    const gone = push.subscribe();
    push.gone(gone.id);
    const rows = await t.database.db
      .insert(pushSubscriptions)
      .values(
        [alive, gone].map((s) => ({
          subjectType: 'MEMBER' as const,
          subjectId: id,
          endpoint: s.endpoint,
          p256dh: s.keys.p256dh,
          auth: s.keys.auth,
        })),
      )
      .returning({ id: pushSubscriptions.id });
    const d = await delivery(id, 'push');
    expect(await deliverOne(t.database.db, d.id, opts)).toBe('sent');
    expect(push.byKey(d.idempotencyKey)).toEqual([
      expect.objectContaining({
        subscriptionId: alive.id,
        payload: {
          title: '상담 진행 상황',
          body: '강남뷰티의원에서 상담을 \u2018상담 예약 확정\u2019(으)로 변경했어요.',
          url: 'https://beauty.example/counsel/12',
          key: d.idempotencyKey,
        },
      }),
    ]);
    const left = await t.database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.subjectId, id));
    expect(left).toEqual([{ id: rows[0].id }]);
  });
});
