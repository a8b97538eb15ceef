import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from './db/client';
import { ApiError, errorBody, toErrorResponse, validationError } from './lib/errors';
import type { AppEnv, AppOpenAPI } from './lib/types';
import { registerAuthRoutes } from './routes/auth/auth.routes';
import { registerBookmarkRoutes } from './routes/bookmarks/bookmarks.routes';
import { registerClinicRoutes } from './routes/clinics/clinics.routes';
import { registerCounselRoutes } from './routes/counsels/counsels.routes';
import { registerDoctorRoutes } from './routes/doctors/doctors.routes';
import { registerEventRoutes } from './routes/events/events.routes';
import { registerFileRoutes } from './routes/files/files.routes';
import { registerMemberLoginRoutes } from './routes/member-login/member-login.routes';
import { registerMemberReviewRoutes } from './routes/member-reviews/member-reviews.routes';
import { registerMemberRoutes } from './routes/members/members.routes';
import { registerReviewRoutes } from './routes/reviews/reviews.routes';
import { registerSitemapRoutes } from './routes/sitemap/sitemap.routes';
import { registerSearchRoutes } from './routes/search/search.routes';
import { registerTaxonomyRoutes } from './routes/taxonomy/taxonomy.routes';
import type { LocalStorage } from './storage/local';

export interface BackendDeps {
  db: Db;
  storage: LocalStorage;
}

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Beauty clinic directory REST API',
    version: '1.0.0',
    description:
      'Public, auth and member calls of the product spec §7. Entities answer `{ data }`, lists `{ data, total }`, ' +
      'errors `{ error: { code, message, fields? } }`.',
  },
};

export function createBackend(deps: BackendDeps): AppOpenAPI {
  const app = new OpenAPIHono<AppEnv>({
    // Every zod failure (query, params, body) becomes one 400 shape naming the fields.
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    await next();
  });

  registerTaxonomyRoutes(app);
  registerClinicRoutes(app);
  registerDoctorRoutes(app);
  registerEventRoutes(app);
  registerReviewRoutes(app);
  registerSitemapRoutes(app);
  registerSearchRoutes(app);
  registerFileRoutes(app, deps.storage);
  // Login routes before the /member/{id} style ones, so /member/{provider}/… is never shadowed.
  registerAuthRoutes(app);
  registerMemberLoginRoutes(app);
  registerBookmarkRoutes(app);
  registerCounselRoutes(app);
  registerMemberReviewRoutes(app);
  registerMemberRoutes(app);

  // Member routes declare `security: [{ bearer: [] }]`; the scheme is registered once.
  const hasBearer = app.openAPIRegistry.definitions.some(
    (d) => d.type === 'component' && d.componentType === 'securitySchemes' && d.name === 'bearer',
  );
  if (!hasBearer) app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

  app.doc31('/openapi.json', OPENAPI_INFO);

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => toErrorResponse(err, c));
  return app;
}

export { ApiError };
