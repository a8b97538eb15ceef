import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { initialsOf } from '@/contracts/search-initials';
import { openTestBackend, type TestBackend } from '../../test/backend';

// The 초성 key is computed twice: by search_initials() (migration 0024) for the generated columns the search
// page's index reads, and by lib/search-initials.ts (es-hangul). They must agree, or a query finds nothing.

let t: TestBackend;
beforeAll(async () => {
  t = await openTestBackend();
});
afterAll(() => t.close());

const inSql = async (texts: string[]) =>
  (
    await t.query<{ key: string }>(
      'select search_initials(x) as key from unnest($1::text[]) with ordinality as u(x, i) order by i',
      [texts],
    )
  ).map((r) => r.key);

describe('search_initials() and initialsOf()', () => {
  const names = [
    ['두피 PRP 주사', 'ㄷㅍㅈㅅ'],
    ['강남 아이디 피부과의원 36호점', 'ㄱㄴㅇㅇㄷㅍㅂㄱㅇㅇㅎㅈ'],
    ['쌍꺼풀 수술(매몰법)', 'ㅆㄲㅍㅅㅅㅁㅁㅂ'],
    ['울쎄라 리프팅 300샷', 'ㅇㅆㄹㄹㅍㅌㅅ'],
    ['ㄱㄴ 이미 초성', 'ㄱㄴㅇㅁㅊㅅ'],
    ['ㄳ ㅏ ㅢ', 'ㄳ'],
    ['Botox & Filler', ''],
    ['', ''],
    ['\u1103\u116e\u1111\u1175 NFD', 'ㄷㅍ'],
    ['皮膚科 ボトックス', ''],
    ['이모지 💉 시술', 'ㅇㅁㅈㅅㅅ'],
    ['\u3000전각\u00a0공백\t탭', 'ㅈㄱㄱㅂㅌ'],
  ];

  it.each(names)('%j → %j in both', async (name, key) => {
    expect(initialsOf(name)).toBe(key);
    expect(await inSql([name])).toEqual([key]);
  });

  it('agree on every precomposed syllable, every jamo and the letters around them', async () => {
    const codes = [
      ...Array.from({ length: 0xd7a3 - 0xac00 + 1 }, (_, i) => 0xac00 + i),
      ...Array.from({ length: 0x3190 - 0x3130 }, (_, i) => 0x3130 + i),
    ];
    const conjoining = Array.from({ length: 0x1200 - 0x1100 }, (_, i) => 0x1100 + i);
    const texts = [...codes, ...conjoining, 0x41, 0x61, 0x30, 0xac00 - 1, 0xd7a3 + 1].map((c) =>
      String.fromCodePoint(c),
    );
    const sql = await inSql(texts);
    const mismatches = texts
      .filter((text, i) => initialsOf(text) !== sql[i])
      .map((text) => text.codePointAt(0)!.toString(16));
    expect(mismatches).toEqual([]);
  });
});
