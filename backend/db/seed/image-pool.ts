import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderImage, type ImageKind } from '../../seed/images';

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

export type ImagePool = Record<ImageKind, PooledImage[]>;

/** Writes the pool under `<uploadDir>/seed/` (skipping files already there) and returns their metadata. */
export async function ensureImagePool(uploadDir: string): Promise<ImagePool> {
  const dir = path.join(uploadDir, 'seed');
  await mkdir(dir, { recursive: true });
  const pool = {} as ImagePool;
  for (const [kind, count] of Object.entries(POOL_SIZES) as [ImageKind, number][]) {
    pool[kind] = [];
    for (let i = 1; i <= count; i++) {
      const name = `${kind}-${i}.png`;
      const file = path.join(dir, name);
      let bytes: Buffer | null = await readFile(file).catch(() => null);
      if (!bytes) {
        // before/after pairs share a seed so they show the same face.
        const rendered = renderImage(kind, i);
        await writeFile(file, rendered);
        bytes = rendered;
      }
      pool[kind].push({
        path: `seed/${name}`,
        name,
        type: 'image/png',
        size: bytes.length,
        hash: createHash('sha256').update(bytes).digest('hex'),
      });
    }
  }
  return pool;
}
