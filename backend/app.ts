import { bodyLimit } from 'hono/body-limit';
import type { Db } from './db/client';
import { createRouter } from './lib/create-router';
import { ApiError, errorBody, toErrorResponse } from './lib/errors';
import { env } from './env';
import { pageInvalidation } from './lib/page-invalidation';
import { limitPerAddress } from './lib/rate-limit';
import { continuedContext, inSpan, SpanKind } from './lib/tracing';
import { OPENAPI_INFO } from './openapi';
import { requestLog, withRequestId } from './lib/request-log';
import { metrics, routeTemplate } from './lib/metrics';
import { authRouter } from './routes/auth/auth.router';
import { bookmarksRouter } from './routes/bookmarks/bookmarks.router';
import { clinicsRouter } from './routes/clinics/clinics.router';
import { counselsRouter } from './routes/counsels/counsels.router';
import { doctorsRouter } from './routes/doctors/doctors.router';
import { eventsRouter } from './routes/events/events.router';
import { filesRouter } from './routes/files/files.router';
import { memberLoginRouter } from './routes/member-login/member-login.router';
import { memberRecoveryRouter } from './routes/member-recovery/member-recovery.router';
import { memberReviewsRouter } from './routes/member-reviews/member-reviews.router';
import { membersRouter } from './routes/members/members.router';
import { operatorAccountsRouter } from './routes/operator/accounts.router';
import { operatorRouter } from './routes/operator/operator.router';
import { operatorCasesRouter } from './routes/operator/moderation/cases.router';
import { moderationRouter } from './routes/moderation/moderation.router';
import { partnerApplicationsRouter } from './routes/partner-applications/partner-applications.router';
import { adWordingReviewsRouter } from './routes/ad-wording-reviews/ad-wording-reviews.router';
import { pushSubscriptionsRouter } from './routes/push-subscriptions/push-subscriptions.router';
import {
  memberNotificationsRouter,
  staffNotificationsRouter,
  unsubscribeRouter,
} from './routes/notifications/notifications.router';
import { reviewHelpfulRouter } from './routes/review-helpful/review-helpful.router';
import { reviewsRouter } from './routes/reviews/reviews.router';
import { searchRouter } from './routes/search/search.router';
import { sitemapRouter } from './routes/sitemap/sitemap.router';
import { staffCounselsRouter } from './routes/staff/counsels/counsels.router';
import { staffDoctorsRouter } from './routes/staff/doctors/doctors.router';
import { staffEventsRouter } from './routes/staff/events/events.router';
import { staffReviewsRouter } from './routes/staff/reviews/reviews.router';
import { staffRouter } from './routes/staff/clinic/clinic.router';
import { staffFigureRepliesRouter } from './routes/staff/figure-replies/figure-replies.router';
import { taxonomyRouter } from './routes/taxonomy/taxonomy.router';
import { trustRouter } from './routes/trust/trust.router';
import { uploadsRouter } from './routes/uploads/uploads.router';
import type { Storage } from './storage/storage';

export interface BackendDeps {
  db: Db;
  storage: Storage;
}

/** Bytes a /member/*, /staff/* or /operator/* request body may have. */
export const MEMBER_BODY_LIMIT = 256 * 1024;

export function createBackend(deps: BackendDeps) {
  const root = createRouter();
  root.use('*', withRequestId);
  root.use('*', requestLog());
  // Requests by route template and status, with their time (GET /metrics, backend/lib/metrics.ts).
  const { requests } = metrics();
  // …and in a trace (backend/lib/tracing.ts): a span continuing the caller's (the BFF sends its traceparent).
  root.use('*', (c, next) =>
    inSpan(
      `${c.req.method} backend`,
      { 'http.request.method': c.req.method },
      async (span) => {
        const stop = requests.startTimer({ service: 'backend', method: c.req.method });
        try {
          await next();
        } finally {
          const route = routeTemplate(c.req.matchedRoutes);
          stop({ route, status: String(c.res.status) });
          span.updateName(`${c.req.method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': c.res.status });
        }
      },
      { kind: SpanKind.SERVER, parent: continuedContext(c.req.raw.headers) },
    ),
  );
  root.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('storage', deps.storage);
    await next();
  });
  // Writes refresh the cached public pages they change (backend/lib/page-invalidation.ts).
  root.use('*', pageInvalidation);
  // Login starts, callbacks and dev codes per client address and minute (LOGIN_ATTEMPTS_PER_MINUTE).
  const loginAttempts = limitPerAddress('login', () => env().LOGIN_ATTEMPTS_PER_MINUTE, 60, { security: true });
  const LOGIN_PATH = /^\/member\/(?:[a-z]+\/(?:url|login)|dev\/code)$/;
  root.use('/member/*', (c, next) => (LOGIN_PATH.test(c.req.path) ? loginAttempts(c, next) : next()));
  // Member and staff calls carry small JSON (a review is a few KB): a huge body is refused before it is read.
  const smallBodies = bodyLimit({
    maxSize: MEMBER_BODY_LIMIT,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', `Request body larger than ${MEMBER_BODY_LIMIT} bytes`), 413),
  });
  root.use('/member/*', smallBodies);
  root.use('/staff/*', smallBodies);
  root.use('/auth/*', smallBodies);
  root.use('/operator/*', smallBodies);

  // Mounted in this order, and Hono tries routes in the order they were added: the login routes
  // (/member/my-info, /member/{provider}/…) come before the /member/{memberId} style ones.
  const app = root
    .route('/', taxonomyRouter)
    .route('/', clinicsRouter)
    .route('/', doctorsRouter)
    .route('/', eventsRouter)
    .route('/', reviewsRouter)
    .route('/', trustRouter)
    .route('/', sitemapRouter)
    .route('/', searchRouter)
    .route('/', filesRouter(deps.storage))
    .route('/', authRouter)
    .route('/', memberLoginRouter)
    .route('/', bookmarksRouter)
    .route('/', pushSubscriptionsRouter)
    .route('/', counselsRouter)
    .route('/', memberRecoveryRouter)
    .route('/', memberReviewsRouter)
    .route('/', reviewHelpfulRouter)
    .route('/', uploadsRouter)
    .route('/', memberNotificationsRouter)
    .route('/', membersRouter)
    .route('/', staffRouter)
    .route('/', staffFigureRepliesRouter)
    .route('/', staffDoctorsRouter)
    .route('/', staffEventsRouter)
    .route('/', staffCounselsRouter)
    .route('/', staffReviewsRouter)
    .route('/', staffNotificationsRouter)
    .route('/', unsubscribeRouter)
    .route('/', operatorRouter)
    .route('/', operatorCasesRouter)
    .route('/', moderationRouter)
    .route('/', operatorAccountsRouter)
    .route('/', partnerApplicationsRouter)
    .route('/', adWordingReviewsRouter)
    .doc31('/openapi.json', OPENAPI_INFO);

  // Member and staff routes declare `security: [{ bearer: [] }]`; the scheme is registered once.
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => toErrorResponse(err, c));
  return app;
}

/** The backend's routes as a type: what `hc<AppType>` and `testClient` build their typed clients from. */
export type AppType = ReturnType<typeof createBackend>;

export { ApiError };
