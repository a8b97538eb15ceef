/** A photo once it is stored: what a review payload carries for each before/after photo. */
export interface PhotoEntry {
  url: string;
  path: string;
  name: string;
  type: string;
  size: number;
  /** Lowercase hex SHA-256 of the file's bytes. */
  hash: string;
}

/** The largest photo a member may upload, and the types accepted (the server checks the bytes again). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export type FileProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be uploaded, or null: images only, at most 100 MB. */
export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The stored file's path: its upload URL without the query (the signature). */
export const pathOfUploadUrl = (url: string): string => url.split('?')[0];

/** The image type the first bytes say a file is (JPEG, PNG or WebP), whatever its name claims; null otherwise. */
export function sniffImageType(head: Uint8Array): (typeof ACCEPTED_IMAGE_TYPES)[number] | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, text: string) => [...text].every((c, i) => head[from + i] === c.charCodeAt(0));
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}
