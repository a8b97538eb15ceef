// The production server `npm start` runs: Next's request handler behind the page cache (lib/page-cache).
// Public pages are answered from the cache while fresh; everything else goes straight to Next. Reads PORT,
// HOST (all interfaces when unset), and the page cache settings of lib/env.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import next from 'next';
import { applyTrustedProxies } from '@/backend/lib/forwarded';
import { answerMalformed, isMalformedPath } from '../lib/malformed-url';
import { withPageCache } from '../lib/page-cache/handler';
import { MemoryPageStore, RedisPageStore, type PageStore } from '@/backend/page-cache/store';
import { withUnavailableStatus } from '../lib/server/unavailable-status';
import { answerPublicRead, publicReadPath, type BackendFetch } from '../lib/server/public-api';
import { closeBackend, getBackend } from '../backend/runtime';
import { createHealth, HEALTH_HEADERS } from '../backend/lib/health';
import { answerMetrics, metrics, webRoute } from '../backend/lib/metrics';
import { drainOnSignals } from '../backend/lib/graceful';
import { env } from '../backend/env';
import { logger } from '../backend/lib/logger';
import { newRequestId, requestContext, validRequestId } from '../backend/lib/request-context';
import {
  incomingContext,
  incomingTraceId,
  injectTraceContext,
  inSpan,
  SpanKind,
  startTracing,
  stopTracing,
} from '../backend/lib/tracing';
import { webEnv } from '../lib/env';

// Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set, started before Next so its own spans join them.
startTracing('web');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;
const e = webEnv();

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = withUnavailableStatus(app.getRequestHandler(), new AsyncLocalStorage());
await app.prepare();

let store: PageStore | undefined;
if (e.PAGE_CACHE === '1') {
  const opts = { ttlSeconds: e.PAGE_CACHE_TTL_SECONDS, maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024 };
  store = e.REDIS_URL ? new RedisPageStore(e.REDIS_URL, opts, e.PAGE_CACHE_PREFIX) : new MemoryPageStore(opts);
}
let warned = 0;
const onError = (err: unknown) => {
  // A cache that fails is a cache that misses: log at most once a minute, keep serving.
  if (Date.now() - warned < 60_000) return;
  warned = Date.now();
  logger('page-cache').warn({ err }, 'page cache failed: serving without it');
};
const cdn = { sMaxAge: e.CDN_S_MAXAGE, staleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE };
const handler = store ? withPageCache(handle, store, cdn, onError) : handle;

const production = process.env.NODE_ENV === 'production';
// The public API reads skip Next (lib/server/public-api.ts): to the backend over BACKEND_URL, or in-process to
// the one backend of this process (backend/runtime.ts keeps it on globalThis, shared with Next's bundle).
const INTERNAL_ORIGIN = 'http://backend.internal';
const fetchBackend: BackendFetch = (path, init) => {
  const headers = new Headers(init.headers);
  injectTraceContext(headers);
  return e.BACKEND_URL
    ? fetch(new URL(path, e.BACKEND_URL), { ...init, headers, cache: 'no-store' })
    : getBackend().then(({ app }) => app.fetch(new Request(new URL(path, INTERNAL_ORIGIN), { ...init, headers })));
};

// /healthz and /readyz: this process's database (or its backend over BACKEND_URL), Redis, S3, not shutting down.
const health = createHealth({
  database: e.BACKEND_URL ? undefined : async () => (await getBackend()).database,
  backendUrl: e.BACKEND_URL,
  redisUrl: e.REDIS_URL,
  storage: e.BACKEND_URL ? undefined : async () => (await getBackend()).storage,
});
const HEALTH_PATH = /^\/(healthz|readyz)(\?|$)/;

const trustedProxies = env().TRUSTED_PROXY_COUNT;
const { requests, pageCache } = metrics();
const server = createServer((req, res) => {
  // Before anything else: not logged, no request id, never cached or rate limited.
  if (HEALTH_PATH.test(req.url ?? '') && (req.method === 'GET' || req.method === 'HEAD')) {
    void health.answer(req.url ?? '/').then((answer) => {
      res.writeHead(answer!.status, HEALTH_HEADERS);
      res.end(req.method === 'HEAD' ? undefined : answer!.body);
    });
    return;
  }
  if (req.url?.split('?')[0] === '/metrics') {
    void answerMetrics(req.url, req.headers.authorization, env().METRICS_TOKEN).then((answer) => {
      res.writeHead(answer!.status, { 'content-type': answer!.type, 'cache-control': 'no-store' });
      res.end(answer!.body);
    });
    return;
  }
  // Every other request is counted by route (coarse: its first path segment) and status, with its time; public
  // pages by page-cache result.
  const stop = requests.startTimer({ service: 'web', method: req.method ?? 'GET', route: webRoute(req.url ?? '/') });
  res.once('finish', () => {
    stop({ status: String(res.statusCode) });
    const cached = res.getHeader('x-page-cache');
    if (cached) pageCache.inc({ result: String(cached) });
  });
  applyTrustedProxies(req, trustedProxies);
  // The request's id starts here (or comes from a proxy trusted to set it): the BFF passes it to the backend, and
  // every log line and error answer of the request carries it.
  // A trace started by a trusted proxy (traceparent) is continued, and its trace id is the request id.
  const received =
    trustedProxies > 0
      ? (incomingTraceId(req.headers) ?? validRequestId(req.headers['x-request-id']?.toString()))
      : undefined;
  const requestId = received ?? newRequestId();
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);
  const parent = trustedProxies > 0 ? incomingContext(req.headers) : undefined;
  const method = req.method ?? 'GET';
  const traced = (answer: () => void) =>
    void inSpan(
      `${method} ${webRoute(req.url ?? '/')}`,
      { 'http.request.method': method, 'url.path': (req.url ?? '/').split('?')[0] },
      async (span) => {
        const done = new Promise<void>((resolve) => res.once('close', resolve));
        answer();
        await done;
        span.setAttribute('http.response.status_code', res.statusCode);
      },
      { kind: SpanKind.SERVER, parent },
    );
  requestContext.run({ requestId }, () =>
    traced(() => {
      if (isMalformedPath(req.url ?? '/')) return answerMalformed(res, req.url ?? '/', production);
      const publicPath = publicReadPath(req.method, req.url ?? '/');
      if (publicPath) {
        return void answerPublicRead(req, res, publicPath, fetchBackend, production).catch((err: unknown) => {
          logger('serve').error({ err }, 'public read failed');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end();
        });
      }
      Promise.resolve(handler(req, res)).catch((err) => {
        logger('serve').error({ err }, 'request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    }),
  );
});
// Longer than a load balancer's idle timeout (nginx 60 s, cloud balancers 60 s): the balancer, not this server,
// closes an idle keep-alive connection, so a request is never sent on one this server is closing (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  logger('serve').info(`http://${hostname ?? 'localhost'}:${port} (page cache: ${store ? store.kind : 'off'})`);
});
drainOnSignals({
  server,
  health,
  graceSeconds: env().SHUTDOWN_GRACE_SECONDS,
  delaySeconds: env().SHUTDOWN_DELAY_SECONDS,
  name: 'serve',
  close: async () => {
    await store?.close();
    await closeBackend();
    await stopTracing();
  },
});
