import { describe, expect, it } from '@jest/globals';
import { clinicPreviewSchema, parsePreview, reviewPreviewSchema } from './preview';

describe('parsePreview', () => {
  it('reads a full clinic payload', () => {
    const clinic = parsePreview(
      JSON.stringify({
        id: 3,
        name: '미리보기 의원',
        description: '소개',
        address: { roadAddress: '서울 강남대로 1', detailAddress: '2층' },
        averageRating: 4.5,
        reviewCount: 12,
      }),
      clinicPreviewSchema,
    );
    expect(clinic).toMatchObject({ id: 3, name: '미리보기 의원', averageRating: 4.5, specialties: [], introductionImages: [] });
  });

  it('fills missing or wrongly typed parts with empty values', () => {
    const clinic = parsePreview(JSON.stringify({ name: '이름만', specialties: 'x', averageRating: 'high', address: 5 }), clinicPreviewSchema);
    expect(clinic).toMatchObject({ name: '이름만', specialties: [], averageRating: 0, address: { roadAddress: null, detailAddress: null } });
  });

  it.each([null, '', 'not json', '{"name":', '[]', '42', '{"noName":true}'])('answers null for %p', (raw) => {
    expect(parsePreview(raw, clinicPreviewSchema)).toBeNull();
  });

  it('keeps hostile text as text', () => {
    const review = parsePreview(JSON.stringify({ title: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>' }), reviewPreviewSchema);
    expect(review?.title).toBe('<img src=x onerror=alert(1)>');
    expect(review?.rating).toBe(5);
  });
});
