import { createECDH, randomBytes } from 'node:crypto';
import { startFakePush, type FakePush } from '@/backend/test/fakes/fake-push';
import { startFakeSmtp, type FakeSmtp } from '@/backend/test/fakes/fake-smtp';
import { e2eVapid, PUSH_TLS_DIR, SMTP_PORT } from '../playwright.config';
import { devLogin } from './helpers/login';
import { signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 25's acceptance journey at 390×844: a member books; the clinic's staff confirm it in the console; the
// member's bell shows 1 within 5 s without a reload; the push message arrives in the test browser; the email arrives
// at the local SMTP server (backend/test/fakes/fake-smtp.ts, on E2E_SMTP_PORT); opening the notification lands on
// /counsel/{id}.
//
// Web Push end to end: a member who booked is offered '예약 알림 받기', allows notifications, the page registers
// public/sw.js and saves its subscription through the BFF; a message sent with web-push to the local push
// service (backend/test/fakes/fake-push.ts: VAPID JWT verified, payload decrypted with the subscription's key)
// is delivered to the service worker, which shows it with the delivery's key as its tag.
//
// What is stubbed, and why: this machine's Chromium cannot reach Google's push service (no internet), so
// PushManager.prototype.subscribe is replaced by an init script answering a subscription whose endpoint is the
// local push service and whose keys this test made (as a browser would: a P-256 key pair and a 16-byte secret).
// The push service cannot reach the browser either, so the payload it decrypted is handed to the service worker
// with the DevTools protocol (ServiceWorker.deliverPushMessage), which runs the worker's real 'push' handler.
// Everything else is the app's own: the clinic's move notifies the member, the delivery job sends with web-push, and
// the app trusts the local push service's self-signed certificate through NODE_EXTRA_CA_CERTS (playwright.config.ts).

const CLINIC = 1; // its staff confirm the booking below
let push: FakePush;
let smtp: FakeSmtp;
test.beforeAll(async () => {
  push = await startFakePush({ vapidPublicKey: e2eVapid.VAPID_PUBLIC_KEY, tlsDir: PUSH_TLS_DIR });
  smtp = await startFakeSmtp({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await push?.close();
  await smtp?.close();
});

test('a booking confirmed by the clinic reaches the member: the bell within 5 s, a push shown once, an email, and the notification opens the counsel', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The browser's subscription keys, made here so the local push service can decrypt what is sent to them.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const sub = push.adopt(`e2e-${Date.now()}`, ecdh.getPrivateKey(), randomBytes(16));
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript((s) => {
    const made = {
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (subscribed ? made : null) as unknown as PushSubscription | null;
    };
  }, sub);

  // Never offered before a booking: the home page has no card.
  await page.goto('/login');
  await devLogin(page, '피부요정');
  await page.goto('/');
  await expect(page.getByTestId('push-opt-in')).toHaveCount(0);
  const note = `알림 테스트 ${Date.now()}`;
  const booked = await page.request.post('/api/member/counsels', {
    data: { clinic_id: CLINIC, sourceType: 'CLINIC', sourceId: CLINIC, content: note },
    headers: { origin: baseURL! },
  });
  expect(booked.status()).toBe(201);
  const { id: counselId, clinic } = ((await booked.json()) as { data: { id: number; clinic: { name: string } } }).data;
  const clinicName = clinic.name;

  await page.goto(`/counsel/${counselId}`);
  const card = page.getByTestId('push-opt-in');
  await expect(card.getByRole('heading', { name: '예약 알림 받기' })).toBeVisible();
  await page.screenshot({ path: 'test-results/push-opt-in.png' });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/member/push-subscriptions') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: '알림 받기' }).click();
  expect((await saved).status()).toBe(201);
  await expect(card.getByText('알림을 켰어요.')).toBeVisible();

  // Remembered: not offered again.
  await page.goto('/counsel');
  await expect(page.getByTestId('counsel-list')).toBeVisible();
  await expect(page.getByTestId('push-opt-in')).toHaveCount(0);

  // An email address in the notification settings: the confirmation is emailed too.
  const email = `member-${Date.now()}@example.test`;
  await page.goto('/my-page/notifications');
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(email);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('알림 설정을 저장했어요.')).toBeVisible();

  // Start from an empty bell whatever earlier journeys left, on a page with the top bar.
  expect(
    (await page.request.post('/api/member/notifications/read-all', { headers: { origin: baseURL! } })).status(),
  ).toBe(204);
  await page.goto('/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // The clinic confirms the booking in the console: the app notifies the member, and its delivery jobs send the
  // push with web-push (VAPID-signed, aes128gcm-encrypted) to the subscription the page saved, and the email.
  const partner = await browser.newPage({ baseURL });
  await signInStaff(partner, CLINIC);
  await partner.goto('/partner/counsels');
  const booking = partner.getByRole('listitem').filter({ hasText: note });
  await booking.getByRole('button', { name: '확인 완료', exact: true }).click();
  await expect(booking.locator('.pc-badge')).toHaveText('병원 확인 완료');
  await partner.close();

  // The bell, without a reload, within 5 s.
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 5_000 });

  const url = `${baseURL}/counsel/${counselId}`;
  await expect.poll(() => push.accepted.filter((r) => r.subscriptionId === sub.id).length, { timeout: 20_000 }).toBe(1);
  const [received] = push.accepted.filter((r) => r.subscriptionId === sub.id);
  const body = `${clinicName}에서 상담을 ‘병원 확인 완료’(으)로 변경했어요.`;
  expect(received.payload).toMatchObject({ title: '상담 진행 상황', body, url });
  expect(received.payload.key).toMatch(/^[0-9a-f-]{36}$/);
  const key = received.payload.key!;
  expect(received.topic).toBe(key.replace(/-/g, ''));

  // Hand the decrypted payload to the page's service worker, twice (a retried send): one notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => x.scopeURL === `${baseURL}/` && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  for (let i = 0; i < 2; i++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: id, data: received.text });
  }
  const shown = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const list = (await reg?.getNotifications()) ?? [];
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url?: string })?.url }));
    });
  await expect.poll(shown).toEqual([{ title: '상담 진행 상황', body, tag: key, url }]);

  // The email at the local SMTP server: the same words, the link back in, a one-tap unsubscribe; nothing else.
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = smtp.received.filter((m) => m.to.includes(email));
  expect(mail.subject).toContain('상담 진행 상황');
  expect(mail.text).toContain(body);
  expect(mail.text).toContain(url);
  expect(mail.headers.get('list-unsubscribe')).toMatch(/\/notifications\/unsubscribe\?token=/);
  expect(mail.text).not.toContain(note);

  // Opening the notification lands on the counsel.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.getByTestId('notification-list').getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/counsel/${counselId}$`));
});
