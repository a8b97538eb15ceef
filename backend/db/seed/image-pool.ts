import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_TYPE, renderImage, type ImageKind } from './images';

// A pool of generated images shared by all seeded rows: enough variety for the demo, few files on disk.
export const POOL_SIZES: Record<ImageKind, number> = {
  'clinic-profile': 20,
  'clinic-banner': 12,
  'clinic-intro': 12,
  doctor: 24,
  'event-card': 24,
  'event-main': 12,
  'event-detail': 12,
  'review-before': 30,
  'review-after': 30,
};

export interface PooledImage {
  path: string;
  name: string;
  type: string;
  size: number;
  hash: string;
}

/** Picture i of each kind is `seed/<kind>-<i + 1>.webp`; review-before[i] and review-after[i] show the same person. */
export type ImagePool = Record<ImageKind, PooledImage[]>;

async function pooledImage(dir: string, kind: ImageKind, n: number): Promise<PooledImage> {
  const name = `${kind}-${n}.${IMAGE_TYPE.extension}`;
  const file = path.join(dir, name);
  let bytes: Buffer | null = await readFile(file).catch(() => null);
  if (!bytes) {
    bytes = await renderImage(kind, n);
    // Written aside and renamed, so an interrupted start never leaves a truncated picture behind.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  return { path: `seed/${name}`, name, type: IMAGE_TYPE.mime, size: bytes.length, hash };
}

/** Writes the pool under `<uploadDir>/seed/` (skipping files already there) and returns their metadata. */
export async function ensureImagePool(uploadDir: string): Promise<ImagePool> {
  const dir = path.join(uploadDir, 'seed');
  await mkdir(dir, { recursive: true });
  // All at once: sharp renders on libuv's thread pool, so the pictures are drawn in parallel.
  const kinds = Object.entries(POOL_SIZES) as [ImageKind, number][];
  const images = await Promise.all(
    kinds.map(([kind, count]) => Promise.all(Array.from({ length: count }, (_, i) => pooledImage(dir, kind, i + 1)))),
  );
  return Object.fromEntries(kinds.map(([kind], k) => [kind, images[k]])) as ImagePool;
}
