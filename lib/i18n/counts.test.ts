import { describe, expect, it } from '@jest/globals';
import { createTranslator } from 'next-intl';
import type { Locale } from './config';
import { messagesFor } from './messages';

// Review counts with thousands separators, the word for reviews after the count on cards and
// '(N reviews)' for doctors; English is plural-aware.
const t = (locale: Locale) => createTranslator({ locale, messages: messagesFor(locale) });

describe('review counts', () => {
  it.each([
    ['ko', 87, '87개 리뷰', '(87개 리뷰)'],
    ['ko', 1234, '1,234개 리뷰', '(1,234개 리뷰)'],
    ['ja', 87, '口コミ87件', '（口コミ87件）'],
    ['en', 0, '0 reviews', '(0 reviews)'],
    ['en', 1, '1 review', '(1 review)'],
    ['en', 2, '2 reviews', '(2 reviews)'],
    ['en', 12345, '12,345 reviews', '(12,345 reviews)'],
  ] as const)('%s %d → %s / %s', (locale, count, card, doctor) => {
    expect(t(locale)('Common.reviewCount', { count })).toBe(card);
    expect(t(locale)('Common.doctorReviewCount', { count })).toBe(doctor);
  });

  it.each([
    ['ko', 2000, 'Contents.reviewsFound', '2,000개의 리뷰가 검색되었습니다'],
    ['ko', 3, 'Contents.doctorsFound', '3명의 의사가 검색되었습니다'],
    ['ja', 40, 'Contents.clinicsFound', '40件のクリニックが見つかりました'],
    ['en', 1, 'Contents.clinicsFound', '1 clinic found'],
    ['en', 150, 'Contents.eventsFound', '150 events found'],
  ] as const)('%s %d %s → %s', (locale, count, key, out) => expect(t(locale)(key, { count })).toBe(out));
});
