'use client';

import { memberFetch } from '@/lib/swr/member-fetch';
import { uploadPhoto } from '@/lib/uploads/upload';
import type { SaveApi } from './save-review';

const json = (method: 'POST' | 'PATCH', body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method, body: JSON.stringify(body), headers });

/** The save flow's calls, through the BFF as the signed-in member. */
export const editorApi: SaveApi = {
  upload: (file, name, type, hash, onProgress) => uploadPhoto(file, { name, type, size: file.size, hash }, onProgress),
  create: async (payload, idempotencyKey) =>
    (await memberFetch<{ data: { id: number } }>('/api/member/reviews', json('POST', payload, { 'idempotency-key': idempotencyKey }))).data,
  update: async (reviewId, payload) => (await memberFetch<{ data: { id: number } }>(`/api/member/reviews/${reviewId}`, json('PATCH', payload))).data,
  link: async (counselId, reviewId) => {
    await memberFetch(`/api/member/counsels/${counselId}`, json('PATCH', { review_id: reviewId }));
  },
};
