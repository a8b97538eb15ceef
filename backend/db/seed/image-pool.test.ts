import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureImagePool, POOL_SIZES, type ImagePool } from './image-pool';
import { IMAGE_KINDS } from './images';

describe('ensureImagePool', () => {
  let root: string;
  let pool: ImagePool;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'image-pool-'));
    pool = await ensureImagePool(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('has every kind, with the pool size of pictures each, named seed/<kind>-<n>.webp', () => {
    expect(Object.keys(pool).sort()).toEqual([...IMAGE_KINDS].sort());
    for (const kind of IMAGE_KINDS) {
      expect(pool[kind].map((p) => [p.path, p.name, p.type])).toEqual(
        Array.from({ length: POOL_SIZES[kind] }, (_, i) => [
          `seed/${kind}-${i + 1}.webp`,
          `${kind}-${i + 1}.webp`,
          'image/webp',
        ]),
      );
    }
    // Review photos pair before[n] with after[n].
    expect(pool['review-after'].length).toBe(pool['review-before'].length);
  });

  it('describes the files it wrote: size, SHA-256 and a readable WebP', async () => {
    const files = Object.values(pool).flat();
    expect(new Set(files.map((f) => f.hash)).size).toBe(files.length);
    expect((await readdir(path.join(root, 'seed'))).sort()).toEqual(files.map((f) => f.name).sort());
    for (const f of files.filter((_, i) => i % 7 === 0)) {
      const bytes = await readFile(path.join(root, f.path));
      expect([bytes.length, createHash('sha256').update(bytes).digest('hex')]).toEqual([f.size, f.hash]);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
  });

  it('keeps the files already there and answers the same pool again', async () => {
    const file = path.join(root, pool.doctor[0].path);
    const before = (await stat(file)).mtimeMs;
    expect(await ensureImagePool(root)).toEqual(pool);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('draws the same files in another directory', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'image-pool-'));
    try {
      expect(await ensureImagePool(other)).toEqual(pool);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
