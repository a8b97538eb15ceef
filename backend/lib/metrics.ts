import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type pg from 'pg';
import type { Database } from '../db/client';
import { databaseExecutor } from '../jobs/executor';

// Prometheus metrics of this process: requests by route template and status (with their latency), the database
// pool's use and waits, page-cache hits and misses, rate-limit refusals, job queue depth and failures. One registry
// per process, on globalThis (Next's bundle and the server's own modules share it). GET /metrics answers it, before
// routing, only with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN there is no /metrics (404).

export interface Metrics {
  registry: client.Registry;
  requests: client.Histogram<'service' | 'method' | 'route' | 'status'>;
  rateLimited: client.Counter<'limit'>;
  pageCache: client.Counter<'result'>;
  jobsFailed: client.Counter<'queue'>;
  redisBreakerOpened: client.Counter<'breaker'>;
  uploadVerification: client.Histogram<'outcome'>;
}

const KEY = Symbol.for('clinic-directory.metrics');
type Holder = { [KEY]?: Metrics };

export function metrics(): Metrics {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  holder[KEY] = {
    registry,
    requests: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by service, method, route template and status, with their duration',
      labelNames: ['service', 'method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      registers,
    }),
    rateLimited: new client.Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests or attempts refused by a rate limit, by limit',
      labelNames: ['limit'],
      registers,
    }),
    pageCache: new client.Counter({
      name: 'page_cache_requests_total',
      help: 'Public page requests by page-cache result (HIT, MISS)',
      labelNames: ['result'],
      registers,
    }),
    jobsFailed: new client.Counter({
      name: 'jobs_failed_total',
      help: 'Job runs that failed (retried or dead), by queue',
      labelNames: ['queue'],
      registers,
    }),
    redisBreakerOpened: new client.Counter({
      name: 'redis_circuit_opened_total',
      help: 'Times a Redis circuit breaker opened (Redis failed several commands in a row), by breaker',
      labelNames: ['breaker'],
      registers,
    }),
    uploadVerification: new client.Histogram({
      name: 'upload_verification_seconds',
      help: 'Time to verify one upload (read, check, re-encode the public copy), by outcome',
      labelNames: ['outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
  };
  return holder[KEY];
}

/** The database pool's connections in use, idle, and requests waiting for one (read when scraped). */
export function watchPool(pool: pg.Pool): void {
  const { registry } = metrics();
  if (registry.getSingleMetric('db_pool_connections')) return;
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle) and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** Jobs waiting, running and dead per queue (one grouped count, when scraped). */
export function watchJobs(database: Database): void {
  const { registry } = metrics();
  if (registry.getSingleMetric('job_queue_depth')) return;
  new client.Gauge({
    name: 'job_queue_depth',
    help: 'Jobs per queue and state (created, retry, active, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await databaseExecutor(database).executeSql(
        `select name, state::text as state, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [],
      );
      for (const r of rows as { name: string; state: string; n: number }[])
        this.set({ queue: r.name, state: r.state }, r.n);
    },
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The answer to GET /metrics: null when `path` is not /metrics. */
export async function answerMetrics(
  path: string,
  authorization: string | undefined,
  token: string | undefined,
): Promise<{ status: number; body: string; type: string } | null> {
  if (path.split('?')[0] !== '/metrics') return null;
  const plain = 'text/plain; charset=utf-8';
  if (!token) return { status: 404, body: 'Not Found', type: plain };
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!sameToken(given, token)) return { status: 401, body: 'Unauthorized', type: plain };
  const { registry } = metrics();
  return { status: 200, body: await registry.metrics(), type: registry.contentType };
}

/** The route template a request matched (`/public/clinics/:id`), or `unmatched`: never the raw path. */
export function routeTemplate(matched: readonly { path: string; method: string }[]): string {
  for (let i = matched.length - 1; i >= 0; i--) if (matched[i].method !== 'ALL') return matched[i].path;
  return 'unmatched';
}

/** The pool gauges (PostgreSQL) and the job queue depth of `database`. */
export function watchDatabase(database: Database): void {
  const { pool } = database as Database & { pool?: pg.Pool };
  if (pool) watchPool(pool);
  watchJobs(database);
}

// The web app's first path segments (app/): anything else is counted as `other`, so a scan of random paths cannot
// grow the label set.
const WEB_SECTIONS = new Set([
  '',
  'home',
  'contents',
  'search',
  'login',
  'oauth',
  'partner',
  'partners',
  'admin',
  'transparency',
  'trust',
  'files',
  '_next',
  'api',
  'my-page',
  'bookmark',
  'counsel',
  'notifications',
  'review',
  'reset-nickname',
  'terms',
  'privacy',
  'location-terms',
  'customer-center',
  'robots.txt',
  'sitemap.xml',
  'sitemap-index.xml',
  'icon.svg',
]);

/** The web app's route label of a URL: `/` plus its first path segment when the app has it, else `other`. */
export function webRoute(url: string): string {
  const first = url.split('?')[0].split('/')[1] ?? '';
  if (first.startsWith('sitemap')) return '/sitemap';
  return WEB_SECTIONS.has(first) ? `/${first}` : 'other';
}
