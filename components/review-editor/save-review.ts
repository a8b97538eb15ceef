import type { PhotoEntry } from '@/contracts/photo-entry';
import { pendingPhotos, toPayload, type EditorState, type ReviewPayload } from './editor-state';

export interface SaveApi {
  upload(
    file: Blob,
    name: string,
    type: string,
    hash: string,
    onProgress: (share: number) => void,
  ): Promise<PhotoEntry>;
  create(payload: ReviewPayload, idempotencyKey: string): Promise<{ id: number }>;
  update(reviewId: number, payload: ReviewPayload): Promise<{ id: number }>;
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

/**
 * The save flow: photos that already have a url and path are not uploaded again; each other file is
 * uploaded (progress reported per file, each stored entry handed back at once so a later failure loses
 * nothing); then create (POST, with the draft's idempotency key) and link the counsel, or update (PATCH).
 */
export async function saveReview(
  state: EditorState,
  target: { counsel: { id: number; clinic_id: number }; reviewId: number | null },
  api: SaveApi,
  events: { progress(hash: string, share: number): void; uploaded(hash: string, entry: PhotoEntry): void },
): Promise<{ mode: 'created' | 'updated'; reviewId: number }> {
  let current = state;
  for (const photo of pendingPhotos(state)) {
    let entry: PhotoEntry;
    try {
      entry = await api.upload(photo.file!, photo.name, photo.type, photo.hash, (share) =>
        events.progress(photo.hash, share),
      );
    } catch (err) {
      throw new SaveFailed('upload', photo.name, err);
    }
    events.uploaded(photo.hash, entry);
    const withEntry = (list: EditorState['before']) => list.map((p) => (p.hash === photo.hash ? { ...p, entry } : p));
    current = { ...current, before: withEntry(current.before), after: withEntry(current.after) };
  }
  const payload = toPayload(current, target.counsel);
  try {
    if (target.reviewId) {
      await api.update(target.reviewId, payload);
      return { mode: 'updated', reviewId: target.reviewId };
    }
    const created = await api.create(payload, current.idempotencyKey);
    await api.link(target.counsel.id, created.id);
    return { mode: 'created', reviewId: created.id };
  } catch (err) {
    throw new SaveFailed('save', undefined, err);
  }
}
