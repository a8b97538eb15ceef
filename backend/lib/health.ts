import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { codeHead, newestAppliedMigration } from '../db/migrate';
import type { Storage } from '../storage/storage';

// /healthz and /readyz of the web app (scripts/serve.ts) and the standalone backend (backend/server.ts): answered
// before routing, so never cached, rate limited or logged, and cheap enough to be asked every second.
//   /healthz  the process answers (200 while it runs, shutting down included).
//   /readyz   it should get traffic: the database answers and is migrated to this code's head, Redis and S3
//             answer when configured, the backend answers (a web app over BACKEND_URL), and it is not shutting
//             down. 503 naming the failed checks otherwise.

export type Check = 'ok' | 'not configured' | `failed: ${string}`;

export interface HealthDeps {
  /** This process's database (in-process backend); absent for a web app that reaches its backend over HTTP. */
  database?: () => Promise<Database>;
  /** The backend's origin when the web app reaches it over HTTP: its /readyz is asked. */
  backendUrl?: string;
  redisUrl?: string;
  storage?: () => Promise<Storage>;
  /** How long one check may take (ms). */
  timeoutMs?: number;
}

export interface Health {
  /** Whether `path` (with any query) is one of the two, and its answer. */
  answer(path: string): Promise<{ status: number; body: string } | null>;
  /** From now on /readyz answers 503 (SIGTERM: the load balancer stops sending). */
  markStopping(): void;
  readonly stopping: boolean;
  close(): Promise<void>;
}

const within = async <T>(ms: number, what: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      what,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

const failed = (err: unknown): Check =>
  `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 200) as Check;

export function createHealth(deps: HealthDeps): Health {
  const timeoutMs = deps.timeoutMs ?? 1_000;
  let stopping = false;
  // Migrations never go back: once at the head, not asked again.
  let migrated = false;
  // S3 is asked at most every 10 s (a listing is a paid request).
  let storageSeen: { at: number; check: Check } | undefined;
  let redis: Redis | undefined;

  const database = async (): Promise<Check> => {
    if (!deps.database) return 'not configured';
    const db = (await within(timeoutMs, deps.database())).db;
    await within(timeoutMs, db.execute(sql`select 1`));
    if (!migrated) {
      const head = codeHead();
      if ((await within(timeoutMs, newestAppliedMigration({ db }))) < head.when)
        return `failed: not migrated to ${head.tag}`;
      migrated = true;
    }
    return 'ok';
  };

  const redisCheck = async (): Promise<Check> => {
    if (!deps.redisUrl) return 'not configured';
    // A connection of its own, failing fast: a hung Redis makes this check fail, not wait.
    if (!redis) {
      redis = new Redis(deps.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: timeoutMs,
        commandTimeout: timeoutMs,
        lazyConnect: true,
      });
      redis.on('error', () => undefined); // said by the check's answer
    }
    if (redis.status === 'wait' || redis.status === 'end') await within(timeoutMs, redis.connect());
    await within(timeoutMs, redis.ping());
    return 'ok';
  };

  const storageCheck = async (): Promise<Check> => {
    if (!deps.storage) return 'not configured';
    const storage = await deps.storage();
    if (storage.kind !== 's3') return 'not configured';
    if (storageSeen && Date.now() - storageSeen.at < 10_000) return storageSeen.check;
    let check: Check = 'ok';
    try {
      await within(timeoutMs, storage.list('health/')[Symbol.asyncIterator]().next());
    } catch (err) {
      check = failed(err);
    }
    storageSeen = { at: Date.now(), check };
    return check;
  };

  const backendCheck = async (): Promise<Check> => {
    if (!deps.backendUrl) return 'not configured';
    const res = await fetch(new URL('/readyz', deps.backendUrl), { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok ? 'ok' : `failed: the backend answered ${res.status}`;
  };

  const run = async (check: () => Promise<Check>): Promise<Check> => {
    try {
      return await check();
    } catch (err) {
      return failed(err);
    }
  };

  return {
    get stopping() {
      return stopping;
    },
    markStopping() {
      stopping = true;
    },
    async answer(path) {
      const pathname = path.split('?')[0];
      if (pathname === '/healthz') return { status: 200, body: JSON.stringify({ status: 'ok' }) };
      if (pathname !== '/readyz') return null;
      const [db, red, store, backend] = await Promise.all([
        run(database),
        run(redisCheck),
        run(storageCheck),
        run(backendCheck),
      ]);
      const checks = {
        database: db,
        redis: red,
        storage: store,
        backend,
        shutdown: stopping ? ('failed: shutting down' as Check) : ('ok' as Check),
      };
      // Redis failing does not make the instance unready: every instance shares it, so failing readiness would take
      // them all out of the balancer at once, while each can serve without it (pages uncached, ordinary limits per
      // process, security limits in the database). It is reported: 'degraded'.
      const { redis: redisState, ...required } = checks;
      const ready = Object.values(required).every((c) => !c.startsWith('failed'));
      const status = !ready ? 'not ready' : redisState.startsWith('failed') ? 'degraded' : 'ready';
      return { status: ready ? 200 : 503, body: JSON.stringify({ status, checks }) };
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/** The headers of a health answer: JSON, never stored by anyone. */
export const HEALTH_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;
