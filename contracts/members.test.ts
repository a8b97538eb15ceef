import { describe, expect, it } from '@jest/globals';
import { NICKNAME_MAX, nicknameFromProvider, nicknameSchema } from '@/contracts/members';

describe('nickname rule (form, BFF and backend)', () => {
  it.each([
    ['뷰티러버', '뷰티러버'],
    ['  코덕  ', '코덕'],
    ['한글', '한글'],
    ['a'.repeat(NICKNAME_MAX), 'a'.repeat(NICKNAME_MAX)],
    ['👩‍⚕️피부', '👩‍⚕️피부'],
  ])('accepts %j as %j', (raw, out) => expect(nicknameSchema.parse(raw)).toBe(out));

  it.each([[''], ['   '], ['a'.repeat(NICKNAME_MAX + 1)], ['bad\u0000name'], ['rtl\u202Eoverride']])(
    'refuses %j',
    (raw) => expect(nicknameSchema.safeParse(raw).success).toBe(false),
  );
});

describe('nicknameFromProvider: a provider display name under the same rule', () => {
  it.each([
    ['Alice Kim', 'Alice Kim'],
    // Provider names may be longer than a nickname may be: cut to 20, not 40.
    ['가나다라마바사아자차카타파하가나다라마바사아자차카타파하', '가나다라마바사아자차카타파하가나다라마바'],
    ['zero\u200Bwidth', 'zerowidth'],
    ['  ', undefined],
    ['\u202E\u0000', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%j → %j', (raw, out) => {
    const nickname = nicknameFromProvider(raw);
    expect(nickname).toBe(out);
    if (nickname) expect(nicknameSchema.safeParse(nickname).success).toBe(true);
  });
});
