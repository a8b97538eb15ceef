import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestS3, type TestS3 } from '../test/s3';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';
import { keyOfUploadPath, newUploadKey } from './upload-keys';

// One contract, two drivers: the local folder and an S3-compatible server (s3rver) on a temp folder.

const text = async (s: Storage, key: string) => {
  const file = await s.open(key);
  return file
    ? { size: file.size, type: file.type, body: Buffer.from(await new Response(file.body).arrayBuffer()).toString() }
    : null;
};

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

interface Driver {
  name: string;
  open(): Promise<{ storage: Storage; close(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: 'local',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'storage-local-'));
      return {
        storage: new LocalStorage(dir, () => 'contract-test-signing-key'),
        close: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 's3',
    async open() {
      const s3: TestS3 = await startTestS3();
      return { storage: new S3Storage(s3.config), close: () => s3.close() };
    },
  },
];

describe.each(drivers)('storage driver: $name', (driver) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await driver.open()));
  afterAll(() => close());

  it('stores bytes and gives them back with their size and the type of the key', async () => {
    await storage.put('photos/1/a.webp', new TextEncoder().encode('RIFF-bytes'), 'image/webp');
    expect(await text(storage, 'photos/1/a.webp')).toEqual({ size: 10, type: 'image/webp', body: 'RIFF-bytes' });
  });

  it('stores a stream, and a second put replaces the object whole', async () => {
    await storage.put('photos/1/b.webp', streamOf('first ', 'version'), 'image/webp');
    expect((await text(storage, 'photos/1/b.webp'))?.body).toBe('first version');
    await storage.put('photos/1/b.webp', streamOf('second'), 'image/webp');
    expect(await text(storage, 'photos/1/b.webp')).toEqual({ size: 6, type: 'image/webp', body: 'second' });
  });

  it('answers null for a missing key, an unsafe key and a key that is not an image', async () => {
    expect(await storage.open('photos/1/missing.webp')).toBeNull();
    expect(await storage.open('../photos/1/a.webp')).toBeNull();
    await expect(storage.put('photos/1/../x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    await expect(storage.put('photos/1/x.webp', new Uint8Array([1]), 'text/html')).rejects.toThrow();
    expect(await storage.open('photos/1/a.svg')).toBeNull();
  });

  it('deletes, and deleting what is absent is no error', async () => {
    await storage.put('photos/2/c.png', new Uint8Array([1, 2, 3]), 'image/png');
    await storage.delete('photos/2/c.png');
    expect(await storage.open('photos/2/c.png')).toBeNull();
    await expect(storage.delete('photos/2/c.png')).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix with their size and modification time', async () => {
    await storage.put('uploads/3/one.jpg', new Uint8Array(4), 'image/jpeg');
    await storage.put('uploads/3/two.png', new Uint8Array(5), 'image/png');
    const listed = [];
    for await (const f of storage.list('uploads/3/')) listed.push(f);
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
      ['uploads/3/one.jpg', 4],
      ['uploads/3/two.png', 5],
    ]);
    expect(listed.every((f) => Math.abs(f.mtime.getTime() - Date.now()) < 120_000)).toBe(true);
  });

  it('signs a PUT URL for the key that binds the content type and the length', async () => {
    const key = newUploadKey(7, 'image/jpeg');
    const url = await storage.presignPut(key, { type: 'image/jpeg', maxBytes: 100, size: 5, expiresIn: 60 });
    const [pathPart, query] = url.split('?');
    expect(keyOfUploadPath(pathPart)).toEqual({ key, memberId: 7 });
    const q = new URLSearchParams(query);
    if (storage instanceof LocalStorage) {
      expect(pathPart).toBe(`/files/${key}`);
      expect([q.get('type'), q.get('max')]).toEqual(['image/jpeg', '5']);
      expect(storage.checkSignedPut(key, q).ok).toBe(true);
      // Another key, type or length with the same signature is not ours.
      expect(storage.checkSignedPut(newUploadKey(7, 'image/jpeg'), q).ok).toBe(false);
      expect(storage.checkSignedPut(key, new URLSearchParams({ ...Object.fromEntries(q), type: 'image/png' })).ok).toBe(
        false,
      );
      expect(storage.checkSignedPut(key, new URLSearchParams({ ...Object.fromEntries(q), max: '500' })).ok).toBe(false);
      expect(storage.checkSignedPut(key, q, Date.now() + 61_000)).toEqual({
        ok: false,
        reason: 'The upload URL has expired',
      });
      await storage.put(key, new TextEncoder().encode('hello'), 'image/jpeg');
    } else {
      // SigV4 signs these headers; a real S3 refuses a PUT whose Content-Type or Content-Length differs (s3rver does not check).
      expect(q.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
        expect.arrayContaining(['content-type', 'content-length', 'host']),
      );
      expect(q.get('X-Amz-Expires')).toBe('60');
      expect(q.has('x-amz-checksum-crc32')).toBe(false);
      const res = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: 'hello' });
      expect(res.status).toBe(200);
    }
    expect(await text(storage, key)).toEqual({ size: 5, type: 'image/jpeg', body: 'hello' });
  });
});
