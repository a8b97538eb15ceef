import { describe, expect, it } from '@jest/globals';
import { formatDate, formatRating, formatReviewDateTime, truncate, formatWon, formatPhone } from './format';
import { daysAfterTreatment } from '@/contracts/treatment-days';

describe('formatRating', () => {
  it.each([
    [4.47, '4.5'],
    [5, '5.0'],
    [0, '0.0'],
    [3.04, '3.0'],
  ])('%d → %s', (input, out) => expect(formatRating(input)).toBe(out));
});

describe('dates in Seoul time', () => {
  it('formats review cards as YY.MM.DD HH:mm', () => {
    expect(formatReviewDateTime('2026-11-21T15:05:00.000Z')).toBe('26.11.22 00:05');
    expect(formatReviewDateTime('2025-01-02T03:04:00.000Z')).toBe('25.01.02 12:04');
  });
  it('formats review detail as a date only', () => {
    expect(formatDate('2026-11-21T15:05:00.000Z')).toBe('2026.11.22');
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('짧은 글')).toBe('짧은 글');
    expect(truncate('가나다라마바사아자차카타파하', 12)).toBe('가나다라마바사아자차카타…');
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
  });
  it('does not split emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});

describe('daysAfterTreatment', () => {
  it.each([
    ['2026-03-01', '2026-03-01T09:00:00+09:00', 0],
    ['2026-03-01', '2026-03-31T23:30:00+09:00', 30],
    // 15:30 UTC on 3 March is already 4 March in Seoul
    ['2026-03-01', '2026-03-03T15:30:00Z', 3],
  ])('treated %s, taken %s → %i days', (treatedOn, takenAt, days) =>
    expect(daysAfterTreatment(treatedOn, takenAt)).toBe(days),
  );

  it.each([
    [null, '2026-03-01T00:00:00Z'],
    ['2026-03-01', null],
    ['2026-03-10', '2026-03-01T00:00:00Z'],
    ['03/01/2026', '2026-03-05T00:00:00Z'],
    ['2026-03-01', 'yesterday'],
  ])('no label for treated %s, taken %s', (treatedOn, takenAt) =>
    expect(daysAfterTreatment(treatedOn, takenAt)).toBeNull(),
  );
});

describe('formatWon', () => {
  it('groups thousands', () => expect(formatWon(1250000)).toBe('1,250,000'));
});

describe('formatPhone', () => {
  it.each([
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['15881234', '1588-1234'],
    ['123', '123'],
    ['02-1234', '02-1234'],
  ])('%s → %s', (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});
