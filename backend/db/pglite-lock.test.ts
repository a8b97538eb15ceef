import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE, lockDataDir, PgliteLockedError, type LockHolder } from './pglite-lock';

const root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-unit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
const freshDir = () => path.join(root, `d${n++}`);
const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readLock = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockHolder;

function writeLock(dir: string, holder: Partial<LockHolder>) {
  mkdirSync(dir, { recursive: true });
  const full: LockHolder = {
    pid: 1,
    hostname: hostname(),
    startedAt: '2026-01-01T00:00:00.000Z',
    command: 'node old.ts',
    token: 'old',
    ...holder,
  };
  writeFileSync(lockFile(dir), JSON.stringify(full));
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDir', () => {
  it('writes who holds the directory and refuses a second open in the same process', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readLock(dir)).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      token: lock.token,
      command: expect.any(String),
    });
    expect(Date.parse(readLock(dir).startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(() => lockDataDir(dir)).toThrow(PgliteLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `PGlite data directory ${path.resolve(dir)} is in use by pid ${process.pid}`,
    );
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lock.release();
    lockDataDir(dir).release();
    // No temporary files left behind.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while the holder runs on this host, naming its pid and command', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, command: 'node scripts/start.ts' });
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by pid ${process.ppid} on ${hostname()} \\(node scripts/start\\.ts\\)`),
    );
    expect(readLock(dir).token).toBe('old');
  });

  it('refuses a lock from another host (its process cannot be checked from here)', () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), hostname: 'elsewhere.example' });
    expect(() => lockDataDir(dir)).toThrow(/on elsewhere\.example/);
  });

  it.each([
    ['its pid is not running', () => ({ pid: deadPid() })],
    ['the machine restarted since', () => ({ pid: process.ppid, bootId: 'another-boot' })],
    ['its pid is now this process (a restarted container)', () => ({ pid: process.pid })],
    ['its pid now belongs to another process', () => ({ pid: process.ppid, startTicks: '1' })],
  ])('takes over a stale lock: %s', (_, holder) => {
    const dir = freshDir();
    const stale = holder();
    if ('bootId' in stale && !existsSync('/proc/sys/kernel/random/boot_id')) return;
    if ('startTicks' in stale && !existsSync(`/proc/${process.ppid}/stat`)) return;
    writeLock(dir, stale);
    const log = jest.fn();
    const lock = lockDataDir(dir, log);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, token: lock.token });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('taking over a stale lock'));
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('release leaves alone a lock someone else holds by now', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: process.ppid, token: 'theirs' });
    lock.release();
    expect(readLock(dir).token).toBe('theirs');
  });
});
