'use client';

import type { UploadUrlQuery } from '@/contracts/uploads';
import { memberCall } from '@/lib/swr/member-fetch';
import { pathOfUploadUrl, type PhotoEntry } from '@/contracts/photo-entry';

/** Lowercase hex SHA-256 of a file, computed by the browser's Web Crypto (off the main thread's hot path). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** PUTs a file to a presigned URL with its content type; reports progress 0–1; resolves on 200. */
export function putWithProgress(
  url: string,
  file: Blob,
  type: string,
  onProgress: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`upload answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('upload failed (network)'));
    xhr.onabort = () => reject(new Error('upload aborted'));
    xhr.send(file);
  });
}

/**
 * Uploads one photo: asks the BFF for a presigned URL for its name, type and size, PUTs the bytes, and
 * answers the photo entry ({url, path, name, type, size, hash}; path = the URL without its query).
 */
export async function uploadPhoto(
  file: Blob,
  meta: { name: string; type: string; size: number; hash: string },
  onProgress: (share: number) => void,
): Promise<PhotoEntry> {
  // Any other type is the backend's to refuse (400), which the editor shows as it did.
  const query = { filename: meta.name, filetype: meta.type as UploadUrlQuery['filetype'], filesize: String(meta.size) };
  const { data } = await memberCall((api) => api.s3['generate-s3-url'].$get({ query }));
  await putWithProgress(data.url, file, meta.type, onProgress);
  onProgress(1);
  const path = pathOfUploadUrl(data.url);
  return { url: path, path, ...meta };
}
