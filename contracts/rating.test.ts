import { describe, expect, it } from '@jest/globals';
import { averageRating } from './rating';

describe('averageRating: one rounding, half up, from the exact totals', () => {
  it.each([
    // 12×5 + 10×4 = 4.545…: a stored 4.55 rounded again would give 4.6
    [100, 22, 4.5],
    // 40×5 + 30×4 + 10×3 + 1×2 = 4.345…: a stored 4.35 rounded again would give 4.4
    [352, 81, 4.3],
    // exact halves go up, whatever their binary form
    [87, 20, 4.4], // 4.35
    [89, 20, 4.5], // 4.45
    [61, 20, 3.1], // 3.05
    [1, 20, 0.1], // 0.05
    [7, 2, 3.5],
    [5, 1, 5],
    [14, 3, 4.7], // 4.666…
    [13, 3, 4.3], // 4.333…
    [0, 0, 0],
  ])('%i over %i reviews → %d', (sum, count, shown) => expect(averageRating(sum, count)).toBe(shown));

  it('stays exact at the scale of millions of reviews', () => {
    expect(averageRating(4_449_999, 1_000_000)).toBe(4.4);
    expect(averageRating(4_450_000, 1_000_000)).toBe(4.5);
  });
});
