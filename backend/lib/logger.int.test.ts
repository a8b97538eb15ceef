import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { openTestBackend, type TestBackend } from '../test/backend';
import { createLogger, logger, setRootLogger } from './logger';
import { requestContext } from './request-context';

// What the logs say and never say: every line of a request carries its id (the one the web app sent, or a new
// one), its error answer too, and tokens, cookies, passwords and secrets are never written.

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestBackend;
beforeAll(async () => {
  setRootLogger(createLogger({ level: 'info', format: 'json', destination: sink }));
  t = await openTestBackend();
});
afterAll(() => t.close());

describe('request ids', () => {
  it('keeps the id the web app sent: in the answer, its error body and every log line of the request', async () => {
    lines.length = 0;
    const res = await t.app.request('/public/clinics/999999999', {
      headers: { 'x-request-id': 'req-from-the-edge-0001' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('req-from-the-edge-0001');
    expect(((await res.json()) as { error: { requestId?: string } }).error.requestId).toBe('req-from-the-edge-0001');
    const mine = lines.filter((l) => l.requestId === 'req-from-the-edge-0001');
    expect(mine.length).toBeGreaterThan(0);
    expect(
      mine.some(
        (l) =>
          (l.req as { url?: string } | undefined)?.url === '/public/clinics/999999999' &&
          (l.res as { status?: number }).status === 404,
      ),
    ).toBe(true);
  });

  it('makes one when none (or a malformed one) was sent, different per request', async () => {
    const a = await t.app.request('/public/specialties');
    const b = await t.app.request('/public/specialties', { headers: { 'x-request-id': 'bad id with spaces' } });
    const [ida, idb] = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    expect(ida).toMatch(/^[0-9a-f]{32}$/);
    expect(idb).toMatch(/^[0-9a-f]{32}$/);
    expect(ida).not.toBe(idb);
  });

  it('names the request in lines written anywhere inside it, and no request outside one', async () => {
    lines.length = 0;
    await requestContext.run({ requestId: 'req-deep-0002' }, async () => {
      await Promise.resolve();
      logger('storage').warn('written deep inside the request');
    });
    logger('test').info('outside any request');
    expect(lines.find((l) => l.msg === 'written deep inside the request')).toMatchObject({
      requestId: 'req-deep-0002',
      part: 'storage',
    });
    expect(lines.find((l) => l.msg === 'outside any request')?.requestId).toBeUndefined();
  });
});

describe('redaction', () => {
  it('never writes tokens, cookies, passwords, secrets or login codes, at any of the first levels', () => {
    lines.length = 0;
    logger('test').info(
      {
        password: 'hunter2hunter2',
        body: { new_password: 'pw-2', refreshToken: 'rt-secret', user: { token: 'tk-secret', code: 'oauth-code' } },
        headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=sealed' },
        req: { headers: { authorization: 'Bearer xyz', cookie: '__Host-session=sealed' } },
        secret: 'AUTH_SECRET_VALUE_AT_LEAST_32_CHARS!!',
        kept: 'visible',
      },
      'a line with secrets in it',
    );
    const written = JSON.stringify(lines);
    for (const secret of [
      'hunter2hunter2',
      'pw-2',
      'rt-secret',
      'tk-secret',
      'oauth-code',
      'abc.def.ghi',
      'session=sealed',
      'Bearer xyz',
      'AUTH_SECRET_VALUE',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('visible');
    expect(written).toContain('[redacted]');
  });
});
