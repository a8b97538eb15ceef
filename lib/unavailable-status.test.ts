import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BackendError } from '@/lib/api/backend-client';
import { markBackendUnavailable, withUnavailableStatus } from './unavailable-status';

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

let server: Server;
let base: string;
let handle: Handle;

beforeAll(async () => {
  server = createServer(withUnavailableStatus((req, res) => handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const tick = () => new Promise((r) => setTimeout(r, 5));

// What Next does with an error thrown while rendering a page: status 500, the error page's HTML.
const errorPage: Handle = async (_req, res) => {
  await tick();
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html');
  res.end('<h1>일시적으로 이용할 수 없음</h1>');
};

describe('withUnavailableStatus', () => {
  it('sends the 500 of a page whose backend call found the backend unavailable as 503 with Retry-After', async () => {
    handle = async (req, res) => {
      await tick();
      markBackendUnavailable();
      await errorPage(req, res);
    };
    const res = await fetch(`${base}/contents/clinic/7`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toContain('일시적으로 이용할 수 없음');
  });

  it('marks the request when the backend client makes its "unavailable" error (502, 503, 504), not for others', async () => {
    for (const [status, expected] of [
      [503, 503],
      [504, 503],
      [400, 500],
    ] as const) {
      handle = async (req, res) => {
        await tick();
        void new BackendError(status, 'SERVICE_UNAVAILABLE', 'backend unavailable');
        await errorPage(req, res);
      };
      expect((await fetch(`${base}/contents/clinic/7`)).status).toBe(expected);
    }
  });

  it('leaves a 500 that was not about the backend, and every other status, as it is', async () => {
    handle = errorPage;
    const bug = await fetch(`${base}/home`);
    expect(bug.status).toBe(500);
    expect(bug.headers.get('retry-after')).toBeNull();
    handle = (_req, res) => {
      markBackendUnavailable(); // e.g. one section failed, the page still rendered
      res.writeHead(200, 'OK', { 'content-type': 'text/plain' }).end('ok');
    };
    expect((await fetch(`${base}/home`)).status).toBe(200);
  });

  it('keeps concurrent requests apart: only the one whose backend call failed becomes a 503', async () => {
    handle = async (req, res) => {
      if (req.url === '/down') markBackendUnavailable();
      await tick();
      res.writeHead(500, 'Internal Server Error', { 'cache-control': 'public, max-age=60' }).end();
    };
    const [down, bug] = await Promise.all([fetch(`${base}/down`), fetch(`${base}/bug`)]);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toContain('no-store');
    expect(bug.status).toBe(500);
  });

  it('does nothing outside a wrapped request', () => {
    expect(() => markBackendUnavailable()).not.toThrow();
  });
});
