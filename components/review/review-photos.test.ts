import { describe, expect, it } from '@jest/globals';
import { galleryPhotosOf } from './review-photos';

const labels = { before: '전', after: '후', afterDays: (n: number) => `후 ${n}일` };

describe('galleryPhotosOf', () => {
  it('labels after photos with the day the API sent, and before photos 전, whatever they carry', () => {
    const review = {
      beforePhotos: [{ url: '/files/photos/a.webp', daysAfterTreatment: null }],
      afterPhotos: [
        { url: '/files/photos/b.webp', daysAfterTreatment: 0 },
        { url: '/files/photos/c.webp', daysAfterTreatment: 30 },
        { url: '/files/photos/d.webp', daysAfterTreatment: null },
      ],
    };
    expect(galleryPhotosOf(review, labels)).toEqual([
      { url: '/files/photos/a.webp', label: '전' },
      { url: '/files/photos/b.webp', label: '후 0일' },
      { url: '/files/photos/c.webp', label: '후 30일' },
      { url: '/files/photos/d.webp', label: '후' },
    ]);
  });
});
