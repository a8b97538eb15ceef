import type { Server } from 'node:http';
import type { Health } from './health';
import { logger } from './logger';

// SIGTERM (a deploy, a scale-down) and SIGINT: the instance says it is not ready (/readyz 503, so a load balancer
// stops sending), stops accepting connections, lets the requests in flight finish — at most graceSeconds, then
// the connections still open are cut — closes its pools (and with them the PGlite directory's lock) and exits.

export interface DrainOptions {
  server: Server;
  health: Health;
  graceSeconds: number;
  /**
   * Seconds between answering /readyz 503 and closing the listener (new connections still served meanwhile): a load
   * balancer that polls /readyz stops sending before the instance stops accepting. 0: close at once.
   */
  delaySeconds?: number;
  /** Pools, the job runner, caches: after the last request. */
  close: () => Promise<void>;
  name: string;
}

export function drainOnSignals(opts: DrainOptions): void {
  let draining = false;
  const drain = async (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    const log = logger(opts.name);
    log.info(`${signal}: finishing the requests in flight (at most ${opts.graceSeconds} s), accepting no new ones`);
    opts.health.markStopping();
    if (opts.delaySeconds) {
      log.info(`not ready; still accepting connections for ${opts.delaySeconds} s while balancers notice`);
      await new Promise((r) => setTimeout(r, opts.delaySeconds! * 1000));
    }
    const closed = new Promise<void>((resolve) => opts.server.close(() => resolve()));
    // Keep-alive connections waiting for a next request are closed now; busy ones once their answer is sent.
    opts.server.closeIdleConnections();
    const cut = setTimeout(() => {
      log.warn(`requests still in flight after ${opts.graceSeconds} s: closing their connections`);
      opts.server.closeAllConnections();
    }, opts.graceSeconds * 1000);
    cut.unref();
    await closed;
    clearTimeout(cut);
    try {
      await opts.close();
      await opts.health.close();
    } catch (err) {
      log.error({ err }, 'closing after the last request failed');
    }
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void drain(signal));
}
