import { describe, expect, it } from '@jest/globals';
import { localeOfSearch, loginHref, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/my-page', '/my-page'],
    ['/contents/clinic/3?tabId=review&lang=ja', '/contents/clinic/3?tabId=review&lang=ja'],
    ['/counsel/12#top', '/counsel/12#top'],
    ['/a/../counsel', '/counsel'],
  ])('keeps the same-site path %s', (raw, out) => expect(safeReturnTo(raw)).toBe(out));

  it.each([
    [null],
    [''],
    ['https://evil.example/my-page'],
    ['//evil.example/my-page'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['my-page'],
    ['/\t/evil.example'],
    ['/login?returnTo=/my-page'],
    ['/oauth/line?code=x'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %s', (raw) => expect(safeReturnTo(raw)).toBeNull());
});

describe('loginHref', () => {
  it.each([
    ['ko', undefined, '/login'],
    ['ja', undefined, '/login?lang=ja'],
    ['ja', '/counsel?lang=ja', '/login?returnTo=%2Fcounsel%3Flang%3Dja&lang=ja'],
    ['en', '//evil.example', '/login?lang=en'],
  ] as const)('%s, back to %s → %s', (locale, back, out) => expect(loginHref(locale, back)).toBe(out));

  it('reads the language of the current page from its query', () => {
    expect(localeOfSearch('?tabId=x&lang=ja')).toBe('ja');
    expect(localeOfSearch('')).toBe('ko');
    expect(localeOfSearch('?lang=xx')).toBe('ko');
  });
});
