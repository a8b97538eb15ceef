// A throwaway redis-server of its own for `npm run cluster`: 127.0.0.1 only, a free port (never the machine's
// 6379), no persistence, its working directory in the cluster's temporary directory. Stopped with the cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../soak/private-postgres';

export const REDIS_BIN = process.env.CLUSTER_REDIS_BIN ?? 'redis-server';

export class PrivateRedis {
  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts redis-server on the first free port from `preferredPort` and waits until it answers PING. */
  static async start(preferredPort: number, dir: string): Promise<PrivateRedis> {
    const port = await freePort(preferredPort);
    const child = spawn(
      REDIS_BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('error', (err) => (stderr += String(err)));
    const redis = new PrivateRedis(port, child, exited);
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    client.on('error', () => undefined);
    try {
      for (let i = 0; i < 50; i++) {
        if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${stderr}`);
        try {
          if (client.status === 'wait' || client.status === 'end') await client.connect();
          if ((await client.ping()) === 'PONG') return redis;
        } catch {
          /* not yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      client.disconnect();
    }
    await redis.stop();
    throw new Error(`redis-server did not answer on port ${port}: ${stderr}`);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(killer);
  }
}
