import { describe, expect, it } from '@jest/globals';
import { isSafeKey } from './local';

describe('isSafeKey', () => {
  it.each(['seed/a.png', 'reviews/12/0f3a-photo_1.jpg', 'a.webp'])('accepts %s', (key) =>
    expect(isSafeKey(key)).toBe(true),
  );
  it.each([
    '',
    '../etc/passwd',
    'seed/../../x.png',
    '/abs.png',
    'seed//a.png',
    '.hidden.png',
    'seed/a b.png',
    'seed\\a.png',
    'a'.repeat(600),
  ])('refuses %s', (key) => expect(isSafeKey(key)).toBe(false));
});
