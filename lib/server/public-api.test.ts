import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { answerPublicRead, publicReadPath, type BackendFetch } from './public-api';

// The production server's public reads (scripts/serve.ts): which requests it takes from Next, and what a client
// gets — the backend's answer with the web app's headers, gzip when accepted, 503 when the backend is gone.

describe('publicReadPath', () => {
  it.each([
    ['GET', '/api/public/specialties', '/public/specialties'],
    ['GET', '/api/public/clinics/2?lang=ja', '/public/clinics/2'],
    ['HEAD', '/api/public/events', '/public/events'],
    ['GET', '/api/openapi.json', '/openapi.json'],
    ['GET', '/api/auth/providers', '/auth/providers'],
  ])('%s %s is answered here as %s', (method, url, path) => {
    expect(publicReadPath(method, url)).toBe(path);
  });

  it.each([
    ['POST', '/api/public/specialties'], // writes go to Next (405 there)
    ['GET', '/api/member/counsels'], // member calls need the session
    ['GET', '/api/auth/callback/line'],
    ['GET', '/api/public/%EA%B0%95'], // anything encoded is Next's to refuse
    ['GET', '/api/public/../member/me'],
    ['GET', '/home'],
    ['GET', '/apiary/public/x'],
  ])('%s %s is left to Next', (method, url) => {
    expect(publicReadPath(method, url)).toBeNull();
  });
});

describe('answerPublicRead', () => {
  let server: Server;
  let base: string;
  let backend: BackendFetch;
  const seen: { path: string; headers: Headers }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = publicReadPath(req.method, req.url ?? '/');
      if (!path) return void res.writeHead(599).end();
      void answerPublicRead(req, res, path, (p, init) => backend(p, init), true);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen.length = 0;
  });

  const answering =
    (status: number, body: unknown, headers: Record<string, string> = {}): BackendFetch =>
    async (path, init) => {
      seen.push({ path, headers: new Headers(init.headers) });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    };

  it('forwards path, query, address and request id, and answers with the security headers and a brief cache', async () => {
    backend = answering(200, { data: [{ id: 1, name: '피부과' }] });
    const res = await fetch(`${base}/api/public/specialties?lang=ja`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'req-1', 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [{ id: 1, name: '피부과' }] });
    expect(seen[0]!.path).toBe('/public/specialties?lang=ja');
    expect(seen[0]!.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(seen[0]!.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('never lets the clinics open at a moment go stale', async () => {
    backend = answering(200, { data: [] });
    const res = await fetch(`${base}/api/public/clinics?openAt=2026-11-30T10:00`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('passes errors through uncached, with their Retry-After', async () => {
    backend = answering(429, { error: { code: 'RATE_LIMITED', message: 'slow down' } }, { 'retry-after': '7' });
    const res = await fetch(`${base}/api/public/search?q=a`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });

  it('gzips a long answer for a client that accepts it, and not a short one', async () => {
    const long = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `병원 ${i}` })) };
    backend = answering(200, long);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      httpRequest(`${base}/api/public/clinics`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString('utf8'))).toEqual(long);

    backend = answering(200, { data: [] });
    const short = await fetch(`${base}/api/public/specialties`, { headers: { 'accept-encoding': 'gzip' } });
    expect(short.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    backend = answering(200, { data: [] });
    const res = await fetch(`${base}/api/public/events`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(JSON.stringify({ data: [] }).length));
    expect(await res.text()).toBe('');
  });

  it('says 503 in the API error shape when the backend does not answer', async () => {
    backend = async () => {
      throw new TypeError('fetch failed');
    };
    const res = await fetch(`${base}/api/public/clinics/2`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
