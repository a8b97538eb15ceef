import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ApiError } from '../../lib/errors';
import { metrics } from '../../lib/metrics';
import { attachUploads } from '../../storage/attach';
import { LocalStorage } from '../../storage/local';
import { newUploadKey, publicKeyOf } from '../../storage/upload-keys';
import { verifyUploads } from '../../storage/verify';
import { openTestBackend, type TestBackend } from '../../test/backend';
import { expectJson, parse, reply, unchecked } from '../../test/client';
import { cleanup, createMember, type TestMember } from '../members/member-test-kit';
import { insertUpload } from './uploads.repository';

const FIXTURES = 'e2e/fixtures/photos';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

interface Row {
  status: string;
  name: string;
  type: string;
  size: number;
  hash: string | null;
  public_path: string | null;
  width: number | null;
  height: number | null;
  taken_at: Date | null;
}

let t: TestBackend;
let dir: string;
let storage: LocalStorage;
let a: TestMember;
let b: TestMember;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'uploads-int-'));
  storage = new LocalStorage(dir);
  t = await openTestBackend(storage);
  a = await createMember(t);
  b = await createMember(t);
  // Photos are uploaded only after the health-information consent (tested below with a third member).
  for (const m of [a, b]) expect((await m.api.member['health-consent'].$put()).status).toBe(200);
});

afterAll(async () => {
  await cleanup(t);
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Query = { filename: string; filetype: string; filesize?: string };
const askUrl = (m: TestMember, query: Query) => m.api.s3['generate-s3-url'].$get({ query: unchecked(query) });
const keyOfUrl = (url: string) => url.split('?')[0].slice('/files/'.length);
const rowOf = async (key: string) => (await t.query<Row>('select * from uploaded_files where key = $1', [key]))[0];

/** A signed URL for member `m`, as the editor asks for it. */
async function signedUrl(m: TestMember, type = 'image/jpeg', size?: number) {
  const { data } = await expectJson(
    askUrl(m, { filename: 'photo.jpg', filetype: type, ...(size ? { filesize: String(size) } : {}) }),
    200,
  );
  return data.url;
}

const put = (
  url: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  type: string,
  headers: Record<string, string> = {},
) =>
  t.app.request(url, {
    method: 'PUT',
    headers: { 'content-type': type, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** Signs, PUTs and answers the key (verified right after the PUT by the local driver). */
async function upload(m: TestMember, bytes: Uint8Array, type = 'image/jpeg') {
  const url = await signedUrl(m, type, bytes.byteLength);
  const res = await put(url, bytes, type, { 'content-length': String(bytes.byteLength) });
  expect(res.status).toBe(200);
  return keyOfUrl(url);
}

describe('GET /s3/generate-s3-url', () => {
  it('answers 401 to a visitor', async () => {
    const res = await reply(
      t.client.s3['generate-s3-url'].$get({ query: { filename: 'a.jpg', filetype: 'image/jpeg' } }),
    );
    expect(res.status).toBe(401);
  });

  it('answers 403 HEALTH_CONSENT_REQUIRED to a member without the health-information consent, and stores nothing', async () => {
    const c = await createMember(t);
    const res = await reply(askUrl(c, { filename: 'a.jpg', filetype: 'image/jpeg', filesize: '10' }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'HEALTH_CONSENT_REQUIRED' } });
    expect(await t.query('select 1 from uploaded_files where member_id = $1', [c.id])).toEqual([]);
  });

  it("gives a member a signed URL under the member's own prefix and records the upload as PENDING", async () => {
    const { data } = await expectJson(
      askUrl(a, { filename: '시술 후.jpg', filetype: 'image/jpeg', filesize: '1234' }),
      200,
    );
    expect(data.url).toMatch(
      new RegExp(
        `^/files/uploads/${a.id}/[0-9a-f-]{36}\\.jpg\\?expires=\\d+&type=image%2Fjpeg&max=1234&sig=[0-9a-f]{64}$`,
      ),
    );
    expect(await rowOf(keyOfUrl(data.url))).toMatchObject({
      status: 'PENDING',
      name: '시술 후.jpg',
      type: 'image/jpeg',
      size: 1234,
      hash: null,
    });
  });

  it.each([
    [
      { filename: 'a.svg', filetype: 'image/svg+xml' },
      'filetype',
      'filetype must be one of image/jpeg, image/png, image/webp',
    ],
    [
      { filename: 'a.html', filetype: 'text/html' },
      'filetype',
      'filetype must be one of image/jpeg, image/png, image/webp',
    ],
    [
      { filename: 'big.jpg', filetype: 'image/jpeg', filesize: String(100 * 1024 * 1024 + 1) },
      'filesize',
      'filesize must be an integer between 1 and 104857600 (100 MB)',
    ],
    [
      { filename: 'big.jpg', filetype: 'image/jpeg', filesize: '-1' },
      'filesize',
      'filesize must be an integer between 1 and 104857600 (100 MB)',
    ],
    [{ filename: '', filetype: 'image/jpeg' }, 'filename', 'filename is required'],
  ])('refuses %j with 400 naming %s', async (query, field, message) => {
    const res = await reply(askUrl(a, query));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { [field]: message } } });
  });

  it('accepts exactly 100 MB', async () => {
    await expectJson(
      askUrl(a, { filename: 'big.jpg', filetype: 'image/jpeg', filesize: String(100 * 1024 * 1024) }),
      200,
    );
  });
});

describe('PUT to a local signed URL', () => {
  let jpeg: Buffer;
  beforeAll(async () => (jpeg = await readFile(path.join(FIXTURES, 'after-1.jpg'))));

  it('refuses a changed signature, another key, an expired URL with 403', async () => {
    const url = await signedUrl(a);
    const [base, query] = url.split('?');
    const q = new URLSearchParams(query);
    q.set(
      'sig',
      q.get('sig')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    expect((await put(`${base}?${q}`, jpeg, 'image/jpeg')).status).toBe(403);
    // A's signature on B's prefix: keys are the server's, a URL writes only its own key.
    expect((await put(url.replace(`/uploads/${a.id}/`, `/uploads/${b.id}/`), jpeg, 'image/jpeg')).status).toBe(403);
    expect((await put(base, jpeg, 'image/jpeg')).status).toBe(403);

    const key = newUploadKey(a.id, 'image/jpeg');
    await insertUpload(t.database.db, {
      owner: { memberId: a.id },
      key,
      name: 'old.jpg',
      type: 'image/jpeg',
      size: jpeg.length,
    });
    const expired = await storage.presignPut(key, { type: 'image/jpeg', maxBytes: jpeg.length, expiresIn: -1 });
    const res = await put(expired, jpeg, 'image/jpeg');
    expect([res.status, await parse(res)]).toEqual([
      403,
      { error: { code: 'FORBIDDEN', message: 'The upload URL has expired' } },
    ]);
    expect(await storage.open(key)).toBeNull();
  });

  it('refuses another content type than the signed one with 415', async () => {
    const url = await signedUrl(a, 'image/jpeg');
    expect((await put(url, jpeg, 'image/png')).status).toBe(415);
    expect((await put(url, jpeg, 'text/html')).status).toBe(415);
    expect(await storage.open(keyOfUrl(url))).toBeNull();
  });

  it('refuses a body longer than signed with 413, by its Content-Length or by the bytes that come', async () => {
    const url = await signedUrl(a, 'image/jpeg', 100);
    expect((await put(url, new Uint8Array(101), 'image/jpeg', { 'content-length': '101' })).status).toBe(413);
    // No Content-Length (a chunked body): counted while streaming, the partial file is dropped.
    const chunks = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array(60));
        c.enqueue(new Uint8Array(60));
        c.close();
      },
    });
    expect((await put(url, chunks, 'image/jpeg')).status).toBe(413);
    expect(await storage.open(keyOfUrl(url))).toBeNull();
    expect(await stat(storage.pathOf(path.dirname(keyOfUrl(url)))).then((s) => s.isDirectory())).toBe(true);
  });

  it('stores a good upload (200), verifies it at once, and refuses a second PUT to the same URL (409)', async () => {
    const verifiedBefore = await verificationsTimed('verified');
    const url = await signedUrl(a, 'image/jpeg', jpeg.length);
    const res = await put(url, jpeg, 'image/jpeg', { 'content-length': String(jpeg.length) });
    expect(res.status).toBe(200);
    const key = keyOfUrl(url);
    expect((await storage.open(key))?.size).toBe(jpeg.length);
    expect(await rowOf(key)).toMatchObject({ status: 'VERIFIED', hash: sha256(jpeg) });
    expect((await put(url, jpeg, 'image/jpeg')).status).toBe(409);
    // Timed for GET /metrics (upload_verification_seconds{outcome="verified"}).
    expect(await verificationsTimed('verified')).toBe(verifiedBefore + 1);
  });
});

/** How many verifications of `outcome` this process has timed (the histogram's count). */
async function verificationsTimed(outcome: string): Promise<number> {
  const { values } = await metrics().uploadVerification.get();
  return (
    values.find((v) => v.metricName === 'upload_verification_seconds_count' && v.labels.outcome === outcome)?.value ?? 0
  );
}

describe('verification of uploads', () => {
  it('rejects a text file named .jpg, an SVG, an image with markup after its end, and a decompression bomb', async () => {
    const text = await readFile(path.join(FIXTURES, 'not-an-image.jpg'));
    const svg = await readFile(path.join(FIXTURES, 'drawing.svg'));
    const small = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c96' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([small, Buffer.from('<script>alert(1)</script>')]);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024); // small on disk, 100 million pixels once decoded
    for (const [bytes, type] of [
      [text, 'image/jpeg'],
      [svg, 'image/png'],
      [polyglot, 'image/jpeg'],
      [bomb, 'image/png'],
    ] as const) {
      const key = await upload(a, bytes, type);
      expect(await rowOf(key)).toMatchObject({ status: 'REJECTED', public_path: null, hash: null });
      expect(await storage.open(publicKeyOf(key))).toBeNull();
    }
  });

  it('accepts a phone JPEG with EXIF date and GPS: SHA-256, capture time, an upright WebP copy without any metadata', async () => {
    const jpeg = await readFile(path.join(FIXTURES, 'after-1.jpg'));
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const key = await upload(a, jpeg);
    const row = await rowOf(key);
    // 10:15 on 2 November 2026 in Korea (the photo carries no zone).
    expect(row).toMatchObject({
      status: 'VERIFIED',
      hash: sha256(jpeg),
      public_path: publicKeyOf(key),
      width: 640,
      height: 640,
    });
    expect(new Date(row.taken_at!).toISOString()).toBe('2026-11-02T01:15:00.000Z');

    const res = await t.app.request(`/files/${publicKeyOf(key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.exif, meta.icc, meta.xmp]).toEqual([
      'webp',
      640,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('shrinks a large photo to fit inside 2048×2048 and turns it upright', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#8ac' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const key = await upload(a, wide);
    expect(await rowOf(key)).toMatchObject({ status: 'VERIFIED', width: 683, height: 2048 });
  });

  it('never serves an original: /files/uploads/… is 404', async () => {
    const jpeg = await readFile(path.join(FIXTURES, 'before-1.jpg'));
    const key = await upload(a, jpeg);
    expect(await storage.open(key)).not.toBeNull();
    const res = await t.app.request(`/files/${key}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.app.request(`/files/${encodeURIComponent(key)}`)).status).toBe(404);
  });

  it('is idempotent: done rows stay as they are, an upload not sent yet stays PENDING, another member cannot verify it', async () => {
    const jpeg = await readFile(path.join(FIXTURES, 'before-2.jpg'));
    const key = await upload(a, jpeg);
    const before = await rowOf(key);
    await verifyUploads(t.database.db, storage, { memberId: a.id }, [key]);
    expect(await rowOf(key)).toEqual(before);

    const unsent = keyOfUrl(await signedUrl(a));
    await verifyUploads(t.database.db, storage, { memberId: a.id }, [unsent]);
    expect((await rowOf(unsent)).status).toBe('PENDING');

    const url = await signedUrl(b);
    await storage.put(keyOfUrl(url), jpeg, 'image/jpeg');
    await verifyUploads(t.database.db, storage, { memberId: a.id }, [keyOfUrl(url)]);
    expect((await rowOf(keyOfUrl(url))).status).toBe('PENDING');
    await verifyUploads(t.database.db, storage, { memberId: b.id }, [keyOfUrl(url)]);
    expect((await rowOf(keyOfUrl(url))).status).toBe('VERIFIED');
  });

  it('attachUploads refuses an entry whose hash is not the upload’s SHA-256, and takes the public copy when it is', async () => {
    const jpeg = await readFile(path.join(FIXTURES, 'after-2.png'));
    const key = await upload(a, jpeg, 'image/png');
    const entry = { path: `/files/${key}`, name: 'after-2.png', type: 'image/png', size: jpeg.length };
    const wrong = { ...entry, hash: sha256(Buffer.from('something else')) };
    const attempt = t.database.db.transaction((tx) =>
      attachUploads(tx, a.id, [{ field: 'afterPhotos', refs: [wrong] }]),
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      fields: { 'afterPhotos.0': "hash does not match the uploaded file's SHA-256" },
    });

    const [[photo]] = await t.database.db.transaction((tx) =>
      attachUploads(tx, a.id, [{ field: 'afterPhotos', refs: [{ ...entry, hash: sha256(jpeg) }] }]),
    );
    expect(photo).toMatchObject({ path: publicKeyOf(key), hash: sha256(jpeg) });
  });
});
