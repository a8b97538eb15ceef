import { describe, expect, it } from '@jest/globals';
import { labelKeysOf } from './field-labels';

describe('labelKeysOf', () => {
  it('names each field once, in the form order, by its label key', () =>
    expect(labelKeysOf(['afterPhotos.1', 'title', 'afterPhotos.0', 'event_id'])).toEqual(['event', 'title', 'after']));
  it('drops fields the form does not have', () => expect(labelKeysOf(['member_id', '_'])).toEqual([]));
});
