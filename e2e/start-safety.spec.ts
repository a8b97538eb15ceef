import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// What `npm start` (the server this suite runs against: scripts/start.ts, dev login on) guarantees beyond
// the pages: only this machine can connect, and its PGlite directory has one owner.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PGLITE_DIR = path.resolve('.data/e2e/pglite');

/** 'open', or the error code of a TCP connection to host:port. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('TIMEOUT');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Runs a tsx script to its end: exit code, stderr and how long it took. */
function run(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn('node_modules/.bin/tsx', [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stderr, ms: Date.now() - started });
    }),
  );
}

test.describe('npm start in demo mode', () => {
  test('listens on 127.0.0.1 only while the dev login is on', async () => {
    expect(await tryConnect('127.0.0.1', PORT)).toBe('open');
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    test.skip(external.length === 0, 'this machine has no non-loopback IPv4 address to try');
    for (const address of external) expect(await tryConnect(address, PORT), address).toBe('ECONNREFUSED');
  });

  test('a second npm start or a migration on the same PGlite directory stops at once, naming the holder', async () => {
    test.setTimeout(90_000);
    const second = await run('scripts/start.ts', {
      PORT: String(PORT + 1),
      PGLITE_DIR: '.data/e2e/pglite',
      APP_URL: `http://localhost:${PORT + 1}`,
    });
    expect(second.code).toBe(1);
    expect(second.ms).toBeLessThan(20_000);
    expect(second.stderr).toContain(`PGlite data directory ${PGLITE_DIR} is in use by pid`);
    // The holder is the first npm start itself: it prepared the directory and serves from the same process.
    expect(second.stderr).toMatch(/\(node \S*scripts\/start\.ts/);
    expect(await tryConnect('127.0.0.1', PORT + 1)).toBe('ECONNREFUSED');

    const migrate = await run('scripts/db-migrate.ts', { PGLITE_DIR: '.data/e2e/pglite' });
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(`PGlite data directory ${PGLITE_DIR} is in use by pid`);

    // The first server is unharmed.
    expect(await tryConnect('127.0.0.1', PORT)).toBe('open');
  });
});
