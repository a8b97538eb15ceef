import { describe, expect, it } from '@jest/globals';
import { districtLabel } from './districts';

describe('districtLabel', () => {
  it('names Seoul’s 구 in the page language, Korean otherwise', () => {
    expect(districtLabel('강남구', 'ko')).toBe('강남구');
    expect(districtLabel('강남구', 'ja')).toBe('江南区');
    expect(districtLabel('서초구', 'en')).toBe('Seocho-gu');
    expect(districtLabel('분당구', 'en')).toBe('분당구');
  });
});
