import { describe, expect, it } from '@jest/globals';
import { remainingChoices, removeByName } from './multi-select';

const items = [
  { id: 1, name: '보톡스' },
  { id: 2, name: 'Ultherapy 울쎄라' },
  { id: 3, name: '울쎄라 프라임' },
  { id: 4, name: '필러' },
];

describe('remainingChoices', () => {
  it('leaves out what is already chosen, matched by name', () => {
    expect(remainingChoices(items, [{ id: 99, name: '보톡스' }], '').map((i) => i.id)).toEqual([2, 3, 4]);
  });
  it('filters by a case-insensitive substring, ignoring surrounding spaces', () => {
    expect(remainingChoices(items, [], ' ULTHERAPY ').map((i) => i.id)).toEqual([2]);
    expect(remainingChoices(items, [], '울쎄라').map((i) => i.id)).toEqual([2, 3]);
    expect(remainingChoices(items, [{ id: 3, name: '울쎄라 프라임' }], '울쎄라').map((i) => i.id)).toEqual([2]);
  });
  it('offers nothing when nothing matches', () => expect(remainingChoices(items, [], '실리프팅')).toEqual([]));
});

describe('removeByName', () => {
  it('removes the item of that name only', () => {
    expect(removeByName(items, '필러').map((i) => i.id)).toEqual([1, 2, 3]);
    expect(removeByName(items, '없는 이름')).toHaveLength(4);
  });
});
