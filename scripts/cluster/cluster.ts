// The cluster of `npm run cluster` on this machine: a private PostgreSQL and redis-server, one standalone backend
// (`npm run backend`: migrations and demo data, jobs left to the worker), the job worker (`npm run worker`), two
// web instances (`npm start`'s scripts/start.ts over BACKEND_URL, page cache in the shared Redis) and nginx in
// front of them. Every process listens on 127.0.0.1 only; everything lives in temporary directories that are
// removed when the cluster stops. The web instances can be stopped (SIGTERM: they drain, backend/lib/graceful.ts),
// started again, and taken out of nginx's rotation; a watcher takes an instance whose /readyz fails out of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, startBackendServer, type StartedApp } from '../app-server';
import { ensureBenchDatabase } from '../bench-data';
import { freePort, PrivatePostgres } from '../soak/private-postgres';
import { Nginx, type Upstream } from './nginx';
import { PrivateRedis } from './private-redis';

export interface ClusterOptions {
  /** First ports tried (the next free one is taken): nginx, the web instances, the backend, Redis, PostgreSQL. */
  ports?: { nginx?: number; web?: number; backend?: number; redis?: number; postgres?: number };
  /** Over the defaults, for every process (e.g. the soak's raised per-address limits). */
  env?: Record<string, string>;
  /** Where the processes' logs go (one file each, appended). */
  logDir?: string;
  /** Progress lines. */
  say?: (line: string) => void;
}

export interface WebInstance {
  name: string;
  port: number;
  base: string;
  app: StartedApp | undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where the cluster's log lines are watched for errors the backend did not expect. */
const UNHANDLED = /unhandled error/g;

export class Cluster {
  readonly authSecret = randomBytes(32).toString('base64url');
  readonly webs: WebInstance[] = [];
  postgres: PrivatePostgres | undefined;
  redis: PrivateRedis | undefined;
  backend: StartedApp | undefined;
  backendBase = '';
  nginx: Nginx | undefined;
  /** Lines logged as "unhandled error" by any process (the backend's last-resort handler, backend/lib/errors.ts). */
  unhandledErrors = 0;
  private worker: ChildProcess | undefined;
  private readonly tmp = mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  private readonly logs = new Map<string, WriteStream>();
  /** Instances taken out of rotation by hand (drain) and by the readiness watcher. */
  private readonly drained = new Set<number>();
  private readonly unready = new Set<number>();
  private watcher: NodeJS.Timeout | undefined;
  private reloading: Promise<void> = Promise.resolve();
  /** When the watcher changed nginx's rotation, and why. */
  readonly rotationChanges: { at: number; line: string }[] = [];

  private constructor(private readonly opts: ClusterOptions) {}

  get url(): string {
    return this.nginx?.url ?? '';
  }

  get databaseUrl(): string {
    return this.postgres?.url ?? '';
  }

  get logDir(): string {
    return this.opts.logDir ?? '.data/cluster';
  }

  static async start(opts: ClusterOptions = {}): Promise<Cluster> {
    const cluster = new Cluster(opts);
    try {
      await cluster.startAll();
    } catch (err) {
      await cluster.stop();
      throw err;
    }
    return cluster;
  }

  private say(line: string) {
    (this.opts.say ?? ((l: string) => console.error(`[cluster] ${l}`)))(line);
  }

  private log(name: string): (chunk: string) => void {
    mkdirSync(this.logDir, { recursive: true });
    let stream = this.logs.get(name);
    if (!stream) {
      stream = createWriteStream(path.join(this.logDir, `${name}.log`), { flags: 'a' });
      this.logs.set(name, stream);
    }
    const s = stream;
    return (chunk) => {
      s.write(chunk);
      this.unhandledErrors += chunk.match(UNHANDLED)?.length ?? 0;
    };
  }

  private async startAll() {
    const ports = this.opts.ports ?? {};
    this.say(`logs in ${this.logDir}/, temporary files in ${this.tmp}`);
    this.say('starting a private PostgreSQL…');
    this.postgres = await PrivatePostgres.create(ports.postgres ?? 55632);
    await ensureBenchDatabase(this.postgres.url);
    this.redis = await PrivateRedis.start(ports.redis ?? 6390, this.tmp);
    this.say(`PostgreSQL on port ${this.postgres.port}, redis-server on port ${this.redis.port}`);

    // nginx first (its address is every process's APP_URL), with no instance up yet.
    const nginxPort = await freePort(ports.nginx ?? 3700);
    const webPorts = [await freePort(ports.web ?? 3710)];
    webPorts.push(await freePort(webPorts[0] + 1));
    for (const [i, port] of webPorts.entries())
      this.webs.push({ name: `web${i + 1}`, port, base: `http://127.0.0.1:${port}`, app: undefined });
    const nginxDir = path.join(this.tmp, 'nginx');
    mkdirSync(nginxDir);
    this.nginx = await Nginx.start({ dir: nginxDir, port: nginxPort, upstreams: this.upstreams() });

    const backendPort = await freePort(ports.backend ?? 4700);
    this.backendBase = `http://127.0.0.1:${backendPort}`;
    this.say(`starting the backend on ${this.backendBase} (migrations and demo data on the first start)…`);
    this.backend = await startBackendServer(
      this.backendBase,
      {
        ...this.commonEnv(),
        DATABASE_URL: this.postgres.url,
        BACKEND_PORT: String(backendPort),
        SEED_DEMO: '1',
        // Jobs run in the worker only.
        JOBS_IN_PROCESS: '0',
        // nginx and a web instance in front: the client is the third entry from the end of X-Forwarded-For.
        TRUSTED_PROXY_COUNT: '2',
      },
      { timeoutMs: 600_000, stderr: this.log('backend'), stdout: this.log('backend') },
    );
    this.startWorker();
    await Promise.all(this.webs.map((_, i) => this.startWeb(i)));
    this.watchReadiness();
  }

  /** What every process gets: one secret, one Redis, nginx's address as the public origin. */
  private commonEnv(): Record<string, string> {
    return {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: this.url,
      AUTH_SECRET: this.authSecret,
      // A loopback APP_URL: the dev login is allowed (the soak's members sign in through it).
      AUTH_DEV_LOGIN: '1',
      REDIS_URL: this.redis!.url,
      UPLOAD_DIR: path.join(this.tmp, 'uploads'),
      LOG_FORMAT: 'json',
      ...this.opts.env,
    };
  }

  private startWorker() {
    // The node process itself (tsx as its loader): a signal reaches the process that works.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      env: { ...process.env, ...this.commonEnv(), DATABASE_URL: this.postgres!.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = this.log('worker');
    child.stdout?.on('data', (d: Buffer) => log(d.toString()));
    child.stderr?.on('data', (d: Buffer) => log(d.toString()));
    this.worker = child;
    this.say('job worker started');
  }

  /** Starts web instance i and waits until it answers (its /api/public/specialties). */
  async startWeb(i: number): Promise<void> {
    const web = this.webs[i];
    const log = this.log(web.name);
    web.app = await startAppServer(
      web.base,
      {
        ...this.commonEnv(),
        PORT: String(web.port),
        BACKEND_URL: this.backendBase,
        DATABASE_URL: '',
        // nginx in front: the entry it appends to X-Forwarded-For is the client.
        TRUSTED_PROXY_COUNT: '1',
        PAGE_CACHE: '1',
      },
      { timeoutMs: 300_000, stderr: log, stdout: log },
    );
    this.say(`${web.name} on ${web.base}`);
  }

  /** SIGTERM to web instance i, resolved once it has exited (it drains first: at most SHUTDOWN_GRACE_SECONDS). */
  async stopWeb(i: number): Promise<void> {
    await this.webs[i].app?.stop();
    this.webs[i].app = undefined;
  }

  /** Takes instance i out of nginx's rotation (or puts it back): a graceful reload. */
  async drain(i: number, out = true): Promise<void> {
    if (out) this.drained.add(i);
    else this.drained.delete(i);
    await this.applyRotation();
  }

  private upstreams(): Upstream[] {
    const out = new Set([...this.drained, ...this.unready]);
    // Never every instance out: nginx would then answer 502 to all; with all in, it still tries each in turn.
    const all = out.size >= this.webs.length;
    return this.webs.map((w, i) => ({ port: w.port, down: !all && out.has(i) }));
  }

  private applyRotation(): Promise<void> {
    // A failed reload is reported and the chain goes on: the next change reloads again.
    const next = this.reloading.then(() => this.nginx?.reload(this.upstreams()));
    this.reloading = next.catch((err: unknown) => console.error(`[cluster] nginx reload failed: ${String(err)}`));
    return next;
  }

  /**
   * Every second, each instance's /readyz: three "not ready" in a row (a 503, or a refused connection) take it out
   * of nginx's rotation (nginx itself only notices an instance that refuses or fails requests), one 200 puts it
   * back. No answer within 3 s says nothing either way: on a busy machine a slow answer is not a sick instance.
   */
  private watchReadiness() {
    const failures = this.webs.map(() => 0);
    let busy = false;
    this.watcher = setInterval(() => {
      if (busy) return;
      busy = true;
      void Promise.all(
        this.webs.map(async (w, i) => {
          const ready = await fetch(`${w.base}/readyz`, { signal: AbortSignal.timeout(3_000) }).then(
            (r) => r.ok,
            (err: Error) => (err.name === 'TimeoutError' ? null : false),
          );
          if (ready === null) return;
          failures[i] = ready ? 0 : failures[i] + 1;
          if (ready && this.unready.has(i)) {
            this.unready.delete(i);
            this.rotationChanges.push({ at: Date.now(), line: `${w.name} ready: back in rotation` });
            await this.applyRotation();
          } else if (failures[i] === 3 && !this.unready.has(i)) {
            this.unready.add(i);
            this.rotationChanges.push({ at: Date.now(), line: `${w.name} not ready: out of rotation` });
            await this.applyRotation();
          }
        }),
      )
        .catch((err: unknown) => console.error(`[cluster] readiness watch: ${String(err)}`))
        .finally(() => (busy = false));
    }, 1_000);
  }

  /** Stops everything that was started (nginx, web instances, worker, backend, Redis, PostgreSQL). */
  async stop(): Promise<void> {
    clearInterval(this.watcher);
    await this.nginx?.stop().catch(() => {});
    await Promise.all(this.webs.map((w) => w.app?.stop().catch(() => {})));
    if (this.worker && this.worker.exitCode === null && this.worker.signalCode === null) {
      const worker = this.worker;
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      const killer = setTimeout(() => worker.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    await this.backend?.stop().catch(() => {});
    await this.redis?.stop().catch(() => {});
    this.postgres?.remove();
    for (const stream of this.logs.values()) stream.end();
    await sleep(50);
    rmSync(this.tmp, { recursive: true, force: true });
  }
}
