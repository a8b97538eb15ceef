import { describe, expect, it } from '@jest/globals';
import { discountRate } from './prices';

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
