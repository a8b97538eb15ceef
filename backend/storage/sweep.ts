import { and, inArray, isNotNull, isNull, lt, notExists, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clinicImages, clinics, doctors, eventImages, events, reviewPhotos, uploadedFiles } from '../db/schema';
import type { Storage } from './storage';
import { publicKeyOf } from './upload-keys';

export const SWEEP_AFTER_HOURS = 24;

export interface SweepCounts {
  /** Uploads never attached to a review within the grace period: original, public copy and row deleted. */
  unattached: number;
  /** Attached uploads whose public copy nothing shows any more (a deleted or edited review; an image a clinic replaced). */
  unreferenced: number;
  /** Objects under uploads/ or photos/ older than the grace period with no row at all (a crash between steps). */
  strays: number;
}

/**
 * Deletes each row while `stillUnused` holds for it (so an upload a review attaches meanwhile is kept), then
 * its objects. If this stops between the two, the objects have no row and the stray pass takes them.
 */
async function forget(
  db: Db,
  storage: Storage,
  rows: { id: number; key: string }[],
  stillUnused: SQL,
): Promise<number> {
  let n = 0;
  for (const row of rows) {
    const [claimed] = await db
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.id, row.id), stillUnused))
      .returning({ key: uploadedFiles.key });
    if (!claimed) continue;
    await storage.delete(claimed.key);
    await storage.delete(publicKeyOf(claimed.key));
    n++;
  }
  return n;
}

/**
 * Objects in `keys` that no upload row names (as its original or its public copy) and no review photo shows
 * (a deleted account's reviews keep their photos after its upload rows are gone).
 */
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
    const shown = await db
      .select({ path: reviewPhotos.path })
      .from(reviewPhotos)
      .where(inArray(reviewPhotos.path, batch));
    for (const r of shown) known.add(r.path);
  }
  return keys.filter((k) => !known.has(k));
}

// A clinic's image is in use while its clinic, one of its doctors or one of its events shows it.
const CLINIC_MEDIA = sql`(
  select ${clinics.profileImage} from ${clinics} union all select ${clinics.bannerImage} from ${clinics}
  union all select ${clinicImages.path} from ${clinicImages}
  union all select ${doctors.profileImage} from ${doctors}
  union all select ${events.cardImage} from ${events} union all select ${events.mainImage} from ${events}
  union all select ${eventImages.path} from ${eventImages}
)`;

/** `npm run files:sweep`: removes uploads nothing uses. Safe to run at any time and from several places. */
export async function sweepUploads(db: Db, storage: Storage, now = new Date()): Promise<SweepCounts> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_HOURS * 3_600_000);
  const neverAttached = and(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.createdAt, cutoff))!;
  const stale = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(neverAttached);
  const unattached = await forget(db, storage, stale, neverAttached);

  const noLongerShown = and(
    isNotNull(uploadedFiles.attachedAt),
    or(
      and(
        isNotNull(uploadedFiles.memberId),
        notExists(
          db.select({ one: reviewPhotos.id }).from(reviewPhotos).where(eq(reviewPhotos.path, uploadedFiles.publicPath)),
        ),
      ),
      and(
        isNotNull(uploadedFiles.clinicId),
        sql`${uploadedFiles.publicPath} not in (select m.path from ${CLINIC_MEDIA} as m(path) where m.path is not null)`,
      ),
    ),
  )!;
  const orphaned = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key })
    .from(uploadedFiles)
    .where(noLongerShown);
  const unreferenced = await forget(db, storage, orphaned, noLongerShown);

  let strays = 0;
  for (const prefix of ['uploads/', 'photos/', 'media/']) {
    const old: string[] = [];
    for await (const f of storage.list(prefix)) if (f.mtime < cutoff) old.push(f.key);
    for (const key of await unknownKeys(db, old)) {
      await storage.delete(key);
      strays++;
    }
  }
  return { unattached, unreferenced, strays };
}
