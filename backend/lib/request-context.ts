import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

// The request a piece of code is running for, wherever it runs: the web server opens it at the edge
// (scripts/serve.ts), the backend opens it per request (app.ts), and log lines and error answers read its id.

export interface RequestContext {
  requestId: string;
}

// One store per process: the web server (loaded by tsx) and the Next bundles that run its route handlers each load
// their own copy of this module, so the store lives on globalThis under a registered symbol.
const KEY = Symbol.for('beautynote.requestContext');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[KEY] ??=
  new AsyncLocalStorage<RequestContext>());

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

// What a request id received from another program may look like (a UUID, a proxy's hex or base64 id).
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** A request id received in a header, if it has the shape of one. */
export const validRequestId = (value: string | null | undefined): string | undefined =>
  value && REQUEST_ID.test(value) ? value : undefined;

/** A new request id, shaped as a trace id (32 hex): the request's trace, when traced, has this id (lib/tracing.ts). */
export const newRequestId = (): string => randomBytes(16).toString('hex');
