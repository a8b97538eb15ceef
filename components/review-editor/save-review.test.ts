import { createHash } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import type { PhotoEntry } from '@/contracts/photo-entry';
import { reviewEditorForm, type PhotoEntryInput, type ReviewEditorValues } from '@/contracts/reviews';
import type { EditorFiles } from './editor-state';
import { SaveFailed, sendPhotos, sendReview, withEntry, type SaveApi } from './save-review';

const hash = (name: string) => createHash('sha256').update(name).digest('hex');
const entry = (name: string): PhotoEntry => ({
  url: `/files/uploads/m1/${name}.jpg`,
  path: `/files/uploads/m1/${name}.jpg`,
  name: `${name}.jpg`,
  type: 'image/jpeg',
  size: 10,
  hash: hash(name),
});
/** A chosen file not sent yet: an entry without a path, its bytes in `files`. */
const local = (name: string, size = 10): PhotoEntryInput => ({
  path: '',
  name: `${name}.jpg`,
  type: 'image/jpeg',
  size,
  hash: hash(name),
});
const files: EditorFiles = {
  [hash('b2')]: new Blob(['x']),
  [hash('a1')]: new Blob(['x']),
  [hash('empty')]: new Blob([]),
};

const values = (over: Partial<ReviewEditorValues> = {}): ReviewEditorValues => ({
  counsel_id: 5,
  clinic_id: 2,
  doctors: [{ id: 3, name: '김민준' }],
  event_id: 7,
  treatments: [{ id: 11, name: '보톡스' }],
  rating: 4,
  title: '제목',
  content: '내용',
  beforePhotos: [entry('b1'), local('b2')],
  afterPhotos: [local('a1'), local('empty', 0)],
  pricePaid: 120000,
  priceMatched: 'SAME',
  treatedOn: '2026-11-01',
  incentive: false,
  ...over,
});

type MockApi = { [K in keyof SaveApi]: jest.Mock<SaveApi[K]> };
function api(over: Partial<MockApi> = {}): MockApi {
  return {
    upload: jest.fn<SaveApi['upload']>(async (_f, name, _t, _h, onProgress) => {
      onProgress(1);
      return entry(name.replace(/\.jpg$/, ''));
    }),
    create: jest.fn<SaveApi['create']>(async () => ({ id: 99 })),
    update: jest.fn<SaveApi['update']>(async (id) => ({ id })),
    link: jest.fn<SaveApi['link']>(async () => {}),
    ...over,
  };
}
const events = () => ({ progress: jest.fn(), uploaded: jest.fn() });
const target = { reviewId: null, idempotencyKey: 'key-1' };

/** The editor's save as the page runs it: the photos (each entry into the form), then the form's checked body. */
async function save(
  form: ReviewEditorValues,
  to: { reviewId: number | null; idempotencyKey: string },
  a: SaveApi,
  e: ReturnType<typeof events>,
) {
  let current = form;
  await sendPhotos(form, files, a, {
    progress: e.progress,
    uploaded: (h, stored) => {
      e.uploaded(h, stored);
      current = {
        ...current,
        beforePhotos: withEntry(current.beforePhotos, h, stored),
        afterPhotos: withEntry(current.afterPhotos, h, stored),
      };
    },
  });
  return sendReview(reviewEditorForm.parse(current), to, a);
}

describe('saving a review', () => {
  it('uploads only files without an entry (empty ones skipped), then creates with the idempotency key and links the counsel', async () => {
    const a = api();
    const e = events();
    await expect(save(values(), target, a, e)).resolves.toEqual({ mode: 'created', reviewId: 99 });
    expect(a.upload.mock.calls.map((c) => c[3])).toEqual([hash('b2'), hash('a1')]);
    expect(e.uploaded.mock.calls.map((c) => c[0])).toEqual([hash('b2'), hash('a1')]);
    const [payload, key] = a.create.mock.calls[0];
    expect(key).toBe('key-1');
    expect(payload).toEqual({
      counsel_id: 5,
      clinic_id: 2,
      event_id: 7,
      doctors: [3],
      title: '제목',
      content: '내용',
      treatments: [11],
      rating: 4,
      beforePhotos: [entry('b1'), entry('b2')],
      afterPhotos: [entry('a1')],
      pricePaid: 120000,
      priceMatched: 'SAME',
      treatedOn: '2026-11-01',
      incentive: false,
      // None by default ('부작용이 있었나요?' left alone).
      sideEffects: [],
    });
    expect(a.link).toHaveBeenCalledWith(5, 99);
  });

  it('edits with PATCH and does not link again', async () => {
    const a = api();
    await expect(
      save(values({ beforePhotos: [entry('b1')], afterPhotos: [] }), { ...target, reviewId: 40 }, a, events()),
    ).resolves.toEqual({
      mode: 'updated',
      reviewId: 40,
    });
    expect(a.upload).not.toHaveBeenCalled();
    expect(a.update.mock.calls[0][0]).toBe(40);
    expect(a.create).not.toHaveBeenCalled();
    expect(a.link).not.toHaveBeenCalled();
  });

  it('a failed upload names the file, keeps the entries already stored, and sends nothing', async () => {
    const a = api({
      upload: jest.fn<SaveApi['upload']>(async (_f, name) => {
        if (name === 'a1.jpg') throw new Error('network');
        return entry(name.replace(/\.jpg$/, ''));
      }),
    });
    const e = events();
    const failure = await save(values(), target, a, e).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SaveFailed);
    expect(failure).toMatchObject({ stage: 'upload', fileName: 'a1.jpg' });
    expect(e.uploaded.mock.calls.map((c) => c[0])).toEqual([hash('b2')]);
    expect(a.create).not.toHaveBeenCalled();
  });

  it('a failed save is reported as such, after the uploads', async () => {
    const a = api({ create: jest.fn<SaveApi['create']>(async () => Promise.reject(new Error('503'))) });
    await expect(save(values(), target, a, events())).rejects.toMatchObject({ stage: 'save' });
    expect(a.link).not.toHaveBeenCalled();
  });

  it('sends no optional answers that were left empty', async () => {
    const a = api();
    await save(
      values({
        pricePaid: null,
        priceMatched: null,
        treatedOn: null,
        event_id: null,
        incentive: true,
        beforePhotos: [],
        afterPhotos: [],
      }),
      target,
      a,
      events(),
    );
    expect(a.create.mock.calls[0][0]).toMatchObject({
      event_id: null,
      pricePaid: null,
      priceMatched: null,
      treatedOn: null,
      incentive: true,
      beforePhotos: [],
      afterPhotos: [],
    });
  });
});
