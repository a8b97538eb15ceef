import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

// A page whose render failed because the backend (or its database) could not answer is sent with
// 503 + Retry-After, not the 500 Next gives every failed render. The page code that meets the failure
// (BackendError) notes it in the request's state; the server that owns the response (scripts/serve.ts)
// fixes the status when Next writes the head. Like the page cache, the two meet on globalThis: the
// server and the code inside Next's bundle are separate module instances.

export interface RequestState {
  unavailable: boolean;
}

const KEY = Symbol.for('beautynote.request-state');
type Holder = { [KEY]?: AsyncLocalStorage<RequestState> };

/** Seconds a client is asked to wait before retrying a page the backend could not serve. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Marks the request being handled as failed for want of the backend. No-op outside scripts/serve.ts. */
export function noteBackendUnavailable() {
  const state = (globalThis as Holder)[KEY]?.getStore();
  if (state) state.unavailable = true;
}

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Wraps Next's request handler: each request runs with its own state, and an error answer (5xx) of a
 * request that met an unavailable backend goes out as 503 with Retry-After.
 */
export function withUnavailableStatus(handle: Handle, storage: AsyncLocalStorage<RequestState>): Handle {
  (globalThis as Holder)[KEY] = storage;
  return (req, res) => {
    const state: RequestState = { unavailable: false };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((code: number, ...rest: unknown[]) => {
      if (code >= 500 && state.unavailable) {
        res.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        // A status message given with the code (writeHead(code, message, headers)) belongs to the old code.
        const headers = rest.filter((r) => typeof r !== 'string');
        return writeHead(503, ...headers);
      }
      return writeHead(code, ...rest);
    }) as typeof res.writeHead;
    return storage.run(state, () => handle(req, res));
  };
}
