import { describe, expect, it } from '@jest/globals';
import { asQuery } from './query';

describe('asQuery', () => {
  it.each([
    [
      { limit: 10, offset: 0 },
      { limit: '10', offset: '0' },
    ],
    [
      { ongoing: true, clinicId: 3 },
      { ongoing: 'true', clinicId: '3' },
    ],
    [{ ongoing: false }, { ongoing: 'false' }],
    [
      { lang: 'ja', sort: 'popular' },
      { lang: 'ja', sort: 'popular' },
    ],
    [{ q: '', partId: undefined, afterId: null }, {}],
  ])('%j → %j', (query, expected) => {
    expect(asQuery(query)).toEqual(expected);
  });
});
