// A throwaway PostgreSQL server of its own for `npm run soak`: initdb into a temporary directory, listen on
// 127.0.0.1 only, and stop/start it at will (the soak's outages) without touching any other server on the
// machine. As root, every PostgreSQL binary runs as the `postgres` OS user, which owns the directory.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.SOAK_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether a TCP port on 127.0.0.1 is free to listen on. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `start` on (up to 100 tried). */
export async function freePort(start: number): Promise<number> {
  for (let port = start; port < start + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${start}–${start + 99}`);
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, but there is no `postgres` OS user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export class PrivatePostgres {
  readonly dir: string;
  private readonly data: string;
  private readonly owner = postgresUser();

  private constructor(readonly port: number) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'soak-pg-'));
    this.data = path.join(this.dir, 'data');
    if (this.owner) chownSync(this.dir, this.owner.uid, this.owner.gid);
  }

  /** initdb into a new temporary directory and start the server on a free port from `preferredPort`. */
  static async create(preferredPort: number): Promise<PrivatePostgres> {
    const pg = new PrivatePostgres(await freePort(preferredPort));
    try {
      pg.run('initdb', ['-D', pg.data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
      pg.start();
    } catch (err) {
      pg.remove();
      throw err;
    }
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/soak`;
  }

  /** Starts the server and waits until it accepts connections. */
  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`;
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** Stops the server: `immediate` is a crash as far as clients can tell (no goodbye, WAL recovery on the next start). */
  stop(mode: 'immediate' | 'fast' = 'fast'): void {
    if (!existsSync(path.join(this.data, 'postmaster.pid'))) return;
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  /** Stops the server if it runs and removes the temporary directory. Safe to call twice. */
  remove(): void {
    try {
      this.stop('immediate');
    } catch (err) {
      console.error('[soak] could not stop the private PostgreSQL:', err instanceof Error ? err.message : err);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(bin: string, args: string[]): void {
    const command = path.join(BIN, bin);
    const result = this.owner
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${bin} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
}
