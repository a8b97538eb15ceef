import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { noteBackendUnavailable, withUnavailableStatus, type RequestState } from './unavailable-status';

// What the page code does in each case: note (or not) that the backend failed it, then answer.
const pages: Record<string, (res: ServerResponse) => Promise<void>> = {
  '/unavailable': async (res) => {
    await new Promise((r) => setTimeout(r, 5)); // the note is made later in the request, in another tick
    noteBackendUnavailable();
    res.statusCode = 500;
    res.end('error page');
  },
  '/bug': async (res) => {
    res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/plain' });
    res.end('bug');
  },
  '/recovered': async (res) => {
    noteBackendUnavailable(); // a loader failed, the page showed something else
    res.end('fine');
  },
  '/explicit': async (res) => {
    noteBackendUnavailable();
    res.writeHead(500, 'Internal Server Error', { 'content-type': 'text/plain' });
    res.end('error page');
  },
};

let server: Server;
let base: string;
beforeAll(async () => {
  const handle = withUnavailableStatus(
    (req: IncomingMessage, res: ServerResponse) => pages[req.url ?? '']!(res),
    new AsyncLocalStorage<RequestState>(),
  );
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('a failed render that met an unavailable backend is a 503 with Retry-After', async () => {
  for (const path of ['/unavailable', '/explicit']) {
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toBe('error page');
  }
});

test('a bug stays a 500, and a page that recovered from a failed loader stays a 200', async () => {
  const bug = await fetch(`${base}/bug`);
  expect(bug.status).toBe(500);
  expect(bug.headers.get('retry-after')).toBeNull();
  const fine = await fetch(`${base}/recovered`);
  expect(fine.status).toBe(200);
  expect(fine.headers.get('retry-after')).toBeNull();
});

test('the state belongs to one request: concurrent requests do not see each other’s note', async () => {
  const answers = await Promise.all(
    ['/unavailable', '/bug', '/unavailable', '/bug'].map((p) => fetch(`${base}${p}`).then((r) => r.status)),
  );
  expect(answers).toEqual([503, 500, 503, 500]);
});

test('outside the server (next dev, tests) noting is harmless', () => {
  expect(() => noteBackendUnavailable()).not.toThrow();
});
