import { describe, expect, it } from '@jest/globals';
import { exploreSort } from './search-params';

describe('exploreSort', () => {
  it.each([
    ['events', 'price', 'price'],
    ['events', 'discount', 'discount'],
    ['clinics', 'rating', 'rating'],
    ['reviews', 'photos', 'photos'],
    // The default, another tab's sort, the API-only popular, junk and nothing: the default (undefined).
    ['events', 'recommended', undefined],
    ['events', 'rating_desc', undefined],
    ['reviews', 'popular', undefined],
    ['clinics', 'RATING', undefined],
    ['doctors', 'rating', undefined],
    ['reviews', '', undefined],
    ['reviews', undefined, undefined],
  ] as const)('%s with sort=%j → %j', (tab, value, expected) => expect(exploreSort(tab, value)).toBe(expected));

  it('reads the first of repeated values', () => expect(exploreSort('events', ['price', 'discount'])).toBe('price'));
});
