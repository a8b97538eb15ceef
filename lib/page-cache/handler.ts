import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { hasSessionCookie, isMinuteBound, pageCacheKey, publicCacheControl, type CacheControlOptions } from './policy';
import type { CachedPage, PageStore } from '@/backend/page-cache/store';
import { installPageCache, pageTag, type PageCacheRuntime } from '@/backend/page-cache/tags';

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

// Headers of a rendered answer that belong to one response, not to the page.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'set-cookie',
  'age',
  'x-page-cache',
]);

const header = (req: IncomingMessage) => (name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/**
 * Wraps Next's request handler with the page cache: a public page found fresh in the store is answered from
 * it (`X-Page-Cache: HIT`) without rendering; otherwise Next renders it as usual (`MISS`), streaming to the
 * browser, while the bytes are copied and stored with the tags its loaders recorded.
 */
export function withPageCache(
  handle: Handle,
  store: PageStore,
  cdn: CacheControlOptions,
  onError: (err: unknown) => void = () => {},
): Handle {
  const runtime: PageCacheRuntime = { store, rendering: new AsyncLocalStorage<Set<string>>() };
  installPageCache(runtime);

  return async (req, res) => {
    const key = pageCacheKey(req.method, req.url ?? '/', header(req));
    if (!key) return handle(req, res);
    const who = {
      isRsc: req.headers.rsc === '1',
      hasSession: hasSessionCookie(req.headers.cookie),
      minuteBound: isMinuteBound(new URL(req.url ?? '/', 'http://page.cache').searchParams),
    };

    const hit = await store.get(key).catch((err) => (onError(err), null));
    if (hit) {
      res.statusCode = hit.status;
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader('cache-control', publicCacheControl(cdn, who, hit.status));
      res.setHeader('content-length', hit.body.length);
      res.setHeader('age', Math.max(0, Math.floor((Date.now() - hit.storedAt) / 1000)));
      res.setHeader('x-page-cache', 'HIT');
      res.end(hit.body);
      return;
    }

    const gen = await store.generation().catch((err) => (onError(err), null));
    const tags = new Set<string>([pageTag.all]);
    const chunks: Buffer[] = [];
    let status = 200;
    let headers: [string, string][] = [];

    // The answer's status and headers are read when Next sends them; Cache-Control is ours.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      const extra = rest.find(
        (r): r is OutgoingHttpHeaders => typeof r === 'object' && r !== null && !Array.isArray(r),
      );
      if (extra) for (const name of Object.keys(extra)) if (name.toLowerCase() === 'cache-control') delete extra[name];
      status = code;
      res.setHeader('cache-control', publicCacheControl(cdn, who, code));
      const all = { ...res.getHeaders(), ...(extra ?? {}) };
      headers = Object.entries(all).flatMap(([name, value]) => {
        const lower = name.toLowerCase();
        if (HOP_BY_HOP.has(lower) || lower === 'cache-control' || value === undefined) return [];
        return (Array.isArray(value) ? value : [value]).map((v) => [lower, String(v)] as [string, string]);
      });
      if (all['set-cookie'] !== undefined) status = -1; // never stored: the answer belongs to one browser
      return writeHead(code, ...rest);
    }) as typeof res.writeHead;

    const copy = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
            : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      copy(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      copy(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;

    res.once('finish', () => {
      if (gen === null || (status !== 200 && status !== 404)) return;
      const page: CachedPage = {
        status,
        headers,
        body: Buffer.concat(chunks),
        tags: [...tags],
        gen,
        storedAt: Date.now(),
      };
      // A page of the minute ('진료 중') is of no use after it: it leaves the store then, not with the others.
      store.set(key, page, who.minuteBound ? 60 : undefined).catch(onError);
    });
    res.setHeader('x-page-cache', 'MISS');
    await runtime.rendering.run(tags, () => handle(req, res));
  };
}
