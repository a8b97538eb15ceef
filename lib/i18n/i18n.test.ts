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
    expect(withFallback({ a: { b: '가' } }, { a: { b: 'B', c: 'C' }, d: 'D' })).toEqual({ a: { b: '가', c: 'C' }, d: 'D' });
  });

  it('has Japanese for the navigation and the Korean spec texts', () => {
    expect(messagesFor('ja').Nav.home).toBe('ホーム');
    expect(messagesFor('ko').Contents.noReviews).toBe('등록된 리뷰가 없습니다.');
    expect(messagesFor('ko').Error.title).toBe('Unexpected Application Error!');
  });
});
