import { durationOf, percentOf } from './trust-format';
import { shareFigure } from '@/contracts/trust';
import { createRandom } from '@/backend/db/seed/random';

describe('durationOf', () => {
  it('rounds up to the unit a sentence says', () => {
    expect(durationOf(0)).toEqual({ unit: 'minutes', count: 10 });
    expect(durationOf(23)).toEqual({ unit: 'minutes', count: 30 });
    expect(durationOf(60)).toEqual({ unit: 'hours', count: 1 });
    expect(durationOf(130)).toEqual({ unit: 'hours', count: 3 });
    expect(durationOf(48 * 60)).toEqual({ unit: 'hours', count: 48 });
    expect(durationOf(49 * 60)).toEqual({ unit: 'days', count: 3 });
  });
  it('never says less time than the median took', () => {
    const factor = { minutes: 1, hours: 60, days: 1440 } as const;
    for (let m = 0; m < 10_000; m += 7) {
      const d = durationOf(m);
      expect(d.count * factor[d.unit]).toBeGreaterThanOrEqual(m);
    }
  });
  it('percent', () => expect(percentOf(42 / 45)).toBe(93));
});

describe('shareFigure: no figure below its threshold (property over random data)', () => {
  it('publishes k and the share only from the threshold on, and always the n', () => {
    const rng = createRandom(27);
    for (let i = 0; i < 20_000; i++) {
      const threshold = rng.int(1, 60);
      const n = rng.int(0, 120);
      const k = rng.int(0, n);
      const f = shareFigure(n, k, threshold);
      expect(f.n).toBe(n);
      expect(f.threshold).toBe(threshold);
      if (n < threshold) {
        expect(f.k).toBeNull();
        expect(f.rate).toBeNull();
      } else {
        expect(f.k).toBe(k);
        expect(f.rate).toBeCloseTo(k / n, 12);
      }
    }
  });
});
