import type { MiddlewareHandler } from 'hono';
import { pinoLogger } from 'hono-pino';
import { logger } from './logger';
import { newRequestId, requestContext, validRequestId } from './request-context';
import type { AppEnv } from './types';

/**
 * Opens the request's context: its id is the one the web app sent (the BFF passes on the id its edge gave the
 * request; a standalone backend keeps a received id only behind trusted proxies, backend/lib/listen.ts), or a new
 * one. The id is answered in X-Request-Id and carried by every log line and error answer of the request.
 */
export const withRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = validRequestId(c.req.header('x-request-id')) ?? newRequestId();
  c.set('requestId', requestId);
  c.header('x-request-id', requestId);
  await requestContext.run({ requestId }, next);
};

/** One line per request: method, path (no query: it may carry a search term), status and time, with its id. */
export const requestLog = (): MiddlewareHandler<AppEnv> =>
  pinoLogger({
    pino: logger('backend'),
    http: {
      // The requestId mixin of the logger already names the request: no second id binding.
      referRequestIdKey: 'noSecondRequestId',
      reqId: false,
      onReqBindings: (c) => ({ req: { method: c.req.method, url: c.req.path } }),
      onResBindings: (c) => ({ res: { status: c.res.status } }),
      // A client's mistake (4xx) is news, not a fault of the server: only 5xx answers are errors.
      onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
    },
  }) as unknown as MiddlewareHandler<AppEnv>;
