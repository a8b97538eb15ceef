import { and, inArray, isNotNull, isNull, lt, notExists, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reviewPhotos, uploadedFiles } from '../db/schema';
import type { Storage } from './storage';
import { publicKeyOf } from './upload-keys';

export const SWEEP_AFTER_HOURS = 24;

export interface SweepCounts {
  /** Uploads never attached to a review within the grace period: original, public copy and row deleted. */
  unattached: number;
  /** Attached uploads whose public copy no review names any more (the review was deleted or edited). */
  unreferenced: number;
  /** Objects under uploads/ or photos/ older than the grace period with no row at all (a crash between steps). */
  strays: number;
}

async function forget(db: Db, storage: Storage, rows: { id: number; key: string }[]): Promise<number> {
  for (const row of rows) {
    // Objects first, the row last: if this stops half-way, the row is still there for the next sweep.
    await storage.delete(row.key);
    await storage.delete(publicKeyOf(row.key));
    await db.delete(uploadedFiles).where(eq(uploadedFiles.id, row.id));
  }
  return rows.length;
}

/** Objects in `keys` that no upload row names, as its original or as its public copy. */
async function unknownKeys(db: Db, keys: string[]): Promise<string[]> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    const rows = await db
      .select({ key: uploadedFiles.key, publicPath: uploadedFiles.publicPath })
      .from(uploadedFiles)
      .where(or(inArray(uploadedFiles.key, batch), inArray(uploadedFiles.publicPath, batch)));
    for (const r of rows) {
      known.add(r.key);
      if (r.publicPath) known.add(r.publicPath);
    }
  }
  return keys.filter((k) => !known.has(k));
}

/** `npm run files:sweep`: removes uploads no review uses. Safe to run at any time and from several places. */
export async function sweepUploads(db: Db, storage: Storage, now = new Date()): Promise<SweepCounts> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_HOURS * 3_600_000);
  const stale = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.createdAt, cutoff)));
  const unattached = await forget(db, storage, stale);

  const orphaned = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(
      and(
        isNotNull(uploadedFiles.attachedAt),
        notExists(db.select({ one: reviewPhotos.id }).from(reviewPhotos).where(eq(reviewPhotos.path, uploadedFiles.publicPath))),
      ),
    );
  const unreferenced = await forget(db, storage, orphaned);

  let strays = 0;
  for (const prefix of ['uploads/', 'photos/']) {
    const old: string[] = [];
    for await (const f of storage.list(prefix)) if (f.mtime < cutoff) old.push(f.key);
    for (const key of await unknownKeys(db, old)) {
      await storage.delete(key);
      strays++;
    }
  }
  return { unattached, unreferenced, strays };
}
