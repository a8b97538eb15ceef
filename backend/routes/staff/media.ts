import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { clinicImages, clinics, doctors, eventImages, events, uploadedFiles } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { keyOfUploadPath } from '../../storage/upload-keys';
import { fileUrl } from '../../lib/files';
import { findUpload } from '../uploads/uploads.repository';
import { verifyUploads } from '../../storage/verify';

// Images in staff payloads are paths: either an image the clinic already shows (its URL as the console
// read it) or an upload of the clinic (its presigned URL without the query). They are resolved to stored
// keys here; nothing else can be named, so a clinic can never show another clinic's or a member's files.

export interface ImageRef {
  /** The payload field, for the 400 (`introductionImages.2`). */
  field: string;
  path: string;
}

const bad = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid body: ${field}`, { [field]: message });

/** The stored key a served image URL names: what follows `/files/` (whatever origin or CDN prefix precedes it). */
export function storedKeyOf(path: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(path, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf('/files/');
  if (at < 0) return null;
  try {
    const key = pathname
      .slice(at + '/files/'.length)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return key && !/(^|\/)\.{0,2}(\/|$)|\\|\u0000/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/** Flattens single and listed image fields of a payload into refs (absent fields give none). */
export function imageRefs(fields: Record<string, string | string[] | null | undefined>): ImageRef[] {
  return Object.entries(fields).flatMap(([field, value]) => {
    if (value == null) return [];
    return Array.isArray(value) ? value.map((path, i) => ({ field: `${field}.${i}`, path })) : [{ field, path: value }];
  });
}

/** Before the write's transaction: checks the clinic's new uploads the refs name (bytes, SHA-256, public copy). */
export async function verifyClinicUploads(db: Db, storage: Storage, clinicId: number, refs: ImageRef[]): Promise<void> {
  const keys = refs.flatMap((r) => {
    const upload = keyOfUploadPath(r.path);
    return upload?.clinicId === clinicId ? [upload.key] : [];
  });
  if (keys.length) await verifyUploads(db, storage, { clinicId }, keys);
}

/**
 * Checks one upload of the clinic now (POST /staff/uploads/check) and answers its public copy's URL. The
 * upload must be the clinic's (404 otherwise), have arrived (409) and be an accepted image (400).
 */
export async function checkClinicUpload(db: Db, storage: Storage, clinicId: number, path: string): Promise<string> {
  const upload = keyOfUploadPath(path);
  if (!upload || upload.clinicId !== clinicId) throw new ApiError(404, 'NOT_FOUND', 'Upload not found');
  await verifyUploads(db, storage, { clinicId }, [upload.key]);
  const row = await findUpload(db, { clinicId }, upload.key);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'Upload not found');
  if (row.status === 'REJECTED') throw bad('path', 'the uploaded file is not an accepted image (JPEG, PNG or WebP)');
  if (row.status !== 'VERIFIED' || !row.publicPath)
    throw new ApiError(409, 'CONFLICT', 'The upload has not arrived yet');
  return fileUrl(row.publicPath);
}

/** Every image key the clinic shows now: on itself, its doctors and its events. */
async function clinicMedia(tx: DbOrTx, clinicId: number): Promise<Set<string>> {
  const [own, intro, docs, evs, details] = await Promise.all([
    tx.select({ a: clinics.profileImage, b: clinics.bannerImage }).from(clinics).where(eq(clinics.id, clinicId)),
    tx.select({ a: clinicImages.path }).from(clinicImages).where(eq(clinicImages.clinicId, clinicId)),
    tx.select({ a: doctors.profileImage }).from(doctors).where(eq(doctors.clinicId, clinicId)),
    tx.select({ a: events.cardImage, b: events.mainImage }).from(events).where(eq(events.clinicId, clinicId)),
    tx
      .select({ a: eventImages.path })
      .from(eventImages)
      .innerJoin(events, eq(events.id, eventImages.eventId))
      .where(eq(events.clinicId, clinicId)),
  ]);
  const keys = [...own, ...intro, ...docs, ...evs, ...details].flatMap((r) => [r.a, 'b' in r ? r.b : null]);
  return new Set(keys.filter((k): k is string => Boolean(k)));
}

/**
 * Inside the write's transaction: each ref as the stored key to save. An upload must be the clinic's own,
 * checked and accepted (its public copy is used and the upload marked attached); any other path must be
 * an image the clinic already shows. Anything else is a 400 naming the field.
 */
export async function resolveImages(tx: DbOrTx, clinicId: number, refs: ImageRef[]): Promise<Map<string, string>> {
  const resolved = new Map<string, string>();
  if (!refs.length) return resolved;
  const uploads = refs.flatMap((r) => {
    const upload = keyOfUploadPath(r.path);
    return upload ? [{ ...r, upload }] : [];
  });
  const rows = uploads.length
    ? await tx
        .select()
        .from(uploadedFiles)
        .where(
          and(
            eq(uploadedFiles.clinicId, clinicId),
            inArray(
              uploadedFiles.key,
              uploads.map((u) => u.upload.key),
            ),
          ),
        )
        .for('update')
    : [];
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const shown = refs.length > uploads.length ? await clinicMedia(tx, clinicId) : new Set<string>();
  for (const ref of refs) {
    const upload = keyOfUploadPath(ref.path);
    if (upload) {
      const row = upload.clinicId === clinicId ? byKey.get(upload.key) : undefined;
      if (!row) throw bad(ref.field, 'must be an image of this clinic or one uploaded for it');
      if (row.status === 'REJECTED') throw bad(ref.field, 'the uploaded file is not an accepted image');
      if (row.status !== 'VERIFIED' || !row.publicPath) throw bad(ref.field, 'the upload is not complete');
      resolved.set(ref.path, row.publicPath);
      continue;
    }
    const key = storedKeyOf(ref.path);
    if (!key || !shown.has(key)) throw bad(ref.field, 'must be an image of this clinic or one uploaded for it');
    resolved.set(ref.path, key);
  }
  const attach = rows.filter((r) => r.attachedAt === null).map((r) => r.id);
  if (attach.length)
    await tx
      .update(uploadedFiles)
      .set({ attachedAt: new Date() })
      .where(and(inArray(uploadedFiles.id, attach), isNull(uploadedFiles.attachedAt)));
  return resolved;
}
