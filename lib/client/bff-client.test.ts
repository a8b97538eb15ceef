import { bffClient } from './bff-client';
import { consoleUrl } from './staff-api';

// The typed client builds the BFF's URLs from the backend's paths; the console's fetch renames /api/staff to
// /api/partner (the URLs the spec names), where lib/bff/forward.ts maps them back.

describe('the typed BFF client', () => {
  const sent: { url: string; init?: RequestInit }[] = [];
  const api = bffClient(async (url, init) => {
    sent.push({ url, init });
    return Response.json({ data: null });
  });

  beforeEach(() => (sent.length = 0));

  it('sends a path of the backend under /api, with its params, query and JSON body', async () => {
    await api.staff.events[':id'].$patch({ param: { id: '3' }, query: { lang: 'ja' }, json: { title: 'x' } });
    expect(sent[0].url).toBe('/api/staff/events/3?lang=ja');
    expect(sent[0].init?.method).toBe('PATCH');
    expect(sent[0].init?.body).toBe('{"title":"x"}');
  });

  it('passes declared headers such as the Idempotency-Key', async () => {
    await api.member.bookmarks.$post({
      header: { 'idempotency-key': 'k1' },
      json: { bookmarkableId: 1, bookmarkableType: 'CLINIC' },
    });
    expect(sent[0].url).toBe('/api/member/bookmarks');
    expect(new Headers(sent[0].init?.headers).get('idempotency-key')).toBe('k1');
  });
});

describe('console URLs', () => {
  it.each([
    ['/api/staff/clinic?lang=ko', '/api/partner/clinic?lang=ko'],
    ['/api/staff/me', '/api/partner/me'],
    ['/api/s3/generate-s3-url?filename=a.jpg', '/api/partner/upload-url?filename=a.jpg'],
    ['/api/member/my-info', '/api/member/my-info'],
  ])('%s → %s', (from, to) => expect(consoleUrl(from)).toBe(to));
});
