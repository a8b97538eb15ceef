'use client';

import { memberCall } from '@/lib/swr/member-fetch';
import { uploadPhoto } from '@/lib/uploads/upload';
import type { SaveApi } from './save-review';

/** The save flow's calls, through the BFF as the signed-in member. */
export const editorApi: SaveApi = {
  upload: (file, name, type, hash, onProgress) => uploadPhoto(file, { name, type, size: file.size, hash }, onProgress),
  create: async (payload, idempotencyKey) =>
    (
      await memberCall((api) =>
        api.member.reviews.$post({ header: { 'idempotency-key': idempotencyKey }, json: payload }),
      )
    ).data,
  update: async (reviewId, payload) =>
    (
      await memberCall((api) =>
        api.member.reviews[':id'].$patch({ param: { id: String(reviewId) }, query: {}, json: payload }),
      )
    ).data,
  link: async (counselId, reviewId) => {
    await memberCall((api) =>
      api.member.counsels[':id'].$patch({ param: { id: String(counselId) }, json: { review_id: reviewId } }),
    );
  },
};
