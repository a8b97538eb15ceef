import { describe, expect, it } from '@jest/globals';
import { reviewHeadline } from './review-headline';

describe('reviewHeadline', () => {
  it.each([
    [{ title: '눈매가 또렷해졌어요', treatments: [{ name: '쌍꺼풀' }] }, '눈매가 또렷해졌어요'],
    [{ title: '  ', treatments: [{ name: '쌍꺼풀' }, { name: '눈매교정' }] }, '쌍꺼풀 · 눈매교정'],
    [{ title: '', treatments: [] }, '제목 없는 리뷰'],
  ])('%j → %s', (review, expected) => expect(reviewHeadline(review, '제목 없는 리뷰')).toBe(expected));
});
