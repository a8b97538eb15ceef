import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETRY_AFTER_SECONDS } from '../backend/lib/errors';

// A page whose data the backend could not deliver (its database down or too slow) shows the error page's
// "temporarily unavailable" (app/error.tsx), but Next answers it with 500, the status of any error thrown while
// rendering. The production server (scripts/serve.ts) runs each request in a context; the backend client marks
// it when the backend was unavailable (lib/api/backend-client.ts), and such a request's 500 goes out as 503 with
// Retry-After: clients, crawlers and monitors see an outage to retry, not a bug. The server and Next's bundle
// are separate module instances, so they meet on globalThis (as the page cache does, lib/page-cache/tags.ts).

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type Mark = { unavailable: boolean };

const KEY = Symbol.for('beautynote.unavailable-status');
type Holder = { [KEY]?: AsyncLocalStorage<Mark> };
const storage = () => ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<Mark>());

/** Notes that the backend could not answer the request being handled (no-op outside the production server). */
export function markBackendUnavailable(): void {
  const mark = storage().getStore();
  if (mark) mark.unavailable = true;
}

/** Wraps the server's request handler: a 500 of a request the backend could not serve is sent as 503 + Retry-After. */
export function withUnavailableStatus(handle: Handle): Handle {
  return (req, res) => {
    const mark: Mark = { unavailable: false };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      if (code !== 500 || !mark.unavailable) return writeHead(code, ...rest);
      res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) as Record<string, unknown> | undefined;
      if (headers) for (const name of Object.keys(headers)) if (/^(cache-control|retry-after)$/i.test(name)) delete headers[name];
      return writeHead(503, ...rest.filter((r) => typeof r !== 'string'));
    }) as typeof res.writeHead;
    return storage().run(mark, () => handle(req, res));
  };
}
