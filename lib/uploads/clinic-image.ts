'use client';

import { jsonInit, partnerFetch } from '@/lib/swr/partner-fetch';
import { pathOfUploadUrl } from '@/contracts/photo-entry';
import { putWithProgress } from './upload';

/** An image of a console form: what the payload names (`path`) and what the form and previews show (`url`). */
export interface FormImage {
  path: string;
  url: string;
}

/** An image the clinic already shows: the payload names it by its URL. */
export const storedImage = (image: { url: string } | null | undefined): FormImage | null => (image ? { path: image.url, url: image.url } : null);

/**
 * Uploads one image for the clinic: a presigned URL from the BFF (a key under the clinic's prefix), the PUT,
 * then the server's check of the bytes, which answers the metadata-free copy to show.
 */
export async function uploadClinicImage(file: File, onProgress: (share: number) => void = () => {}): Promise<FormImage> {
  const query = new URLSearchParams({ filename: file.name || 'image', filetype: file.type, filesize: String(file.size) });
  const { data } = await partnerFetch<{ data: { url: string } }>(`/api/partner/upload-url?${query}`);
  await putWithProgress(data.url, file, file.type, onProgress);
  const path = pathOfUploadUrl(data.url);
  const checked = await partnerFetch<{ data: { url: string } }>('/api/partner/uploads/check', jsonInit('POST', { path }));
  return { path, url: checked.data.url };
}
