import { randomUUID } from 'node:crypto';

// Where members' uploads live in storage. Originals (as sent, metadata included) are private under
// `uploads/<memberId>/`; what the public sees is a re-encoded copy under `photos/` (see publicKeyOf).
const EXT_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const UPLOAD_TYPES = Object.keys(EXT_OF_TYPE);

/** A new server-chosen key under the member's own prefix for an upload of this content type. */
export function newUploadKey(memberId: number, type: string): string {
  const ext = EXT_OF_TYPE[type];
  if (!ext) throw new Error(`not an upload type: ${type}`);
  return `uploads/${memberId}/${randomUUID()}.${ext}`;
}

const UPLOAD_KEY = /(?:^|\/)(uploads\/(\d{1,10})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp))$/;

/**
 * The upload key a photo entry's path names, whichever driver signed it (`/files/uploads/…` of the local
 * driver, `https://bucket…/uploads/…` of S3), and the member whose prefix it is under; null when the path
 * is not an upload key.
 */
export function keyOfUploadPath(path: string): { key: string; memberId: number } | null {
  const pathname = path.split(/[?#]/)[0];
  if (/(^|\/)\.{1,2}(\/|$)|%|\\/.test(pathname)) return null;
  const m = UPLOAD_KEY.exec(pathname);
  return m ? { key: m[1], memberId: Number(m[2]) } : null;
}

/**
 * The public (re-encoded, metadata-free) copy's key for an upload key: `photos/<uuid>.webp`, without the
 * member's id, so public photo URLs neither link one member's reviews together nor reveal member ids.
 */
export const publicKeyOf = (uploadKey: string): string =>
  `photos/${uploadKey
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '')}.webp`;
