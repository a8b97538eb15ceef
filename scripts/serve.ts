// The production server `npm start` runs: Next's request handler behind the page cache (lib/page-cache).
// Public pages are answered from the cache while fresh; everything else goes straight to Next. Reads PORT,
// HOST (all interfaces when unset), and the page cache settings of lib/env.ts.
import { createServer } from 'node:http';
import next from 'next';
import { applyTrustedProxies } from '../lib/forwarded';
import { answerMalformed, isMalformedPath } from '../lib/malformed-url';
import { withPageCache } from '../lib/page-cache/handler';
import { MemoryPageStore, RedisPageStore, type PageStore } from '../lib/page-cache/store';
import { env } from '../backend/env';
import { webEnv } from '../lib/env';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;
const e = webEnv();

const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
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
  console.warn('[page-cache]', err instanceof Error ? err.message : err);
};
const cdn = { sMaxAge: e.CDN_S_MAXAGE, staleWhileRevalidate: e.CDN_STALE_WHILE_REVALIDATE };
const handler = store ? withPageCache(handle, store, cdn, onError) : handle;

const production = process.env.NODE_ENV === 'production';
const trustedProxies = env().TRUSTED_PROXY_COUNT;
const server = createServer((req, res) => {
  applyTrustedProxies(req, trustedProxies);
  if (isMalformedPath(req.url ?? '/')) return answerMalformed(res, req.url ?? '/', production);
  Promise.resolve(handler(req, res)).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});
server.listen(port, hostname, () => {
  console.log(`[serve] http://${hostname ?? 'localhost'}:${port} (page cache: ${store ? store.kind : 'off'})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void store?.close();
    process.exit(0);
  });
}
