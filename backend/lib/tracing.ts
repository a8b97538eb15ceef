import { createHash, randomBytes } from 'node:crypto';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type IdGenerator,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { env } from '../env';
import { currentRequestId } from './request-context';

// OpenTelemetry traces: an incoming request (scripts/serve.ts) → the BFF's call to the backend → the backend's route
// → its SQL statements, Redis commands and S3 requests, one trace per request. Off unless OTEL_EXPORTER_OTLP_ENDPOINT
// is set (then spans go there over OTLP/HTTP, JSON, in batches); when off, every span below is the API's no-op span.
// The trace id is the request id of the logs: ids this app mints are trace-shaped (32 hex), and a trace started
// within a request takes its id from it; a request id received in another shape (a proxy's) is hashed into one.

const KEY = Symbol.for('beautynote.tracing');
type Holder = { [KEY]?: { provider: BasicTracerProvider } };

const TRACE_ID = /^[0-9a-f]{32}$/;
const ZERO = '0'.repeat(32);

/** The trace id of a request id: itself when it is one (32 hex, or a UUID without its dashes), else a hash of it. */
export function traceIdOf(requestId: string): string {
  const hex = requestId.toLowerCase().replace(/-/g, '');
  if (TRACE_ID.test(hex) && hex !== ZERO) return hex;
  return createHash('sha256').update(requestId).digest('hex').slice(0, 32);
}

// Root spans take the request's id as their trace id; span ids are random.
const ids: IdGenerator = {
  generateTraceId: () => {
    const requestId = currentRequestId();
    return requestId ? traceIdOf(requestId) : randomBytes(16).toString('hex');
  },
  generateSpanId: () => randomBytes(8).toString('hex'),
};

// URLs with their query: Next's own spans (and any other library's) carry the full request target, e.g.
// /partner/setup-password?token=… or an OAuth callback's ?code=…&state=…: what follows the "?" never leaves.
const URL_ATTRIBUTE = /url|target|path|route|uri/i;
const withoutQuery = (value: string) => value.replace(/\?[^\s]*/g, '');

/** The span as exported: its name and URL-like attributes without their query strings. */
export function redactSpan(span: ReadableSpan): ReadableSpan {
  let changed = false;
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    const clean = typeof value === 'string' && URL_ATTRIBUTE.test(key) ? withoutQuery(value) : value;
    changed ||= clean !== value;
    attributes[key] = clean;
  }
  const name = withoutQuery(span.name);
  if (!changed && name === span.name) return span;
  // The span's other fields and methods are read through the prototype.
  return Object.create(span, { name: { value: name }, attributes: { value: attributes } }) as ReadableSpan;
}

class RedactingExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}
  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans.map(redactSpan), done);
  }
  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }
  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

/**
 * Starts exporting this process's spans as `service` when OTEL_EXPORTER_OTLP_ENDPOINT is set (its /v1/traces, or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is). Once per process; answers whether tracing is on.
 */
export function startTracing(service: string): boolean {
  const holder = globalThis as Holder;
  if (holder[KEY]) return true;
  const e = env();
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const url = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base.replace(/\/$/, '')}/v1/traces` : undefined);
  if (!url) return false;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': e.OTEL_SERVICE_NAME ?? service }),
    idGenerator: ids,
    spanProcessors: [
      new BatchSpanProcessor(new RedactingExporter(new OTLPTraceExporter({ url })), { scheduledDelayMillis: 1_000 }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  holder[KEY] = { provider };
  return true;
}

/** Sends the spans still waiting (tests; a process about to exit). */
export async function flushTracing(): Promise<void> {
  await (globalThis as Holder)[KEY]?.provider.forceFlush();
}

/**
 * Sends the spans still waiting and stops exporting (graceful shutdown), giving the collector at most 2 s: a collector
 * that does not answer must not hold an instance past its grace period. Never throws.
 */
export async function stopTracing(): Promise<void> {
  const holder = globalThis as Holder;
  const started = holder[KEY];
  delete holder[KEY];
  if (!started) return;
  await Promise.race([
    started.provider.shutdown().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
  ]);
}

const tracer = () => trace.getTracer('beautynote');

/** Whether this process exports spans (startTracing found an endpoint). */
export const tracingOn = (): boolean => Boolean((globalThis as Holder)[KEY]);

/** The attributes of an SQL statement's span: the statement's text (parameters are never in it). */
export const sqlAttributes = (system: 'postgresql', text: string): Attributes => ({
  'db.system.name': system,
  'db.query.text': text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text,
});

/**
 * Runs `work` in a span named `name` (a child of the active one), ending it when `work` settles; a throw marks the
 * span as an error and is rethrown.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  opts: { kind?: SpanKind; parent?: Context } = {},
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: opts.kind ?? SpanKind.INTERNAL, attributes },
    opts.parent ?? context.active(),
    async (span) => {
      try {
        return await work(span);
      } catch (err) {
        span.recordException(err instanceof Error ? err : String(err));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/** The trace context a request carries (its `traceparent`), or none: what a server span continues. */
export function incomingContext(headers: HeaderBag): Context {
  const getter = {
    keys: (carrier: HeaderBag) => (carrier instanceof Headers ? [...carrier.keys()] : Object.keys(carrier)),
    get: (carrier: HeaderBag, key: string) => {
      const value = carrier instanceof Headers ? carrier.get(key) : carrier[key];
      return Array.isArray(value) ? value[0] : (value ?? undefined);
    },
  };
  return propagation.extract(ROOT_CONTEXT, headers, getter);
}

/** The context a server span continues: the request's `traceparent` when it has one, else the active context. */
export function continuedContext(headers: HeaderBag): Context {
  const incoming = incomingContext(headers);
  return trace.getSpanContext(incoming) ? incoming : context.active();
}

/** The request id a traced request continues: the trace id of a valid incoming `traceparent`, if any. */
export function incomingTraceId(headers: HeaderBag): string | undefined {
  const span = trace.getSpanContext(incomingContext(headers));
  return span && span.traceId !== ZERO ? span.traceId : undefined;
}

/** Adds the active span's `traceparent` to headers going to another process of the app. */
export function injectTraceContext(headers: Headers): void {
  propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

export { SpanKind };
