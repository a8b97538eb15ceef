import { describe, expect, it } from '@jest/globals';
import { applyFormat, pastedDigits } from './text-format';

describe('applyFormat', () => {
  it.each([
    ['NUMBER', '1234', { value: '1234' }],
    ['NUMBER', '-12.5', { value: '-12.5' }],
    ['NUMBER', '-', { value: '-' }],
    ['NUMBER', '3.', { value: '3.' }],
    ['NUMBER', '1.2.3', { warning: 'number' }],
    ['NUMBER', '12a', { warning: 'number' }],
    ['NUMBER', '--1', { warning: 'number' }],
    ['NUMBER', '1-', { warning: 'number' }],
    ['PHONE', '01012345678', { value: '01012345678' }],
    ['PHONE', '010-1234', { warning: 'phone' }],
    ['PHONE', '+82', { warning: 'phone' }],
    ['ID', 'Beauty.Note_01', { value: 'beauty.note_01' }],
    ['ID', 'line id', { warning: 'id' }],
    ['ID', '한글', { warning: 'id' }],
    ['ID', 'a@b', { warning: 'id' }],
    [undefined, 'anything 한글 !', { value: 'anything 한글 !' }],
  ] as const)('%s %j → %j', (format, input, out) => expect(applyFormat(format, input)).toEqual(out));

  it.each(['NUMBER', 'PHONE', 'ID'] as const)('always lets %s be cleared', (format) =>
    expect(applyFormat(format, '')).toEqual({ value: '' }),
  );
});

describe('pastedDigits', () => {
  it.each([
    ['PHONE', '02-540-4000', '025404000'],
    ['PHONE', ' 010 1234 5678 ', '01012345678'],
    ['PHONE', '(02) 540-4000', '025404000'],
    ['PHONE', '+82 10-1234-5678', '821012345678'],
    ['NUMBER', '300,000', '300000'],
    ['NUMBER', '300 000', '300000'],
    ['NUMBER', '₩300,000', '300000'],
    ['NUMBER', '300,000원', '300000'],
    ['NUMBER', '-1,234.5', '-1234.5'],
    ['NUMBER', '₩-1,000', '-1000'],
    ['NUMBER', '1.234.567', '1234567'],
    ['NUMBER', '12.50', '12.50'],
    ['NUMBER', '1,000-2,000', '10002000'],
    ['PHONE', '전화 02-540-4000', null],
    ['PHONE', 'abc', null],
    ['NUMBER', '---', null],
    ['NUMBER', '30만원', null],
    ['ID', '02-540-4000', null],
  ] as const)('%s %j → %j', (format, pasted, out) => expect(pastedDigits(format, pasted)).toBe(out));
});
