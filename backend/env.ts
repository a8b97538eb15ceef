import { z } from 'zod';
import { StartupError } from './lib/startup-error';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const flag = z.preprocess((v) => v === '1' || v === 'true', z.boolean());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

// OAuth providers (members issue): OAUTH_<P>_<FIELD>, all optional. A provider without a client id is
// off (its /member/<p>/url and /login answer 404); endpoints default to the real ones (backend/oauth/config.ts).
export const OAUTH_PROVIDER_KEYS = ['LINE', 'GOOGLE', 'KAKAO', 'NAVER', 'APPLE'] as const;
const OAUTH_URL_FIELDS = ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL', 'JWKS_URL', 'ISSUER', 'REVOKE_URL'] as const;
const OAUTH_TEXT_FIELDS = ['CLIENT_ID', 'CLIENT_SECRET', 'SCOPE'] as const;
type OAuthProviderKey = (typeof OAUTH_PROVIDER_KEYS)[number];
type OAuthEnvKey = `OAUTH_${OAuthProviderKey}_${(typeof OAUTH_URL_FIELDS | typeof OAUTH_TEXT_FIELDS)[number]}`;
const oauthShape = Object.fromEntries(
  OAUTH_PROVIDER_KEYS.flatMap((p) => [
    ...OAUTH_URL_FIELDS.map((f) => [`OAUTH_${p}_${f}`, optionalUrl]),
    ...OAUTH_TEXT_FIELDS.map((f) => [`OAUTH_${p}_${f}`, optionalString]),
  ]),
) as Record<OAuthEnvKey, typeof optionalString>;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Log lines (backend/lib/logger.ts): the least severe level written (unset: info, warn under tests), and
  // their form — JSON lines for collectors, or readable lines; unset: readable on a terminal, else JSON.
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default('.data/pglite'),
  // Bounds on every database call (PostgreSQL): a statement running longer, or waiting longer for a lock or for a
  // free pooled connection, is stopped and the request answers 503 with Retry-After instead of hanging.
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(3_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  // Uploads go to an S3-compatible bucket when S3_BUCKET is set (README "Photo uploads"); else to UPLOAD_DIR.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag.default(false),
  BACKEND_URL: optionalUrl,
  BACKEND_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  // Address `npm start` and `npm run backend` listen on; unset: 127.0.0.1 while the dev login is on, else every interface.
  HOST: optionalString,
  FILE_CDN_URL: optionalUrl,
  AUTH_DEV_LOGIN: flag.default(false),
  // Load the demo data set into an empty database even when it is not the embedded one of a local start.
  SEED_DEMO: flag.default(false),
  // Signs access tokens and (derived) the BFF session cookie. When unset, the database generates one and
  // keeps it (backend/auth/secret.ts); required for a production start and with BACKEND_URL (no database).
  AUTH_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // However often it is refreshed, a session ends this many days after its login (then: log in again).
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // A rotated refresh token presented again within this window (parallel requests) is tolerated.
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // Public origin of the web app: OAuth redirect URIs must be on it (or on OAUTH_REDIRECT_ORIGINS).
  APP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('http://localhost:3000')),
  // Extra allowed origins for OAuth redirect URIs, comma-separated (e.g. the e2e server).
  OAUTH_REDIRECT_ORIGINS: z.string().default(''),
  // Reviews one member may write per hour (POST /member/reviews; then 429 with Retry-After).
  REVIEW_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // Per client address and minute: integrated searches (GET /public/search) and login starts and callbacks
  // (GET /member/{provider}/url, POST /member/{provider}/login, POST /member/dev/code); then 429 with Retry-After.
  SEARCH_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // Nickname changes one member may make per day (PATCH /member/{memberId}; then 429 with Retry-After).
  NICKNAME_CHANGES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Consultations one member may book per hour (POST /member/counsels; then 429 with Retry-After).
  COUNSEL_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  // How long after a staff move of a counsel its clinic may take it back (POST /staff/counsels/{id}/undo).
  COUNSEL_UNDO_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // Shared counters (rate limits) and page cache for every instance; without it each process keeps its own.
  REDIS_URL: optionalUrl,
  // Put before every Redis key (rate limits, page cache): several deployments or test runs can share one Redis.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{0,40}$/)
    .default(''),
  // A Redis command that takes longer fails (the caller's fallback answers); after REDIS_BREAKER_FAILURES failures
  // in a row Redis is not asked at all for REDIS_BREAKER_OPEN_MS, then one request probes it (backend/lib/redis.ts).
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(300),
  REDIS_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(3),
  REDIS_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // OpenTelemetry traces (backend/lib/tracing.ts): off unless an OTLP/HTTP endpoint is set (spans go to its
  // /v1/traces, or to the traces endpoint as given); the service name defaults to web, backend or worker.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(100).optional()),
  // GET /metrics (Prometheus) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: no /metrics.
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  // On SIGTERM, how long requests in flight may still take before their connections are closed.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  // On SIGTERM, how long /readyz answers 503 before the listener closes (balancers polling /readyz stop sending
  // first); new requests are still served meanwhile. 0 behind a balancer that deregisters before SIGTERM.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  // The page cache (lib/page-cache): key prefix in Redis and the longest a page is kept (the web app reads the
  // same variables); a standalone backend without Redis tells the web app of writes at PAGE_CACHE_NOTIFY_URL.
  PAGE_CACHE_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/)
    .default('pc:'),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PAGE_CACHE_NOTIFY_URL: optionalUrl,
  // Staff sign-in attempts allowed within STAFF_LOGIN_WINDOW_SECONDS (then 429), counted before the password is
  // checked and given back when it signs in: per account from one address (tight, so one address cannot lock
  // the account for everyone), per account from all addresses (loose), and per address over all accounts.
  STAFF_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(50),
  STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  STAFF_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // Reverse proxies in front of the app that append to X-Forwarded-For (the client is that many entries from the end).
  // `npm run backend` behind the web app (BACKEND_URL) counts the web app too.
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  // Trust figures (docs/trust.md): the n from which each is published (below it: "아직 집계 중 (n명)").
  TRUST_PRICE_MIN_N: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_ANSWER_MIN_N: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_RECOVERY_MIN_N: z.coerce.number().int().min(1).max(100_000).default(5),
  TRUST_SIDE_EFFECT_MIN_N: z.coerce.number().int().min(1).max(100_000).default(30),
  // Every call to a login provider (token, user info, JWKS) is bounded by this.
  OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  ...oauthShape,
  // Due provider revocations (account deletion, backend/revocations) are swept by a scheduled job every minute
  // while this is above 0; 0 leaves it to `npm run revocations:sweep` (e.g. from cron).
  REVOCATION_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Background jobs (backend/jobs, pg-boss): run by the backend process itself (1, the default), or only by
  // `npm run worker` (0: the backend then only enqueues; production runs one or more workers beside it).
  JOBS_IN_PROCESS: flag.default(true),
  // How often an idle worker asks for new jobs, in seconds (pg-boss polling; 0.5 at least).
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  // Clinic coordinates: an address saved in the partner console is located with Kakao Local's address search
  // when this REST API key is set (backend/geo/kakao-local.ts); without it clinics keep no coordinates and the
  // map locates the address itself. KAKAO_LOCAL_URL points elsewhere (a test server); each call is bounded.
  KAKAO_REST_API_KEY: optionalString,
  KAKAO_LOCAL_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://dapi.kakao.com')),
  GEOCODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // Sign in with Apple: the client secret is an ES256 JWT made from this key (PEM; "\\n" escapes allowed).
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  // Notifications outside the app (backend/notifications/channels, docs/notifications.md): each channel is off
  // until its variables are set. Web Push: the VAPID key pair (base64url, `npx web-push generate-vapid-keys`)
  // and a contact (mailto: or https:) the push services may reach the sender at.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  // More hosts a push subscription may point at, comma-separated (a local push service in tests); the browsers'
  // push services are always allowed (backend/notifications/push-hosts.ts).
  PUSH_ENDPOINT_HOSTS: optionalString,
  // Email: an SMTP server (smtp://host:port, smtps://user:pass@host:465) and the From address.
  SMTP_URL: optionalUrl,
  SMTP_FROM: optionalString,
  // KakaoTalk 알림톡 through a BizMessage provider's HTTP API: its base URL, API key, the channel's sender key
  // and the approved template the messages are sent with.
  KAKAO_ALIMTALK_URL: optionalUrl,
  KAKAO_ALIMTALK_KEY: optionalString,
  KAKAO_SENDER_KEY: optionalString,
  KAKAO_TEMPLATE_CODE: z.string().default('NOTICE_V1'),
  // LINE Messaging API: the channel access token, and the API origin (a test server elsewhere).
  LINE_CHANNEL_ACCESS_TOKEN: optionalString,
  LINE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://api.line.me')),
  // Every call to a push service, SMTP server, Kakao or LINE is bounded by this.
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

// Read once; refuse to start with a message that names each bad variable.
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartupError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change process.env between cases: forget the parsed copy so the next env() reads it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/**
 * A token a parent process hands its child in the environment (the PGlite lock's handover, backend/db/pglite-lock.ts):
 * read once, then dropped so the child's own children do not inherit it.
 */
export const handoverToken = (name: string): string | undefined => process.env[name];
export const dropHandoverToken = (name: string): void => {
  delete process.env[name];
};
