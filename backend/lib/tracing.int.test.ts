import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '../env';
import { openTestBackend, type TestBackend } from '../test/backend';
import { requestContext } from './request-context';
import { flushTracing, inSpan, startTracing, stopTracing, traceIdOf, tracingOn } from './tracing';

// With OTEL_EXPORTER_OTLP_ENDPOINT set, a request's spans (its route, the SQL it ran) reach an OTLP/HTTP receiver
// (here a local one reading the JSON export) in one trace whose id is the request's X-Request-Id; a request carrying
// a traceparent continues that trace.

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
}

const received: ReceivedSpan[] = [];
let receiver: Server;
let t: TestBackend;
const saved = { ...process.env };

/** OTLP/JSON ids are hex; some encoders send base64: both read as hex. */
const hex = (id: string | undefined) =>
  !id ? undefined : /^[0-9a-f]+$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: { stringValue?: string } }[] };
            scopeSpans: { spans: (Omit<ReceivedSpan, 'service'> & { parentSpanId?: string })[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans)
            for (const s of ss.spans)
              received.push({
                ...s,
                traceId: hex(s.traceId)!,
                spanId: hex(s.spanId)!,
                parentSpanId: hex(s.parentSpanId) || undefined,
                service,
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  expect(tracingOn()).toBe(false); // off until an endpoint is configured
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  resetEnvForTests();
  expect(startTracing('backend-under-test')).toBe(true);
  t = await openTestBackend();
});

afterAll(async () => {
  await stopTracing();
  await t.close();
  receiver.close();
  process.env = saved;
  resetEnvForTests();
});

const spansOf = async (traceId: string) => {
  await flushTracing();
  return received.filter((s) => s.traceId === traceId);
};

it("a request's route and its SQL are one trace, whose id is the request id", async () => {
  const [{ id }] = await t.query<{ id: number }>('select id from clinics where is_published order by id limit 1');
  const res = await t.app.request(`/public/clinics/${id}`);
  expect(res.status).toBe(200);
  const requestId = res.headers.get('x-request-id')!;
  expect(requestId).toMatch(/^[0-9a-f]{32}$/);

  const spans = await spansOf(requestId);
  const server = spans.find((s) => s.name === 'GET /public/clinics/:id');
  expect(server).toMatchObject({ kind: 2, parentSpanId: undefined, service: 'backend-under-test' }); // SERVER, root
  const queries = spans.filter((s) => s.name === 'db.query');
  expect(queries.length).toBeGreaterThan(0);
  // Every statement hangs under the route's span (directly or through other spans of the request).
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (const q of queries) {
    let at: ReceivedSpan | undefined = q;
    while (at?.parentSpanId) at = byId.get(at.parentSpanId);
    expect(at?.spanId).toBe(server!.spanId);
  }
});

it('a request carrying a traceparent continues that trace under its span', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const parent = '00f067aa0ba902b7';
  const res = await t.app.request('/public/specialties', { headers: { traceparent: `00-${traceId}-${parent}-01` } });
  expect(res.status).toBe(200);
  const server = (await spansOf(traceId)).find((s) => s.name === 'GET /public/specialties');
  expect(server).toMatchObject({ kind: 2, parentSpanId: parent });
});

it('no query string leaves the process: URL attributes and span names are cut at the "?"', async () => {
  const res = await t.app.request('/public/specialties');
  const traceId = res.headers.get('x-request-id')!;
  // As Next's own spans record a request (its full target, with a one-time token in the query).
  await requestContext.run({ requestId: traceId }, () =>
    inSpan(
      'GET /partner/setup-password?token=secret-token-1',
      { 'http.target': '/partner/setup-password?token=secret-token-1', 'http.method': 'GET' },
      async () => undefined,
    ),
  );
  const spans = await spansOf(traceId);
  const leaked = received.filter((s) => JSON.stringify(s).includes('secret-token-1'));
  expect(leaked).toEqual([]);
  expect(spans.map((s) => s.name)).toContain('GET /partner/setup-password');
});

it('request ids in other shapes map to one trace id each: a UUID without its dashes, anything else hashed', () => {
  expect(traceIdOf('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e04f8911d39a0c0305e82c3301');
  expect(traceIdOf('req-from-the-edge-0001')).toMatch(/^[0-9a-f]{32}$/);
  expect(traceIdOf('req-from-the-edge-0001')).toBe(traceIdOf('req-from-the-edge-0001'));
  expect(traceIdOf('0'.repeat(32))).not.toBe('0'.repeat(32)); // the invalid all-zero id is never used
});
