import { describe, expect, it } from '@jest/globals';
import { rejectCrossOrigin } from './same-origin';

const req = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/member/bookmarks', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
  });

describe('rejectCrossOrigin', () => {
  it('lets same-origin requests through', () => {
    expect(rejectCrossOrigin(req({ origin: 'http://localhost:3000' }))).toBeNull();
    expect(rejectCrossOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(rejectCrossOrigin(req({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBeNull();
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }],
    [{}],
  ])('refuses %j with 403', async (headers) => {
    const res = rejectCrossOrigin(req(headers));
    expect(res?.status).toBe(403);
    expect((await res!.json()).error.code).toBe('FORBIDDEN');
  });
});
