import { expect, test } from './helpers/test';

// The BFF's forwarder reads at most 256 KiB of a body (lib/bff/forward.ts): a larger one is refused with 413 and
// its own code before any session or backend work, for the member's calls and the console's alike.
test('a body over the BFF limit is refused with 413 PAYLOAD_TOO_LARGE, members and console alike', async ({
  request,
  baseURL,
}) => {
  const big = JSON.stringify({ content: 'x'.repeat(300 * 1024) });
  for (const path of ['/api/member/counsels', '/api/partner/events']) {
    const res = await request.post(path, {
      data: big,
      headers: { origin: baseURL!, 'content-type': 'application/json' },
    });
    expect(res.status(), path).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  }
  // Just under the limit, the same call goes on to the session check.
  const small = await request.post('/api/member/counsels', {
    data: JSON.stringify({ content: 'x'.repeat(1000) }),
    headers: { origin: baseURL!, 'content-type': 'application/json' },
  });
  expect(small.status()).toBe(401);
});
