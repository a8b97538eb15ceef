import { Redis, type RedisOptions } from 'ioredis';
import client from 'prom-client';
import { env } from '../env';
import { logger } from './logger';
import { metrics } from './metrics';
import { inSpan, SpanKind } from './tracing';

// Redis is a dependency that can fail: absent (refused connections), hung (connected, silent) or slow. Every
// connection the app opens comes from here, with
// - a key prefix (REDIS_KEY_PREFIX), so several deployments or test runs can share one Redis;
// - a command timeout, so a hung Redis fails a command instead of holding the request; a command sent while the
//   connection is being made (at start, or while Redis is down) waits in the queue at most that long too, so the
//   first requests of an instance do not count as Redis failures;
// and every use goes through a circuit breaker: after a few failures in a row the breaker opens and callers take
// their fallback at once (a few microseconds, not a timeout per request) until one probe, a few seconds later,
// finds Redis answering again.

/** A Redis connection with the deployment's key prefix and a command timeout; errors are left to its callers. */
export function openRedis(url: string, opts: RedisOptions = {}): Redis {
  const e = env();
  const redis = new Redis(url, {
    keyPrefix: e.REDIS_KEY_PREFIX || undefined,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: e.REDIS_COMMAND_TIMEOUT_MS,
    ...opts,
  });
  // It reconnects by itself; each failed command is reported to (and counted by) the breaker of its caller.
  redis.on('error', () => undefined);
  return redis;
}

/** Thrown by a breaker that is open: the caller's fallback answers without trying Redis. */
export class BreakerOpen extends Error {
  constructor(name: string) {
    super(`${name}: Redis is not answering (circuit open)`);
    this.name = 'BreakerOpen';
  }
}

export interface BreakerOptions {
  /** Failures in a row that open the breaker. */
  failures?: number;
  /** How long it stays open before one call may probe Redis again. */
  openMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * Closed: calls run; `failures` failures in a row open it. Open: calls fail with BreakerOpen at once, for
 * `openMs`. Then half-open: one call probes (the others still fail at once); its success closes the breaker, its
 * failure opens it again.
 */
export class CircuitBreaker {
  private failuresInARow = 0;
  private openedAt: number | null = null;
  private probing = false;
  private readonly failures: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(
    readonly name: string,
    opts: BreakerOptions = {},
  ) {
    this.failures = opts.failures ?? env().REDIS_BREAKER_FAILURES;
    this.openMs = opts.openMs ?? env().REDIS_BREAKER_OPEN_MS;
    this.now = opts.now ?? Date.now;
    breakers.add(this);
    watchBreakers();
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** Runs `call` unless the breaker is open (then throws BreakerOpen without calling it). */
  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.probing)) throw new BreakerOpen(this.name);
    const probe = state === 'half-open';
    if (probe) this.probing = true;
    try {
      const result = await inSpan(`redis ${this.name}`, { 'db.system.name': 'redis' }, call, { kind: SpanKind.CLIENT });
      this.succeeded();
      return result;
    } catch (err) {
      this.failed(err);
      throw err;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private succeeded() {
    this.failuresInARow = 0;
    if (this.openedAt === null) return;
    this.openedAt = null;
    logger('redis').info({ breaker: this.name }, 'Redis answers again: circuit closed');
  }

  private failed(err: unknown) {
    this.failuresInARow++;
    if (this.openedAt !== null) {
      this.openedAt = this.now(); // a failed probe: open for another period
      return;
    }
    if (this.failuresInARow < this.failures) return;
    this.openedAt = this.now();
    metrics().redisBreakerOpened.inc({ breaker: this.name });
    logger('redis').warn(
      { breaker: this.name, err: err instanceof Error ? err.message : String(err) },
      `Redis failed ${this.failuresInARow} times in a row: circuit open for ${this.openMs} ms`,
    );
  }
}

const breakers = new Set<CircuitBreaker>();

/** The breakers of this process, scraped as redis_circuit_open{breaker} (1 open or half-open, 0 closed). */
function watchBreakers() {
  const { registry } = metrics();
  if (registry.getSingleMetric('redis_circuit_open')) return;
  new client.Gauge({
    name: 'redis_circuit_open',
    help: 'Whether a Redis circuit breaker is open (1: Redis is not being asked), by breaker',
    labelNames: ['breaker'],
    registers: [registry],
    collect() {
      for (const b of breakers) this.set({ breaker: b.name }, b.state === 'closed' ? 0 : 1);
    },
  });
}
