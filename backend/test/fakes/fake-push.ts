import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Faults, json, readBody } from './http';
import { localhostCertificate } from './tls';

// A local Web Push service (RFC 8030) over HTTPS. For each POST /push/<id> it checks what a real one checks, then
// does what only the browser could: decrypts the payload with the subscription's private key.
//   - Authorization: vapid t=<JWT>,k=<public key> (RFC 8292): the ES256 JWT verifies with k, its aud is this
//     service's origin, exp is in the future and at most 24 hours away, sub is a mailto: or https: contact;
//     k must be the VAPID key the test expects, when one was given → else 401/403.
//   - Content-Encoding: aes128gcm (RFC 8188) and a TTL header → else 400.
//   - The body is decrypted as RFC 8291 says: ECDH of the subscription's private key and the sender's key from
//     the header block, HKDF with the auth secret, then the content key and nonce, then AES-128-GCM.
// Answers 201 with a Location, 410 for a subscription marked gone, 404 for an unknown one; failNext(n, status).
// Every accepted message is recorded with its Topic and decrypted JSON payload, keyed by the payload's `key`.

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushRecord {
  subscriptionId: string;
  topic: string | null;
  ttl: number;
  urgency: string | null;
  /** The decrypted payload as text, and parsed (the service worker's JSON). */
  text: string;
  payload: { title?: string; body?: string; url?: string; key?: string };
}

export interface FakePush {
  origin: string;
  /** An https.Agent trusting the service's self-signed certificate (give it to the push channel). */
  agent: Agent;
  /** A browser-like subscription: a fresh P-256 key pair and 16-byte auth secret, kept here for decryption. */
  subscribe(): TestSubscription;
  /** A subscription made elsewhere (the e2e's page) whose private key the test holds. */
  adopt(id: string, privateKey: Buffer, auth: Buffer): TestSubscription;
  gone(id: string): void;
  accepted: PushRecord[];
  byKey(key: string): PushRecord[];
  requests: number;
  faults: Faults;
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** The P-256 public key as a KeyObject, from its 65-byte uncompressed point. */
function publicKeyFromPoint(point: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** RFC 8292: null when the JWT and key are valid for `origin`, else the reason. */
export function checkVapid(header: string | undefined, origin: string, expectKey?: string): string | null {
  const m = header?.match(/^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!m) return 'no vapid authorization';
  const [, jwt, k] = m;
  if (expectKey && k !== expectKey) return 'unexpected VAPID key';
  const [h, p, s] = jwt.split('.');
  if (!h || !p || !s) return 'malformed JWT';
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return 'JWT alg is not ES256';
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKeyFromPoint(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) return 'JWT signature does not verify';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600 + 60) return 'exp out of range';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not a contact';
  return null;
}

/** RFC 8291 + RFC 8188 (one record): the plaintext of an aes128gcm body for the holder of `privateKey`. */
export function decryptAes128gcm(body: Buffer, privateKey: Buffer, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const receiverPublic = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

export async function startFakePush(opts: { vapidPublicKey?: string; port?: number } = {}): Promise<FakePush> {
  const { key, cert } = localhostCertificate();
  const subs = new Map<string, { privateKey: Buffer; auth: Buffer; gone: boolean }>();
  const accepted: PushRecord[] = [];
  const faults = new Faults();
  const fake = { requests: 0 } as FakePush;
  let origin = '';
  const server = createServer({ key, cert }, (req, res) => {
    readBody(req)
      .then((body) => {
        fake.requests++;
        const id = req.url?.match(/^\/push\/([\w-]+)$/)?.[1];
        if (req.method !== 'POST' || !id) return json(res, 404, { reason: 'not found' });
        const fault = faults.take();
        if (fault) return json(res, fault, { reason: 'injected' });
        const sub = subs.get(id);
        if (!sub) return json(res, 404, { reason: 'unknown subscription' });
        if (sub.gone) return json(res, 410, { reason: 'subscription expired' });
        const vapid = checkVapid(req.headers.authorization, origin, opts.vapidPublicKey);
        if (vapid) return json(res, vapid === 'unexpected VAPID key' ? 403 : 401, { reason: vapid });
        if (req.headers['content-encoding'] !== 'aes128gcm') return json(res, 400, { reason: 'not aes128gcm' });
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) return json(res, 400, { reason: 'no TTL' });
        let text: string;
        try {
          text = decryptAes128gcm(body, sub.privateKey, sub.auth).toString('utf8');
        } catch (err) {
          return json(res, 400, { reason: `cannot decrypt: ${String(err)}` });
        }
        let payload: PushRecord['payload'] = {};
        try {
          payload = JSON.parse(text) as PushRecord['payload'];
        } catch {
          // A non-JSON payload is recorded as text.
        }
        accepted.push({
          subscriptionId: id,
          topic: (req.headers.topic as string | undefined) ?? null,
          ttl,
          urgency: (req.headers.urgency as string | undefined) ?? null,
          text,
          payload,
        });
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` });
        res.end();
      })
      .catch((err: unknown) => json(res, 500, { reason: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const adopt = (id: string, privateKey: Buffer, auth: Buffer): TestSubscription => {
    subs.set(id, { privateKey, auth, gone: false });
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  };
  return Object.assign(fake, {
    origin,
    agent: new Agent({ ca: cert }),
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return adopt(randomUUID(), ecdh.getPrivateKey(), randomBytes(16));
    },
    adopt,
    gone: (id: string) => {
      const sub = subs.get(id);
      if (sub) sub.gone = true;
    },
    accepted,
    byKey: (k: string) => accepted.filter((r) => r.payload.key === k),
    faults,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
