import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from '../../env';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { cleanup, createMember, type TestMember } from '../members/member-test-kit';

// A member's browser saves and removes its Web Push subscription; the VAPID key is public when push is on.

let t: TestBackend;
let m: TestMember;
const saved = { ...process.env };

beforeAll(async () => {
  t = await openTestBackend();
  m = await createMember(t);
});
afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await t.query("delete from push_subscriptions where subject_type = 'MEMBER' and subject_id = $1", [m.id]);
  await cleanup(t);
  await t.close();
});

const keys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

const post = (token: string | null, body: unknown) =>
  t.app.request('/member/push-subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const del = (token: string, endpoint: string) =>
  t.app.request(`/member/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
const rows = () =>
  t.query<{ endpoint: string; p256dh: string }>(
    "select endpoint, p256dh from push_subscriptions where subject_type = 'MEMBER' and subject_id = $1",
    [m.id],
  );

describe('/member/push-subscriptions', () => {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;

  it('saves a subscription, refreshes its keys when saved again, and removes it', async () => {
    const first = keys();
    const res = await post(m.token, { endpoint, keys: first, expirationTime: null });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { id: expect.any(Number), endpoint } });
    const second = keys();
    expect((await post(m.token, { endpoint, keys: second })).status).toBe(201);
    expect(await rows()).toEqual([{ endpoint, p256dh: second.p256dh }]);
    expect((await del(m.token, endpoint)).status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await del(m.token, endpoint)).status).toBe(204);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example.net/x', keys: keys() }],
    ['no keys', { endpoint }],
    ['a short p256dh', { endpoint, keys: { ...keys(), p256dh: 'abc' } }],
    ['an auth secret of the wrong size', { endpoint, keys: { ...keys(), auth: randomBytes(8).toString('base64url') } }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await post(m.token, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it.each([
    ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['this machine', 'https://127.0.0.1:4000/member/me'],
    ['any other web site', 'https://evil.example/collect'],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.evil.example/x'],
  ])('refuses an endpoint at %s (the server would post to it) with a field message', async (_, at) => {
    const res = await post(m.token, { endpoint: at, keys: keys() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { endpoint: 'endpoint must be at a browser push service' } },
    });
    expect(await rows()).toEqual([]);
  });

  it('needs a member', async () => {
    expect((await post(null, { endpoint, keys: keys() })).status).toBe(401);
  });
});

describe('GET /public/push/vapid-public-key', () => {
  it('is 404 while Web Push is off, the public key when on', async () => {
    delete process.env.VAPID_PUBLIC_KEY;
    resetEnvForTests();
    expect((await t.app.request('/public/push/vapid-public-key')).status).toBe(404);
    Object.assign(process.env, { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:a@b.c' });
    resetEnvForTests();
    const res = await t.app.request('/public/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { publicKey: 'BPub' } });
  });
});
