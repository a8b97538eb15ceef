import { describe, expect, it } from '@jest/globals';
import { dismissShare, dragDismisses } from './toast-drag';

describe('dragDismisses', () => {
  // A 340 px toast at the top right of a 390 px phone: its middle is at x ≈ 204.
  const phone = { width: 340, viewport: 390 };
  it.each([
    ['80% of its width, slowly', { dx: 280, endX: 300, ms: 900 }, 0.8, true],
    ['from its middle to the right edge, slowly (cannot reach 80%)', { dx: 180, endX: 384, ms: 900 }, 0.8, true],
    ['from its middle, halfway to the edge, slowly', { dx: 90, endX: 294, ms: 900 }, 0.8, false],
    ['a quick flick to the right', { dx: 120, endX: 324, ms: 150 }, 0.8, true],
    ['a tiny twitch, even quick', { dx: 20, endX: 224, ms: 10 }, 0.8, false],
    ['to the left edge', { dx: -190, endX: 14, ms: 900 }, 0.8, true],
    ['20% in the editor', { dx: 70, endX: 274, ms: 900 }, 0.2, true],
  ])('%s', (_, drag, share, dismissed) => expect(dragDismisses({ ...phone, ...drag }, share)).toBe(dismissed));

  it('uses 80%, and 20% in the review editor', () => {
    expect(dismissShare('/home')).toBe(0.8);
    expect(dismissShare('/review/editor/3')).toBe(0.2);
  });
});
