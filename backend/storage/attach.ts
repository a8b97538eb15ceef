import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { uploadedFiles } from '../db/schema';
import { ApiError } from '../lib/errors';
import { keyOfUploadPath } from './upload-keys';

/** A photo entry of a review payload (spec: url, path, name, type, size, hash). */
export interface PhotoRef {
  url?: string;
  path: string;
  name: string;
  type: string;
  size: number;
  hash: string;
}

/** What a review keeps per photo (review_photos): the public copy's key, the entry's name/type/size/hash. */
export interface StoredPhoto {
  path: string;
  name: string;
  type: string;
  size: number;
  hash: string;
  takenAt: Date | null;
}

export interface PhotoGroup {
  field: string;
  refs: PhotoRef[];
}

const bad = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid body: ${field}`, { [field]: message });

/** The upload keys a payload's new photos name (for verifyUploads before the transaction). */
export function uploadKeysOf(groups: PhotoGroup[], kept: StoredPhoto[]): string[] {
  const keptPaths = new Set(kept.map((p) => p.path));
  return groups.flatMap((g) =>
    g.refs.filter((r) => !keptPaths.has(r.path)).flatMap((r) => keyOfUploadPath(r.path)?.key ?? []),
  );
}

/**
 * Inside the review's transaction: the payload's photo entries as review_photos rows, group by group.
 * An entry is either a photo the review already has (same path and hash: kept as it is) or the caller's
 * own verified, not yet attached upload whose SHA-256 equals the entry's hash; its public copy is what is
 * stored and the upload is marked attached. Anything else is a 400 naming the entry (`afterPhotos.1`).
 */
export async function attachUploads(
  tx: DbOrTx,
  memberId: number,
  groups: PhotoGroup[],
  kept: StoredPhoto[] = [],
): Promise<StoredPhoto[][]> {
  const keptByPath = new Map(kept.map((p) => [p.path, p]));
  const wanted = new Map<string, string>(); // upload key -> field of its entry
  for (const g of groups) {
    g.refs.forEach((ref, i) => {
      const field = `${g.field}.${i}`;
      if (keptByPath.has(ref.path)) return;
      const upload = keyOfUploadPath(ref.path);
      if (!upload || upload.memberId !== memberId) throw bad(field, 'must be a photo you uploaded');
      if (wanted.has(upload.key)) throw bad(field, 'the same photo is listed twice');
      wanted.set(upload.key, field);
    });
  }
  const rows = wanted.size
    ? await tx
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.memberId, memberId), inArray(uploadedFiles.key, [...wanted.keys()])))
        .for('update')
    : [];
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const attach: number[] = [];
  const result = groups.map((g) =>
    g.refs.map((ref, i): StoredPhoto => {
      const field = `${g.field}.${i}`;
      const old = keptByPath.get(ref.path);
      if (old) {
        if (old.hash !== ref.hash.toLowerCase()) throw bad(field, 'hash does not match the stored photo');
        return old;
      }
      const row = byKey.get(keyOfUploadPath(ref.path)!.key);
      if (!row) throw bad(field, 'must be a photo you uploaded');
      if (row.status === 'REJECTED') throw bad(field, 'the uploaded file is not an accepted image');
      if (row.status !== 'VERIFIED' || !row.publicPath) throw bad(field, 'the upload is not complete');
      if (row.attachedAt) {
        // The same upload sent again by an edit already saved once (a retry after a timeout): it is the kept photo.
        const same = row.publicPath ? keptByPath.get(row.publicPath) : undefined;
        if (same && same.hash === ref.hash.toLowerCase()) return same;
        throw bad(field, 'this upload already belongs to a review');
      }
      if (row.hash !== ref.hash.toLowerCase()) throw bad(field, "hash does not match the uploaded file's SHA-256");
      attach.push(row.id);
      return {
        path: row.publicPath,
        name: ref.name,
        type: ref.type,
        size: ref.size,
        hash: row.hash,
        takenAt: row.takenAt ?? row.createdAt,
      };
    }),
  );
  if (attach.length)
    await tx.update(uploadedFiles).set({ attachedAt: new Date() }).where(inArray(uploadedFiles.id, attach));
  return result;
}
