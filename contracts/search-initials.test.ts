import { describe, expect, it } from '@jest/globals';
import { initialsQuery } from './search-initials';

describe('initialsQuery', () => {
  it.each([
    ['ㄷㅍ', 'ㄷㅍ'],
    ['ㄷㅍ ㅈㅅ', 'ㄷㅍㅈㅅ'],
    [' ㄱ ', 'ㄱ'],
    ['ㄲㅆ', 'ㄲㅆ'],
    ['ㄳ', 'ㄳ'],
    ['두ㅍ', null],
    ['ㅏ', null],
    ['prp', null],
    ['ㄷ1', null],
    ['   ', null],
  ])('%j → %j', (q, key) => {
    expect(initialsQuery(q)).toBe(key);
  });
});
