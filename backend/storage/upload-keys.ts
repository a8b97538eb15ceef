import { randomUUID } from 'node:crypto';

// Where uploads live in storage. Originals (as sent, metadata included) are private: a member's under
// `uploads/<memberId>/`, a clinic's (its staff's images) under `uploads/c<clinicId>/`. What the public sees is
// a re-encoded copy: `photos/` for members' review photos, `media/` for clinics' images (see publicKeyOf).
const EXT_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const UPLOAD_TYPES = Object.keys(EXT_OF_TYPE);

/** Who an upload belongs to: a member (review photos) or a clinic (images its staff upload). */
export type UploadOwner = { memberId: number; clinicId?: undefined } | { clinicId: number; memberId?: undefined };

function newKey(prefix: string, type: string): string {
  const ext = EXT_OF_TYPE[type];
  if (!ext) throw new Error(`not an upload type: ${type}`);
  return `uploads/${prefix}/${randomUUID()}.${ext}`;
}

/** A new server-chosen key under the member's own prefix for an upload of this content type. */
export const newUploadKey = (memberId: number, type: string): string => newKey(String(memberId), type);

/** A new server-chosen key under the clinic's own prefix (its staff's images). */
export const newClinicUploadKey = (clinicId: number, type: string): string => newKey(`c${clinicId}`, type);

/** A new key for the owner's upload. */
export const newOwnedUploadKey = (owner: UploadOwner, type: string): string =>
  owner.memberId !== undefined ? newUploadKey(owner.memberId, type) : newClinicUploadKey(owner.clinicId, type);

const UPLOAD_KEY =
  /(?:^|\/)(uploads\/(c?)(\d{1,10})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp))$/;

/**
 * The upload key a photo entry's path names, whichever driver signed it (`/files/uploads/…` of the local
 * driver, `https://bucket…/uploads/…` of S3), and the member or clinic whose prefix it is under; null when
 * the path is not an upload key.
 */
export function keyOfUploadPath(path: string): ({ key: string } & UploadOwner) | null {
  const pathname = path.split(/[?#]/)[0];
  if (/(^|\/)\.{1,2}(\/|$)|%|\\/.test(pathname)) return null;
  const m = UPLOAD_KEY.exec(pathname);
  if (!m) return null;
  return m[2] ? { key: m[1], clinicId: Number(m[3]) } : { key: m[1], memberId: Number(m[3]) };
}

/**
 * The public (re-encoded, metadata-free) copy's key for an upload key: `photos/<uuid>.webp` for a member's,
 * `media/<uuid>.webp` for a clinic's. Without the owner's id, so public photo URLs neither link one member's
 * reviews together nor reveal member ids.
 */
export const publicKeyOf = (uploadKey: string): string =>
  `${/^uploads\/c\d/.test(uploadKey) ? 'media' : 'photos'}/${uploadKey
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '')}.webp`;
