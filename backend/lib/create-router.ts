import { OpenAPIHono } from '@hono/zod-openapi';
import { validationError } from './errors';
import type { AppEnv } from './types';

/**
 * A resource's router: chain `.openapi(route, handler)` on it and mount it with `app.route('/', router)`.
 * Every zod failure (query, params, body) becomes one 400 shape naming the fields.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
}
