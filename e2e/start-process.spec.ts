import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { builtEntry, SERVER_NODE_FLAGS } from '../scripts/build-server';

// One instance is one process: `npm start` prepares its database and serves from the same node process (no server
// child, no tsx command wrapper), and SIGTERM or SIGINT drains it and leaves nothing running. Each test starts a
// production start of its own on a fresh PGlite directory and a free port, against the build `npm run build` made
// (npm run test:e2e builds first; the build is needed here, where the unit tests run before it).

const GRACE_SECONDS = 5;
const SECRET = 'start-process-secret-start-process-secret-01';

interface Proc {
  pid: number;
  ppid: number;
  state: string;
  comm: string;
}

/** Every process of this machine (Linux /proc): pid, parent, state (Z: exited, not yet reaped) and name. */
function processes(): Proc[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // The name (field 2) is in parentheses and may hold spaces: the fields after it are counted from its ')'.
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [
          {
            pid: Number(name),
            ppid: Number(ppid),
            state,
            comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          },
        ];
      } catch {
        return []; // exited while listed
      }
    });
}

const descendants = (pid: number, all = processes()): Proc[] =>
  all.filter((p) => p.ppid === pid).flatMap((p) => [p, ...descendants(p.pid, all)]);

/** Live processes whose environment names `marker` (this test's data directory): the instance and anything it left. */
function processesWith(marker: string): number[] {
  return processes()
    .filter((p) => p.state !== 'Z' && p.pid !== process.pid)
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p.pid}/environ`, 'utf8').includes(marker);
      } catch {
        return false; // gone, or not ours to read
      }
    })
    .map((p) => p.pid);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Started {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Spawns `command args` as a production start on a fresh data directory and waits for /readyz to answer 200. */
async function start(command: string, args: string[]): Promise<Started> {
  expect(
    existsSync('.next/BUILD_ID'),
    'no production build (.next/BUILD_ID): run `npm run build` first — npm run test:e2e does',
  ).toBe(true);
  const dir = mkdtempSync(path.join(tmpdir(), 'start-process-'));
  const dataDir = path.join(dir, 'pglite');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    PGLITE_DIR: dataDir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    AUTH_SECRET: SECRET,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    LOG_FORMAT: 'json',
  };
  delete env.DATABASE_URL;
  delete env.BACKEND_URL;
  delete env.REDIS_URL;
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, base, port, dataDir, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} ${args.join(' ')} not ready within 180 s:\n${output}`);
}

/** Sends `signal` to `pid` and expects the instance to drain and exit 0 in the grace period, taking everything along. */
async function stopAndCheck(started: Started, pid: number, signal: NodeJS.Signals, watched: number[]) {
  const sent = Date.now();
  process.kill(pid, signal);
  const guard = setTimeout(() => started.child.kill('SIGKILL'), (GRACE_SECONDS + 10) * 1000);
  const { code } = await started.exited;
  clearTimeout(guard);
  expect(code, started.output()).toBe(0);
  expect(Date.now() - sent).toBeLessThan((GRACE_SECONDS + 5) * 1000);
  expect(started.output()).toContain(`${signal}: finishing the requests in flight`);
  expect(await portOpen(started.port)).toBe(false);
  // Nothing it started runs on: no process left with this instance's data directory in its environment, and none
  // of the processes seen under it alive (an exited helper not yet reaped by init does not count).
  await expect.poll(() => processesWith(started.dataDir), { timeout: 5_000 }).toEqual([]);
  const alive = new Set(
    processes()
      .filter((p) => p.state !== 'Z')
      .map((p) => p.pid),
  );
  expect(watched.filter((p) => alive.has(p))).toEqual([]);
  // The data directory's lock went with it.
  expect(existsSync(path.join(started.dataDir, 'pglite.lock'))).toBe(false);
  rmSync(path.dirname(started.dataDir), { recursive: true, force: true });
}

test.describe('one process per instance', () => {
  test.describe.configure({ timeout: 300_000 });

  test('npm start (node with tsx, no wrapper) serves from the process spawned, and SIGTERM drains it', async () => {
    const started = await start(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--production']);
    const pid = started.child.pid!;
    // The process spawned owns the data directory and serves: no node process under it (tsx may keep its esbuild
    // compiler running beside it, which is not a node process and exits with it).
    expect(JSON.parse(readFileSync(path.join(started.dataDir, 'pglite.lock'), 'utf8')).pid).toBe(pid);
    const under = descendants(pid);
    expect(under.filter((p) => p.comm.startsWith('node'))).toEqual([]);
    expect(processesWith(started.dataDir)).toEqual([pid]);
    expect((await fetch(`${started.base}/api/public/specialties`)).status).toBe(200);
    await stopAndCheck(started, pid, 'SIGTERM', [pid, ...under.map((p) => p.pid)]);
  });

  test('npm run start:prod runs the compiled dist/start.js: one node process under npm, SIGINT drains it', async () => {
    expect(
      existsSync(builtEntry('start')),
      `${builtEntry('start')} is missing: \`npm run build\` (next build, then scripts/build-server.ts) writes it`,
    ).toBe(true);
    const started = await start('npm', ['run', 'start:prod']);
    const npm = started.child.pid!;
    // npm's only child is node itself running the compiled file (the script execs it: no shell between), and it
    // has no children at all: no tsx, no compiler, no server process.
    const [server, ...more] = descendants(npm);
    expect(more).toEqual([]);
    expect(server.ppid).toBe(npm);
    const command = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(command.slice(1)).toEqual([...SERVER_NODE_FLAGS, builtEntry('start'), '--production']);
    expect(processesWith(started.dataDir).sort()).toEqual([npm, server.pid].sort());
    expect(JSON.parse(readFileSync(path.join(started.dataDir, 'pglite.lock'), 'utf8')).pid).toBe(server.pid);
    // It serves Next's pages and the API from the compiled bundle.
    expect((await fetch(`${started.base}/home`)).status).toBe(200);
    expect((await fetch(`${started.base}/api/public/specialties`)).status).toBe(200);
    // Ctrl-C at the terminal, or a supervisor stopping npm: npm passes the signal on and exits with the server.
    await stopAndCheck(started, npm, 'SIGINT', [npm, server.pid]);
  });
});
