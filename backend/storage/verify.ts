import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { metrics } from '../lib/metrics';
import { captureTime, hasMarkup, sniffImageType } from './image-check';
import type { Storage } from './storage';
import { readAll } from './storage';
import { publicKeyOf, type UploadOwner } from './upload-keys';
import { ownedBy } from './owner';

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Decoding more pixels than this is refused (a small file can claim a huge canvas: a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The public copy fits inside this square, never enlarged. */
export const PUBLIC_MAX_SIDE = 2048;

export type Inspection =
  | { ok: true; hash: string; width: number; height: number; takenAt: Date | null; publicCopy: Buffer }
  | { ok: false; reason: string };

/** What sharp may read of a member's file: one image, at most MAX_INPUT_PIXELS, and a corrupt one is an error. */
const decode = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

function takenAtOf(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  try {
    const tags = exifReader(exif);
    const photo = tags.Photo as { DateTimeOriginal?: Date; OffsetTimeOriginal?: string } | undefined;
    return captureTime(photo?.DateTimeOriginal, photo?.OffsetTimeOriginal);
  } catch {
    return null; // unreadable metadata is no reason to refuse the photo
  }
}

/**
 * Judges an uploaded file by its bytes: JPEG, PNG or WebP by magic number, no markup hidden in it, decodable
 * within the pixel limit. An accepted file gets its SHA-256, capture time and a public copy: upright, inside
 * 2048×2048, WebP, with no metadata at all (EXIF GPS must never be served).
 */
export async function inspectUpload(bytes: Buffer): Promise<Inspection> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: 'larger than 100 MB' };
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) return { ok: false, reason: 'not a JPEG, PNG or WebP image' };
  if (hasMarkup(bytes, type)) return { ok: false, reason: 'contains markup (SVG, HTML or XML)' };
  try {
    const meta = await decode(bytes).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
      return { ok: false, reason: 'too many pixels' };
    const { data, info } = await decode(bytes)
      .rotate()
      .resize(PUBLIC_MAX_SIDE, PUBLIC_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { ok: true, hash, width: info.width, height: info.height, takenAt: takenAtOf(meta.exif), publicCopy: data };
  } catch (err) {
    return { ok: false, reason: `not decodable: ${(err as Error).message}` };
  }
}

// Decoding and re-encoding a photo holds its bytes and pixels in memory (up to 100 MB and 40 MP): at most
// this many at once per process, the others wait their turn.
const MAX_PARALLEL_CHECKS = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_CHECKS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Before a review's (or a staff edit's) transaction: brings each named upload of the owner from PENDING to VERIFIED (bytes
 * checked, SHA-256 recorded, public copy written) or REJECTED. Idempotent: VERIFIED and REJECTED rows are
 * left as they are, and an upload whose object is not there yet stays PENDING. A bad file never throws;
 * only the storage or the database failing does.
 */
export async function verifyUploads(db: Db, storage: Storage, owner: UploadOwner, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const rows = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(and(ownedBy(owner), inArray(uploadedFiles.key, keys), eq(uploadedFiles.status, 'PENDING')));
  for (const row of rows) {
    const stop = metrics().uploadVerification.startTimer();
    const result = await oneAtATime(async (): Promise<Inspection | null> => {
      const file = await storage.open(row.key);
      if (!file) return null;
      const bytes = file.size > MAX_UPLOAD_BYTES ? null : await readAll(file.body, MAX_UPLOAD_BYTES);
      if (!bytes) await file.body.cancel().catch(() => {});
      return bytes ? inspectUpload(bytes) : { ok: false, reason: 'larger than 100 MB' };
    });
    // The time to read, check and re-encode one upload, including its wait for the one-at-a-time slot.
    stop({ outcome: !result ? 'absent' : result.ok ? 'verified' : 'rejected' });
    if (!result) continue;
    const pending = and(eq(uploadedFiles.id, row.id), eq(uploadedFiles.status, 'PENDING'));
    if (!result.ok) {
      await db.update(uploadedFiles).set({ status: 'REJECTED', verifiedAt: new Date() }).where(pending);
      continue;
    }
    const publicPath = publicKeyOf(row.key);
    await storage.put(publicPath, result.publicCopy, 'image/webp');
    await db
      .update(uploadedFiles)
      .set({
        status: 'VERIFIED',
        hash: result.hash,
        width: result.width,
        height: result.height,
        takenAt: result.takenAt,
        publicPath,
        verifiedAt: new Date(),
      })
      .where(pending);
  }
}
