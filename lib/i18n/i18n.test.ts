import { describe, expect, it } from '@jest/globals';
import { localeFromParam } from './config';
import { messagesFor, withFallback } from './messages';
import { withLang } from './with-lang';

describe('withLang', () => {
  it.each([
    ['/home', 'ko', '/home'],
    ['/home', 'ja', '/home?lang=ja'],
    ['/contents?tabId=doctors', 'en', '/contents?tabId=doctors&lang=en'],
    ['/contents?lang=ja&tabId=x', 'ko', '/contents?tabId=x'],
    ['/terms#s2', 'ja', '/terms?lang=ja#s2'],
    ['https://line.me/R/ti/p/@x', 'ja', 'https://line.me/R/ti/p/@x'],
    ['//evil.example', 'ja', '//evil.example'],
  ] as const)('%s in %s → %s', (href, locale, out) => expect(withLang(href, locale)).toBe(out));
});

describe('locale selection and fallback', () => {
  it('defaults to ko for a missing or unknown lang', () => {
    expect(localeFromParam(null)).toBe('ko');
    expect(localeFromParam('fr')).toBe('ko');
    expect(localeFromParam('ja')).toBe('ja');
  });

  it('fills keys missing in a locale from English', () => {
    expect(withFallback({ a: { b: '가' } }, { a: { b: 'B', c: 'C' }, d: 'D' })).toEqual({
      a: { b: '가', c: 'C' },
      d: 'D',
    });
  });

  it('has Japanese for the navigation and the Korean spec texts', () => {
    expect(messagesFor('ja').Nav.home).toBe('ホーム');
    expect(messagesFor('ko').Contents.noReviews).toBe('등록된 리뷰가 없습니다.');
    expect(messagesFor('ko').Error.title).toBe('Unexpected Application Error!');
  });
});

describe('message catalogues', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

  it.each(['ja', 'en'] as const)('%s has every Korean key and no other', async (locale) => {
    const ko = (await import('@/messages/ko.json')).default;
    const other = (await import(`@/messages/${locale}.json`)).default;
    expect(keys(other).sort()).toEqual(keys(ko).sort());
  });

  it.each(['ja', 'en'] as const)('%s uses the same placeholders as Korean', async (locale) => {
    const ko = (await import('@/messages/ko.json')).default as Record<string, Record<string, unknown>>;
    const other = (await import(`@/messages/${locale}.json`)).default as Record<string, Record<string, unknown>>;
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]],
      );
    const theirs = new Map(flat(other));
    for (const [key, text] of flat(ko))
      expect([key, placeholders(theirs.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });
});
