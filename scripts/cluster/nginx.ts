// nginx in front of the cluster's web instances (npm run cluster): a configuration written into a temporary
// directory and the Debian binary run in the foreground on it (`daemon off`), with its pid file, logs and temp
// files in that directory, so nothing of the machine's own nginx setup is read or touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_BIN = process.env.CLUSTER_NGINX_BIN ?? '/usr/sbin/nginx';

export interface Upstream {
  port: number;
  /** Taken out of rotation (a drain before a planned stop): nginx sends it nothing. */
  down?: boolean;
}

export interface NginxConfig {
  /** The temporary directory: pid file, logs, temp files. */
  dir: string;
  port: number;
  upstreams: Upstream[];
  /** Seconds a failed instance is left alone before it is tried again (passive health). */
  failTimeoutSeconds?: number;
}

/** The access log's fields, tab-separated, read back by readAccessLog. */
const LOG_FIELDS = [
  '$msec',
  '$request_method',
  '$request_uri',
  '$status',
  '$request_time',
  '$upstream_addr',
  '$upstream_status',
  '$upstream_response_time',
];

/** The configuration file's text (pure; unit-tested). */
export function nginxConfig(c: NginxConfig): string {
  const failTimeout = c.failTimeoutSeconds ?? 5;
  const servers = c.upstreams
    .map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=${failTimeout}s${u.down ? ' down' : ''};`)
    .join('\n');
  const temp = (name: string) => path.join(c.dir, 'temp', name);
  return `# Written by scripts/cluster.ts for this run only.
daemon off;
worker_processes 1;
pid ${path.join(c.dir, 'nginx.pid')};
error_log ${path.join(c.dir, 'error.log')} warn;

events {
  worker_connections 1024;
}

http {
  log_format cluster '${LOG_FIELDS.join('\\t')}';
  access_log ${path.join(c.dir, 'access.log')} cluster;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server_tokens off;
  # Photos go through the BFF (10 per side of a review).
  client_max_body_size 64m;

  upstream web {
    # Passive health: one failed connection or 502/503 takes an instance out for fail_timeout.
${servers}
    # Connections to the instances are kept and reused; closed by nginx before the apps' own 65 s.
    keepalive 32;
    keepalive_timeout 60s;
  }

  server {
    listen 127.0.0.1:${c.port};

    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The instances trust one proxy (TRUSTED_PROXY_COUNT=1): the entry nginx appends is the client's address.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      # An instance that refuses the connection, times out or answers 502/503 gets the request's next try on the
      # other one. nginx never resends a POST or PATCH once it reached an instance (no non_idempotent): those come
      # back to the client, which resends them with their Idempotency-Key.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
    }
  }
}
`;
}

export interface AccessLine {
  /** Epoch ms. */
  at: number;
  method: string;
  uri: string;
  status: number;
  ms: number;
  /** Every instance nginx tried, in order (more than one: it retried on the next). */
  upstreams: string[];
  upstreamStatuses: string[];
}

/** The access log's lines. */
export function parseAccessLog(text: string): AccessLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [msec, method, uri, status, time, addr, ustatus] = line.split('\t');
      // "127.0.0.1:3701, 127.0.0.1:3702" after a retry on the next instance (" : " between internal redirects).
      const list = (s: string | undefined) =>
        (s ?? '')
          .split(/\s*,\s*|\s+:\s+/)
          .map((x) => x.trim())
          .filter((x) => x && x !== '-');
      return {
        at: Math.round(Number(msec) * 1000),
        method,
        uri,
        status: Number(status),
        ms: Number(time) * 1000,
        upstreams: list(addr),
        upstreamStatuses: list(ustatus),
      };
    });
}

export class Nginx {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private stderr = '';

  private constructor(private config: NginxConfig) {}

  get url(): string {
    return `http://127.0.0.1:${this.config.port}`;
  }

  get accessLogPath(): string {
    return path.join(this.config.dir, 'access.log');
  }

  get errorLogPath(): string {
    return path.join(this.config.dir, 'error.log');
  }

  /** Writes the configuration, checks it (`nginx -t`), starts nginx and waits until it answers. */
  static async start(config: NginxConfig): Promise<Nginx> {
    if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} not found (apt-get install nginx)`);
    // As root, nginx's workers run as nobody: they must reach the temporary directory.
    chmodSync(config.dir, 0o755);
    mkdirSync(path.join(config.dir, 'temp'), { recursive: true, mode: 0o755 });
    const nginx = new Nginx(config);
    nginx.write();
    await nginx.run(['-t']);
    const child = spawn(NGINX_BIN, nginx.args(), { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.on('data', (d: Buffer) => (nginx.stderr += d.toString()));
    nginx.child = child;
    nginx.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${nginx.stderr}`);
      // Any answer, even 502 while no instance runs yet, means nginx listens.
      if (
        await fetch(`${nginx.url}/healthz`).then(
          () => true,
          () => false,
        )
      )
        return nginx;
      await new Promise((r) => setTimeout(r, 200));
    }
    await nginx.stop();
    throw new Error(`nginx did not answer on ${nginx.url}: ${nginx.stderr}`);
  }

  /** New upstream settings, applied by a graceful reload (SIGHUP: old workers finish their requests). */
  async reload(upstreams: Upstream[]): Promise<void> {
    this.config = { ...this.config, upstreams };
    this.write();
    await this.run(['-t']);
    this.child?.kill('SIGHUP');
    // The new workers take over within a moment; no answer tells when, so give them one.
    await new Promise((r) => setTimeout(r, 500));
  }

  /** Graceful stop (SIGQUIT), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await this.exited;
    clearTimeout(killer);
  }

  readAccessLog(): AccessLine[] {
    return existsSync(this.accessLogPath) ? parseAccessLog(readFileSync(this.accessLogPath, 'utf8')) : [];
  }

  private args(extra: string[] = []): string[] {
    const file = path.join(this.config.dir, 'nginx.conf');
    return ['-p', this.config.dir, '-c', file, '-e', this.errorLogPath, ...extra];
  }

  private write(): void {
    writeFileSync(path.join(this.config.dir, 'nginx.conf'), nginxConfig(this.config));
  }

  private run(extra: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = spawn(NGINX_BIN, this.args(extra), { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      check.stderr?.on('data', (d: Buffer) => (err += d.toString()));
      check.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`nginx ${extra.join(' ')}: ${err}`))));
    });
  }
}
