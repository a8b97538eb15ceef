import { describe, expect, it } from '@jest/globals';
import { reviewEditorForm } from '@/contracts/reviews';
import { upgradeDraft } from './use-review-draft';

const hash = (c: string) => c.repeat(64);

describe('upgradeDraft (a draft kept by the editor before its values were the review body)', () => {
  it('keeps everything the member wrote, the chosen files and the review key', () => {
    const file = new Blob(['x'], { type: 'image/jpeg' });
    const sent = {
      url: '/files/a.webp',
      path: 'reviews/a.webp',
      name: 'a.jpg',
      type: 'image/jpeg',
      size: 3,
      hash: hash('a'),
    };
    const draft = upgradeDraft(
      {
        doctors: [{ id: 4, name: '김원장' }],
        eventId: '12',
        treatments: [{ id: 7, name: '보톡스' }],
        rating: '4',
        title: '만족해요',
        content: '붓기가 사흘 갔어요',
        before: [{ hash: hash('a'), name: 'a.jpg', type: 'image/jpeg', size: 3, file, entry: sent }],
        after: [{ hash: hash('b'), name: 'b.jpg', type: 'image/jpeg', size: 5, file }],
        pricePaid: '199000',
        priceMatched: 'SAME',
        treatedOn: '2026-11-01',
        incentive: 'no',
        idempotencyKey: 'key-1',
      },
      31,
    );
    expect(draft.idempotencyKey).toBe('key-1');
    expect(Object.keys(draft.files).sort()).toEqual([hash('a'), hash('b')]);
    expect(draft.values).toMatchObject({
      counsel_id: 31,
      doctors: [{ id: 4, name: '김원장' }],
      event_id: 12,
      rating: 4,
      title: '만족해요',
      pricePaid: 199000,
      priceMatched: 'SAME',
      treatedOn: '2026-11-01',
      incentive: false,
    });
    // The photo not sent yet stays in the strip (its file is kept) and is left out of the body until it is sent.
    expect(draft.values.afterPhotos).toEqual([
      { path: '', name: 'b.jpg', type: 'image/jpeg', size: 5, hash: hash('b') },
    ]);
    const body = reviewEditorForm.parse({ ...draft.values, clinic_id: 2 });
    expect(body.beforePhotos.map((p) => p.path)).toEqual(['reviews/a.webp']);
    expect(body.afterPhotos).toEqual([]);
  });

  it('reads unanswered choices as unsaid', () => {
    const draft = upgradeDraft(
      {
        doctors: [],
        eventId: '',
        treatments: [],
        rating: '',
        title: '',
        content: '',
        before: [],
        after: [],
        pricePaid: '',
        priceMatched: '',
        treatedOn: '',
        incentive: '',
        idempotencyKey: 'key-2',
      },
      5,
    );
    expect(draft.values).toMatchObject({
      event_id: null,
      rating: 5,
      pricePaid: null,
      priceMatched: null,
      treatedOn: null,
      incentive: null,
    });
  });
});
