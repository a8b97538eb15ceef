import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import webpush from 'web-push';
import { resetEnvForTests } from '../../env';
import { startFakeKakao, type FakeKakao } from '../../test/fakes/fake-kakao';
import { startFakeLine, type FakeLine } from '../../test/fakes/fake-line';
import { startFakePush, type FakePush } from '../../test/fakes/fake-push';
import { startFakeSmtp, type FakeSmtp } from '../../test/fakes/fake-smtp';
import type { OutgoingMessage } from './channel';
import { emailChannel } from './email';
import { kakaoChannel } from './kakao';
import { lineChannel } from './line';
import { pushChannel, pushTopic } from './push';

// Each channel against its local stand-in speaking the real protocol (backend/test/fakes): what arrives, and how
// every error answer is classified (retry or not).

const vapid = webpush.generateVAPIDKeys();
let smtp: FakeSmtp;
let kakao: FakeKakao;
let line: FakeLine;
let push: FakePush;
const saved = { ...process.env };

beforeAll(async () => {
  [smtp, kakao, line, push] = await Promise.all([
    startFakeSmtp(),
    startFakeKakao(),
    startFakeLine(),
    startFakePush({ vapidPublicKey: vapid.publicKey }),
  ]);
  Object.assign(process.env, {
    APP_URL: 'https://beauty.example',
    SMTP_URL: smtp.url,
    SMTP_FROM: '뷰티노트 <noreply@beauty.example>',
    KAKAO_ALIMTALK_URL: kakao.url,
    KAKAO_ALIMTALK_KEY: kakao.apiKey,
    KAKAO_SENDER_KEY: kakao.senderKey,
    LINE_CHANNEL_ACCESS_TOKEN: line.token,
    LINE_API_URL: line.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@beauty.example',
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    NOTIFY_TIMEOUT_MS: '3000',
  });
  resetEnvForTests();
});
afterEach(() => {
  kakao.faults.clear();
  line.faults.clear();
  push.faults.clear();
});
afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await Promise.all([smtp.close(), kakao.close(), line.close(), push.close()]);
});

const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  key: randomUUID(),
  locale: 'ko',
  title: '상담 진행 상황',
  body: '강남뷰티의원에서 상담을 ‘예약 확정’(으)로 변경했어요.',
  url: 'https://beauty.example/counsel/12',
  unsubscribeUrl: 'https://beauty.example/notifications/unsubscribe?token=abc',
  ...over,
});

describe('push (Web Push with VAPID, aes128gcm)', () => {
  const channel = () => pushChannel({ agent: push.agent });

  it('is sent signed and encrypted: the service verifies the JWT, decrypts the payload, sees the Topic', async () => {
    const sub = push.subscribe();
    const msg = message();
    const result = await channel().send(
      { push: [{ id: 1, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }] },
      msg,
    );
    expect(result).toEqual({ ok: true, gone: [] });
    const [got, ...more] = push.byKey(msg.key);
    expect(more).toHaveLength(0);
    expect(got.payload).toEqual({ title: msg.title, body: msg.body, url: msg.url, key: msg.key });
    expect(got.topic).toBe(pushTopic(msg.key));
    expect(got.topic).toHaveLength(32);
    expect(got.ttl).toBeGreaterThan(0);
  });

  it('a gone subscription (410) is reported for deletion and not retried; others still get it', async () => {
    const gone = push.subscribe();
    const alive = push.subscribe();
    push.gone(gone.id);
    const msg = message();
    const to = (s: typeof gone, id: number) => ({ id, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth });
    expect(await channel().send({ push: [to(gone, 7), to(alive, 8)] }, msg)).toEqual({ ok: true, gone: [7] });
    expect(await channel().send({ push: [to(gone, 7)] }, message())).toMatchObject({
      ok: false,
      retry: false,
      gone: [7],
    });
  });

  it.each([
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [413, false],
  ])('a push service answering %i: retry %s', async (status, retry) => {
    const sub = push.subscribe();
    push.faults.failNext(1, status);
    const result = await channel().send(
      { push: [{ id: 1, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }] },
      message(),
    );
    expect(result).toMatchObject({ ok: false, retry, gone: [] });
  });

  it('a wrong VAPID key is refused by the service (403, not retried)', async () => {
    const sub = push.subscribe();
    const other = webpush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY = other.publicKey;
    process.env.VAPID_PRIVATE_KEY = other.privateKey;
    resetEnvForTests();
    try {
      const result = await channel().send(
        { push: [{ id: 1, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }] },
        message(),
      );
      expect(result).toMatchObject({ ok: false, retry: false });
    } finally {
      process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
      process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
      resetEnvForTests();
    }
  });
});

describe('email (SMTP)', () => {
  it('arrives with a Message-ID from the key, a Korean subject and one-click unsubscribe', async () => {
    const msg = message();
    expect(await emailChannel.send({ email: 'member@example.com' }, msg)).toEqual({ ok: true });
    const [mail, ...more] = smtp.byKey(msg.key);
    expect(more).toHaveLength(0);
    expect(mail.messageId).toBe(`<${msg.key}@beauty.example>`);
    expect(mail.subject).toBe('상담 진행 상황');
    expect(mail.to).toEqual(['member@example.com']);
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${msg.unsubscribeUrl}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(msg.body);
    expect(mail.text).toContain(msg.url);
    expect(mail.text).toContain(msg.unsubscribeUrl);
    expect(mail.html).toContain(`href="${msg.unsubscribeUrl}"`);
    expect(mail.html).toContain('이 알림 이메일 받지 않기');
  });

  it('is written in the recipient language (ja)', async () => {
    const msg = message({ locale: 'ja', title: 'ご相談の進行状況', body: '江南ビューティーがご相談を更新しました。' });
    await emailChannel.send({ email: 'member@example.jp' }, msg);
    const [mail] = smtp.byKey(msg.key);
    expect(mail.subject).toBe('ご相談の進行状況');
    expect(mail.text).toContain('このお知らせメールの配信を停止');
  });

  it.each([
    [451, true],
    [550, false],
  ])('an SMTP server answering %i: retry %s', async (code, retry) => {
    smtp.failNext(1, code);
    expect(await emailChannel.send({ email: 'member@example.com' }, message())).toMatchObject({ ok: false, retry });
  });
});

describe('kakao (알림톡 through a BizMessage API)', () => {
  it('is sent with the sender key, template, phone, key and a link button; a repeat key sends nothing more', async () => {
    const msg = message();
    expect(await kakaoChannel.send({ phone: '010-1234-5678' }, msg)).toEqual({ ok: true });
    expect(await kakaoChannel.send({ phone: '010-1234-5678' }, msg)).toEqual({ ok: true });
    const [got, ...more] = kakao.byKey(msg.key);
    expect(more).toHaveLength(0);
    expect(got.recipientNo).toBe('01012345678');
    expect(got.message).toBe(`[${msg.title}]\n${msg.body}`);
    expect(got.buttons).toEqual([expect.objectContaining({ type: 'WL', name: '앱에서 보기', linkMobile: msg.url })]);
  });

  it.each([
    ['a bad number', { phone: '02-123' }, {}, false],
    ['a wrong API key', { phone: '01012345678' }, { KAKAO_ALIMTALK_KEY: 'wrong' }, false],
    ['a template mismatch', { phone: '01012345678' }, { KAKAO_TEMPLATE_CODE: 'OTHER' }, false],
  ])('%s is not retried', async (_, to, vars, retry) => {
    const before = { ...process.env };
    Object.assign(process.env, vars);
    resetEnvForTests();
    try {
      expect(await kakaoChannel.send(to, message())).toMatchObject({ ok: false, retry });
    } finally {
      process.env = before;
      resetEnvForTests();
    }
  });

  it.each([500, 502, 429])('a provider answering %i is retried', async (status) => {
    kakao.faults.failNext(1, status);
    expect(await kakaoChannel.send({ phone: '01012345678' }, message())).toMatchObject({ ok: false, retry: true });
  });
});

describe('line (Messaging API push)', () => {
  it('is sent with the retry key; the same key again answers 409 and counts as sent, once', async () => {
    const msg = message();
    expect(await lineChannel.send({ lineUserId: 'U1234' }, msg)).toEqual({ ok: true });
    expect(await lineChannel.send({ lineUserId: 'U1234' }, msg)).toEqual({ ok: true });
    const [got, ...more] = line.byKey(msg.key);
    expect(more).toHaveLength(0);
    expect(got.to).toBe('U1234');
    expect(got.messages[0]).toMatchObject({
      type: 'template',
      template: { type: 'buttons', actions: [{ type: 'uri', uri: msg.url, label: '앱에서 보기' }] },
    });
  });

  it.each([
    [500, true],
    [429, true],
    [400, false],
    [401, false],
    [403, false],
  ])('LINE answering %i: retry %s', async (status, retry) => {
    line.faults.failNext(1, status);
    expect(await lineChannel.send({ lineUserId: 'U1234' }, message())).toMatchObject({ ok: false, retry });
  });

  it('a wrong channel token is refused by LINE (401, not retried)', async () => {
    process.env.LINE_CHANNEL_ACCESS_TOKEN = 'wrong';
    resetEnvForTests();
    try {
      expect(await lineChannel.send({ lineUserId: 'U1234' }, message())).toMatchObject({ ok: false, retry: false });
    } finally {
      process.env.LINE_CHANNEL_ACCESS_TOKEN = line.token;
      resetEnvForTests();
    }
  });

  it('a closed port is a network failure, retried', async () => {
    process.env.LINE_API_URL = 'http://127.0.0.1:9';
    resetEnvForTests();
    try {
      expect(await lineChannel.send({ lineUserId: 'U1234' }, message())).toMatchObject({ ok: false, retry: true });
    } finally {
      process.env.LINE_API_URL = line.url;
      resetEnvForTests();
    }
  });
});
