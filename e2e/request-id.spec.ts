import { expect, test } from './helpers/test';

// One id per request from the web server's edge to the backend: the answer's X-Request-Id, the error body's
// requestId (written by the backend behind the BFF) and the log lines of both name the same request.
test('an error answered through the BFF names the request the web server gave an id to', async ({ request }) => {
  const res = await request.get('/api/public/clinics/999999999');
  expect(res.status()).toBe(404);
  const id = res.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const body = (await res.json()) as { error: { code: string; requestId?: string } };
  expect(body.error).toMatchObject({ code: 'NOT_FOUND', requestId: id });
  // A client cannot choose the id (no proxy is trusted here): one it sends is replaced.
  const chosen = await request.get('/api/public/clinics/999999999', {
    headers: { 'x-request-id': 'chosen-by-the-client-1' },
  });
  expect(chosen.headers()['x-request-id']).not.toBe('chosen-by-the-client-1');
  expect(((await chosen.json()) as { error: { requestId?: string } }).error.requestId).toBe(
    chosen.headers()['x-request-id'],
  );
});
