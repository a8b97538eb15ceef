import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from './pglite-lock';

// Real processes on one PGlite data directory, as `npm start`, `npm run backend`, a seed or a migration
// would be: the first owns it, a second is refused at once, a crashed owner's lock is taken over.

const FIXTURE = 'backend/test/hold-pglite.ts';
// Each case starts two or three Node processes that each create a PGlite database.
const SLOW = 60_000;
const root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  stderr: () => string;
  /** Resolves with the pid once the fixture reports the directory open. */
  opened: Promise<number>;
  exited: Promise<{ code: number | null; ms: number }>;
}

function openIn(dir: string, env: Record<string, string> = {}): Run {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, dir], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, ms: Date.now() - started })),
  );
  const opened = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { pid: number }).pid);
    });
    void exited.then(({ code }) => reject(new Error(`exited with ${code} before opening: ${err}`)));
  });
  opened.catch(() => {});
  return { child, stderr: () => err, opened, exited };
}

const lockOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number; command: string };

describe('one process per PGlite data directory', () => {
  it(
    'refuses a second process at once, naming the directory and the holder',
    async () => {
      const dir = path.join(root, 'second');
      const first = openIn(dir);
      const holder = await first.opened;
      expect(lockOf(dir)).toMatchObject({ pid: holder, command: expect.stringContaining(FIXTURE) });

      const second = openIn(dir);
      const { code, ms } = await second.exited;
      expect(code).not.toBe(0);
      expect(ms).toBeLessThan(15_000);
      expect(second.stderr()).toContain(`PGlite data directory ${path.resolve(dir)} is in use by pid ${holder}`);
      expect(second.stderr()).toContain(FIXTURE);

      // The owner is untouched and releases the lock when it closes.
      first.child.kill('SIGTERM');
      expect((await first.exited).code).toBe(0);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    },
    SLOW,
  );

  it(
    'takes over the lock of a process that died without releasing it',
    async () => {
      const dir = path.join(root, 'stale');
      const crashed = openIn(dir);
      const dead = await crashed.opened;
      crashed.child.kill('SIGKILL');
      await crashed.exited;
      expect(lockOf(dir).pid).toBe(dead);

      const next = openIn(dir);
      const pid = await next.opened;
      expect(lockOf(dir).pid).toBe(pid);
      expect(next.stderr()).toContain(`taking over a stale lock (pid ${dead} is not running`);
    },
    SLOW,
  );

  it(
    'hands the directory to the one child its owner names, and to no one else',
    async () => {
      const dir = path.join(root, 'handover');
      const lock = lockDataDir(dir);
      try {
        const stranger = openIn(dir);
        expect((await stranger.exited).code).not.toBe(0);
        expect(stranger.stderr()).toContain(`is in use by pid ${process.pid}`);

        const child = openIn(dir, lock.handOverEnv());
        const pid = await child.opened;
        expect(lockOf(dir).pid).toBe(pid);
        child.child.kill('SIGTERM');
        expect((await child.exited).code).toBe(0);
        expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
      } finally {
        lock.release();
      }
    },
    SLOW,
  );
});
