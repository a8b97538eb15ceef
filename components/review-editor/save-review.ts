import type { PhotoEntry } from '@/contracts/photo-entry';
import type { PhotoEntryInput, ReviewEditorBody, ReviewEditorValues } from '@/contracts/reviews';
import type { EditorFiles } from './editor-state';

export interface SaveApi {
  upload(
    file: Blob,
    name: string,
    type: string,
    hash: string,
    onProgress: (share: number) => void,
  ): Promise<PhotoEntry>;
  create(body: ReviewEditorBody, idempotencyKey: string): Promise<{ id: number }>;
  update(reviewId: number, body: ReviewEditorBody): Promise<{ id: number }>;
  link(counselId: number, reviewId: number): Promise<void>;
}

/** Where a save stopped: an upload (which file) or the save call; the form keeps everything either way. */
export class SaveFailed extends Error {
  constructor(
    readonly stage: 'upload' | 'save',
    readonly fileName?: string,
    readonly cause?: unknown,
  ) {
    super(stage === 'upload' ? `upload of ${fileName} failed` : 'saving the review failed');
  }
}

/** Photos that still need sending: chosen files without a stored entry (an empty file is never sent). */
export const pendingPhotos = (values: ReviewEditorValues, files: EditorFiles): PhotoEntryInput[] =>
  [...values.beforePhotos, ...values.afterPhotos].filter((p) => !p.path && (files[p.hash]?.size ?? 0) > 0);

/**
 * The photos first: those already stored (a path) are not uploaded again; each other file is uploaded (progress
 * reported per file, each stored entry handed back at once so a later failure loses nothing).
 */
export async function sendPhotos(
  values: ReviewEditorValues,
  files: EditorFiles,
  api: Pick<SaveApi, 'upload'>,
  events: { progress(hash: string, share: number): void; uploaded(hash: string, entry: PhotoEntry): void },
): Promise<void> {
  for (const photo of pendingPhotos(values, files)) {
    let entry: PhotoEntry;
    try {
      entry = await api.upload(files[photo.hash], photo.name, photo.type, photo.hash, (share) =>
        events.progress(photo.hash, share),
      );
    } catch (err) {
      throw new SaveFailed('upload', photo.name, err);
    }
    events.uploaded(photo.hash, entry);
  }
}

/** A photo list with the entry stored for one of its files. */
export const withEntry = (photos: PhotoEntryInput[], hash: string, entry: PhotoEntry): PhotoEntryInput[] =>
  photos.map((p) => (p.hash === hash ? entry : p));

/**
 * Then the review (the form's checked body): create (POST, with the draft's idempotency key) and link the counsel, or
 * update (PATCH).
 */
export async function sendReview(
  body: ReviewEditorBody,
  target: { reviewId: number | null; idempotencyKey: string },
  api: Omit<SaveApi, 'upload'>,
): Promise<{ mode: 'created' | 'updated'; reviewId: number }> {
  try {
    if (target.reviewId) {
      await api.update(target.reviewId, body);
      return { mode: 'updated', reviewId: target.reviewId };
    }
    const created = await api.create(body, target.idempotencyKey);
    await api.link(body.counsel_id, created.id);
    return { mode: 'created', reviewId: created.id };
  } catch (err) {
    throw new SaveFailed('save', undefined, err);
  }
}
