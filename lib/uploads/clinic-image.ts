'use client';

import type { UploadUrlQuery } from '@/contracts/uploads';
import { staffApi, staffCall } from '@/lib/client/staff-api';
import { pathOfUploadUrl } from '@/contracts/photo-entry';
import { putWithProgress } from './upload';

/** An image of a console form: what the payload names (`path`) and what the form and previews show (`url`). */
export interface FormImage {
  path: string;
  url: string;
}

/** An image the clinic already shows: the payload names it by its URL. */
export const storedImage = (image: { url: string } | null | undefined): FormImage | null =>
  image ? { path: image.url, url: image.url } : null;

/**
 * Uploads one image for the clinic: a presigned URL from the BFF (a key under the clinic's prefix), the PUT,
 * then the server's check of the bytes, which answers the metadata-free copy to show.
 */
export async function uploadClinicImage(
  file: File,
  onProgress: (share: number) => void = () => {},
): Promise<FormImage> {
  // Any other type is the backend's to refuse (400), which the form shows as it did.
  const query = {
    filename: file.name || 'image',
    filetype: file.type as UploadUrlQuery['filetype'],
    filesize: String(file.size),
  };
  const { data } = await staffCall(staffApi.s3['generate-s3-url'].$get({ query }));
  await putWithProgress(data.url, file, file.type, onProgress);
  const path = pathOfUploadUrl(data.url);
  const checked = await staffCall(staffApi.staff.uploads.check.$post({ json: { path } }));
  return { path, url: checked.data.url };
}
