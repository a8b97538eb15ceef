import { describe, expect, it } from '@jest/globals';
import { moveByHash, removeByHash } from './photo-order';

const list = ['a', 'b', 'c', 'd'].map((hash) => ({ hash }));
const hashes = (l: { hash: string }[]) => l.map((p) => p.hash).join('');

describe('moveByHash', () => {
  it.each([
    ['a', 'c', 'bcad'],
    ['d', 'a', 'dabc'],
    ['b', 'c', 'acbd'],
  ])('%s over %s → %s', (active, over, out) => expect(hashes(moveByHash(list, active, over))).toBe(out));

  it.each([[null], [undefined], ['b'], ['zz']])('a drop with no destination (%s) changes nothing', (over) => {
    expect(moveByHash(list, 'b', over)).toBe(list);
  });
});

describe('removeByHash', () => {
  it('removes the photo with that hash', () => expect(hashes(removeByHash(list, 'c'))).toBe('abd'));
});
