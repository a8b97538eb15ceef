import { describe, expect, it } from '@jest/globals';
import { emptyEditor } from './editor-state';
import { labelKeysOf, missingField } from './field-labels';

describe('labelKeysOf', () => {
  it('names each field once, in the form order, by its label key', () =>
    expect(labelKeysOf(['afterPhotos.1', 'title', 'afterPhotos.0', 'event_id'])).toEqual(['event', 'title', 'after']));
  it('drops fields the form does not have', () => expect(labelKeysOf(['member_id', '_'])).toEqual([]));
});

describe('missingField', () => {
  const filled = { ...emptyEditor(), title: '제목', content: '내용', incentive: 'no' as const };
  it('asks for the title, then the content, then the disclosure answer', () => {
    expect(missingField({ ...filled, title: '  ' })).toBe('titleRequired');
    expect(missingField({ ...filled, content: '' })).toBe('contentRequired');
    expect(missingField({ ...filled, incentive: '' })).toBe('incentiveRequired');
    expect(missingField(filled)).toBeNull();
  });
});
