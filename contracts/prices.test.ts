import { describe, expect, it } from '@jest/globals';
import { approxForeign, discountRate } from './prices';

describe('discountRate', () => {
  it.each([
    [300_000, 199_000, 34],
    [862_000, 586_000, 32],
    [100_000, 100_000, null],
    [100_000, 120_000, null],
    [null, 50_000, null],
    [50_000, null, null],
    [0, 0, null],
    [100_000, 0, 100],
  ])('%p → %p is %p%% off', (regular, event, rate) => expect(discountRate(regular, event)).toBe(rate));
});

describe('approxForeign', () => {
  it('yen to the nearest 10, dollars to the nearest 1, in the page language', () => {
    expect(approxForeign(99_000, { currency: 'JPY', krwPerUnit: 9.4 }, 'ja')).toBe('￥10,530');
    expect(approxForeign(99_000, { currency: 'USD', krwPerUnit: 1400 }, 'en')).toBe('$71');
    expect(approxForeign(1_500_000, { currency: 'USD', krwPerUnit: 1400 }, 'en')).toBe('$1,071');
    expect(approxForeign(0, { currency: 'JPY', krwPerUnit: 9.4 }, 'ja')).toBe('￥0');
  });
});
