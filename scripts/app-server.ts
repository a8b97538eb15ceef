// The production app as the measuring scripts run it (npm run bench:pages, npm run soak): a production build
// (made if missing, without the type check `npm test` runs anyway), then `npm start`'s scripts/start.ts on a
// port, waited for until its API answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from './build-server';

/** Runs `next build` when there is no production build yet; exits the process if the build fails. */
export function ensureProductionBuild(tag: string): void {
  if (existsSync('.next/BUILD_ID')) return;
  console.error(`[${tag}] no production build: running next build…`);
  const build = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', SKIP_BUILD_TYPECHECK: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export interface StartOptions {
  timeoutMs?: number;
  /** 'inherit' (the default) or a function receiving its chunks. */
  stderr?: 'inherit' | ((chunk: string) => void);
  /** A function receiving its standard output's chunks (the JSON log lines); unset: discarded. */
  stdout?: (chunk: string) => void;
}

export interface StartedApp {
  child: ChildProcess;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts scripts/start.ts with `env` over this process's environment and waits (up to `timeoutMs`) until
 * `${base}/api/public/specialties` answers 200.
 */
export function startAppServer(
  base: string,
  env: Record<string, string>,
  opts: StartOptions = {},
): Promise<StartedApp> {
  return startAndWait('scripts/start.ts', `${base}/api/public/specialties`, env, opts);
}

/**
 * The standalone backend (`npm run backend`, backend/server.ts) with `env`, waited for until
 * `${base}/public/specialties` answers: the reference the web app's API path is measured against.
 */
export function startBackendServer(
  base: string,
  env: Record<string, string>,
  opts: StartOptions = {},
): Promise<StartedApp> {
  return startAndWait('backend/server.ts', `${base}/public/specialties`, env, opts);
}

async function startAndWait(
  script: string,
  readyUrl: string,
  env: Record<string, string>,
  opts: StartOptions,
): Promise<StartedApp> {
  const stderr = opts.stderr ?? 'inherit';
  // The node process itself with tsx as its loader, no tsx CLI between: the CLI relays a signal and SIGKILLs its
  // child when the child does not confirm it within 30 ms (a busy machine), which would skip the graceful stop
  // and leave start.ts's server running without its parent.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', opts.stdout ? 'pipe' : 'ignore', stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  if (typeof stderr === 'function') child.stderr?.on('data', (d: Buffer) => stderr(d.toString()));
  if (opts.stdout) child.stdout?.on('data', (d: Buffer) => opts.stdout!(d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode})`);
    const up = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, stop };
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error(`${script} did not start within ${Math.round((opts.timeoutMs ?? 180_000) / 1000)} s`);
}
