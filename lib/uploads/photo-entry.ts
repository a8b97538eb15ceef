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

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** The image types the server accepts (it checks the bytes again). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type FileProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be uploaded, or null: images only, at most 100 MB. */
export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The stored file's path: its upload URL without the query (the signature). */
export const pathOfUploadUrl = (url: string): string => url.split('?')[0];
