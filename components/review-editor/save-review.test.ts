import { describe, expect, it, jest } from '@jest/globals';
import type { PhotoEntry } from '@/contracts/photo-entry';
import type { EditorPhoto, EditorState } from './editor-state';
import { SaveFailed, saveReview, type SaveApi } from './save-review';

const entry = (hash: string): PhotoEntry => ({
  url: `/files/uploads/m1/${hash}.jpg`,
  path: `/files/uploads/m1/${hash}.jpg`,
  name: `${hash}.jpg`,
  type: 'image/jpeg',
  size: 10,
  hash,
});
const local = (hash: string): EditorPhoto => ({
  hash,
  name: `${hash}.jpg`,
  type: 'image/jpeg',
  size: 10,
  file: new Blob(['x']),
});
const stored = (hash: string): EditorPhoto => ({
  hash,
  name: `${hash}.jpg`,
  type: 'image/jpeg',
  size: 10,
  entry: entry(hash),
});

const state = (over: Partial<EditorState> = {}): EditorState => ({
  doctors: [{ id: 3, name: '김민준' }],
  eventId: '7',
  treatments: [{ id: 11, name: '보톡스' }],
  rating: '4',
  title: '제목',
  content: '내용',
  before: [stored('b1'), local('b2')],
  after: [local('a1'), { hash: 'empty', name: 'empty.jpg', type: 'image/jpeg', size: 0, file: new Blob([]) }],
  pricePaid: '120000',
  priceMatched: 'SAME',
  treatedOn: '2026-11-01',
  incentive: 'no',
  idempotencyKey: 'key-1',
  ...over,
});

type MockApi = { [K in keyof SaveApi]: jest.Mock<SaveApi[K]> };
function api(over: Partial<MockApi> = {}): MockApi {
  return {
    upload: jest.fn<SaveApi['upload']>(async (_f, _n, _t, hash, onProgress) => {
      onProgress(1);
      return entry(hash);
    }),
    create: jest.fn<SaveApi['create']>(async () => ({ id: 99 })),
    update: jest.fn<SaveApi['update']>(async (id) => ({ id })),
    link: jest.fn<SaveApi['link']>(async () => {}),
    ...over,
  };
}
const events = () => ({ progress: jest.fn(), uploaded: jest.fn() });
const target = { counsel: { id: 5, clinic_id: 2 }, reviewId: null };

describe('saveReview', () => {
  it('uploads only files without an entry (empty ones skipped), then creates with the idempotency key and links the counsel', async () => {
    const a = api();
    const e = events();
    await expect(saveReview(state(), target, a, e)).resolves.toEqual({ mode: 'created', reviewId: 99 });
    expect(a.upload.mock.calls.map((c) => c[3])).toEqual(['b2', 'a1']);
    expect(e.uploaded.mock.calls.map((c) => c[0])).toEqual(['b2', 'a1']);
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
    });
    expect(a.link).toHaveBeenCalledWith(5, 99);
  });

  it('edits with PATCH and does not link again', async () => {
    const a = api();
    await expect(
      saveReview(state({ before: [stored('b1')], after: [] }), { ...target, reviewId: 40 }, a, events()),
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
      upload: jest.fn<SaveApi['upload']>(async (_f, _n, _t, hash) => {
        if (hash === 'a1') throw new Error('network');
        return entry(hash);
      }),
    });
    const e = events();
    const failure = await saveReview(state(), target, a, e).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SaveFailed);
    expect(failure).toMatchObject({ stage: 'upload', fileName: 'a1.jpg' });
    expect(e.uploaded.mock.calls.map((c) => c[0])).toEqual(['b2']);
    expect(a.create).not.toHaveBeenCalled();
  });

  it('a failed save is reported as such, after the uploads', async () => {
    const a = api({ create: jest.fn<SaveApi['create']>(async () => Promise.reject(new Error('503'))) });
    await expect(saveReview(state(), target, a, events())).rejects.toMatchObject({ stage: 'save' });
    expect(a.link).not.toHaveBeenCalled();
  });

  it('sends no optional answers that were left empty', async () => {
    const a = api();
    await saveReview(
      state({ pricePaid: '', priceMatched: '', treatedOn: '', eventId: '', incentive: 'yes', before: [], after: [] }),
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
