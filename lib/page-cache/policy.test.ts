import { jest } from '@jest/globals';
import { hasSessionCookie, pageCacheKey, publicCacheControl } from './policy';

const headers = (h: Record<string, string>) => (name: string) => h[name];
const none = headers({});

describe('pageCacheKey', () => {
  it('caches the public pages of the spec, whatever their query', () => {
    for (const url of [
      '/home',
      '/contents?tabId=reviews&specialtyId=2',
      '/contents/clinic/12?lang=ja&tabId=review',
      '/contents/review/5',
      '/search?q=강남',
      '/terms',
    ]) {
      expect(pageCacheKey('GET', url, none)).not.toBeNull();
    }
  });

  it('leaves member pages, previews, the API, files and other methods alone', () => {
    for (const url of [
      '/',
      '/my-page',
      '/bookmark',
      '/counsel',
      '/contents/clinic/pv',
      '/contents/clinic/0',
      '/api/public/clinics',
      '/files/a.png',
      '/partner',
      '/login',
      '/contents/clinic/1/x',
    ]) {
      expect(pageCacheKey('GET', url, none)).toBeNull();
    }
    expect(pageCacheKey('POST', '/home', none)).toBeNull();
    expect(pageCacheKey('HEAD', '/home', none)).toBeNull();
  });

  it('shares a page between the orders of the same parameters, and not between different values', () => {
    const a = pageCacheKey('GET', '/contents/clinic/1?lang=ja&tabId=review', none);
    expect(pageCacheKey('GET', '/contents/clinic/1?tabId=review&lang=ja', none)).toBe(a);
    expect(pageCacheKey('GET', '/contents/clinic/1?tabId=review&lang=en', none)).not.toBe(a);
    expect(pageCacheKey('GET', '/contents/clinic/1?tabId=review', none)).not.toBe(a);
  });

  it('keys the explore hub on its sort, so each order is its own page', () => {
    const byPrice = pageCacheKey('GET', '/contents?tabId=events&sort=price', none);
    expect(pageCacheKey('GET', '/contents?sort=price&tabId=events', none)).toBe(byPrice);
    expect(pageCacheKey('GET', '/contents?tabId=events&sort=discount', none)).not.toBe(byPrice);
    expect(pageCacheKey('GET', '/contents?tabId=events', none)).not.toBe(byPrice);
  });

  it("keeps Next's RSC answers and encodings apart from the document", () => {
    const doc = pageCacheKey('GET', '/home', none);
    expect(pageCacheKey('GET', '/home', headers({ rsc: '1' }))).not.toBe(doc);
    expect(pageCacheKey('GET', '/home', headers({ rsc: '1', 'next-router-state-tree': 'a' }))).not.toBe(
      pageCacheKey('GET', '/home', headers({ rsc: '1', 'next-router-state-tree': 'b' })),
    );
    expect(pageCacheKey('GET', '/home', headers({ 'accept-encoding': 'gzip, br' }))).not.toBe(doc);
  });

  it("keeps a '진료 중' page (open=now) for its minute only", () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-02T02:00:10Z'));
    try {
      const page = pageCacheKey('GET', '/contents?tabId=clinics&open=now', none);
      now.mockReturnValue(Date.parse('2026-12-02T02:00:59Z'));
      expect(pageCacheKey('GET', '/contents?tabId=clinics&open=now', none)).toBe(page);
      now.mockReturnValue(Date.parse('2026-12-02T02:01:00Z'));
      expect(pageCacheKey('GET', '/contents?tabId=clinics&open=now', none)).not.toBe(page);
      // Other pages do not change with the minute.
      const later = pageCacheKey('GET', '/contents?tabId=clinics', none);
      now.mockReturnValue(Date.parse('2026-12-02T02:00:10Z'));
      expect(pageCacheKey('GET', '/contents?tabId=clinics', none)).toBe(later);
    } finally {
      now.mockRestore();
    }
  });

  it('answers a reload from the cache too (asking for a fresh copy cannot force a rendering)', () => {
    expect(pageCacheKey('GET', '/home', headers({ 'cache-control': 'no-cache' }))).toBe(
      pageCacheKey('GET', '/home', none),
    );
  });
});

describe('publicCacheControl', () => {
  const cdn = { sMaxAge: 60, staleWhileRevalidate: 600 };
  it('offers anonymous public documents to a CDN for a short while', () => {
    expect(publicCacheControl(cdn, { isRsc: false, hasSession: false }, 200)).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });
  it("offers a '진료 중' page for a minute at most, never stale", () => {
    expect(
      publicCacheControl(
        { sMaxAge: 300, staleWhileRevalidate: 600 },
        { isRsc: false, hasSession: false, minuteBound: true },
        200,
      ),
    ).toBe('public, max-age=0, s-maxage=60');
    expect(
      publicCacheControl(
        { sMaxAge: 300, staleWhileRevalidate: 600 },
        { isRsc: false, hasSession: true, minuteBound: true },
        200,
      ),
    ).toMatch(/^private/);
  });

  it('never with a session, for RSC answers, or for errors', () => {
    expect(publicCacheControl(cdn, { isRsc: false, hasSession: true }, 200)).toMatch(/^private, no-cache, no-store/);
    expect(publicCacheControl(cdn, { isRsc: true, hasSession: false }, 200)).toMatch(/^private/);
    expect(publicCacheControl(cdn, { isRsc: false, hasSession: false }, 500)).toMatch(/^private/);
  });
  it('knows the member and staff cookies, with and without __Host-', () => {
    expect(hasSessionCookie('a=1; session=xyz')).toBe(true);
    expect(hasSessionCookie('__Host-staff=xyz')).toBe(true);
    expect(hasSessionCookie('oauth=1; mysession=2')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
