import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { dropHandoverToken, handoverToken } from '../env';
import { StartupError } from '../lib/startup-error';

// PGlite has no lock of its own: two processes on one data directory both "work", hand out the same
// ids and overwrite each other's pages. So whoever opens a data directory first owns it through a
// lock file inside it (pglite.lock, like PostgreSQL's postmaster.pid); everyone else is refused at once.

export const LOCK_FILE = 'pglite.lock';
/** Set by a lock owner for the one child process it hands the directory to (see handOverEnv). */
export const HANDOVER_VAR = 'PGLITE_LOCK_HANDOVER';

export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  command: string;
  /** Random per acquisition: tells "my lock" from "a lock by an earlier process with my pid". */
  token: string;
  /** Linux: the kernel boot and the process start time, so a reboot or a reused pid reads as stale. */
  bootId?: string;
  startTicks?: string;
}

export interface DirLock {
  dir: string;
  file: string;
  token: string;
  /** Removes the lock file if it is still this lock's (idempotent). */
  release(): void;
  /** Env for the one child process that takes the directory over (it must be this process's child). */
  handOverEnv(): Record<string, string>;
}

export class PgliteLockedError extends StartupError {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
    reason: string,
  ) {
    super(
      `PGlite data directory ${dir} is in use by pid ${holder.pid} on ${holder.hostname} (${holder.command}), ` +
        `since ${holder.startedAt}${reason}. One process at a time may open it: stop that process first` +
        ` (if it is gone for good, delete ${path.join(dir, LOCK_FILE)}).`,
    );
  }
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
};
const bootId = () => readText('/proc/sys/kernel/random/boot_id');
// Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from its ')'.
const startTicks = (pid: number) => readText(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[19];

// `node scripts/start.ts`, not two absolute paths: short enough to read in an error message.
const commandLine = () =>
  [
    path.basename(process.argv0),
    ...process.argv.slice(1).map((a) => (a.startsWith(`${process.cwd()}/`) ? path.relative(process.cwd(), a) : a)),
  ]
    .join(' ')
    .slice(0, 300);

function whoAmI(token: string): LockHolder {
  return {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: commandLine(),
    token,
    bootId: bootId(),
    startTicks: startTicks(process.pid),
  };
}

function readHolder(file: string): LockHolder | null | 'missing' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  try {
    const value = JSON.parse(text) as LockHolder;
    return Number.isInteger(value.pid) && typeof value.token === 'string' ? value : null;
  } catch {
    // Lock files are written whole (write, then link or rename), so this is not a half-written one.
    return null;
  }
}

// Locks this process holds (file → token): a second open in the same process is refused too, and all
// are removed on exit. On globalThis, because Next may load this module more than once in one process.
const HELD = Symbol.for('clinic-directory.pglite-locks');
const registry = globalThis as { [HELD]?: Map<string, string> };
const held = (registry[HELD] ??= (() => {
  const map = new Map<string, string>();
  process.once('exit', () => {
    for (const [file, token] of map) removeIfMine(file, token);
  });
  return map;
})());

function removeIfMine(file: string, token: string) {
  const current = readHolder(file);
  if (current && current !== 'missing' && current.token === token) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
  held.delete(file);
}

/** Why a holder is no longer alive (the lock is stale), or null when it may still be running. */
export function staleReason(holder: LockHolder): string | null {
  if (holder.hostname !== hostname()) return null; // Cannot see processes on another host.
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return 'the machine has restarted since';
  if (holder.pid === process.pid) return 'its pid is now this process';
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return `pid ${holder.pid} is not running`;
  }
  const ticks = startTicks(holder.pid);
  if (holder.startTicks && ticks && ticks !== holder.startTicks) return `pid ${holder.pid} is now another process`;
  return null;
}

function writeTemp(dir: string, holder: LockHolder): string {
  const temp = path.join(dir, `${LOCK_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(temp, `${JSON.stringify(holder, null, 2)}\n`, { mode: 0o644 });
  return temp;
}

function makeLock(dir: string, file: string, token: string): DirLock {
  held.set(file, token);
  return {
    dir,
    file,
    token,
    release: () => removeIfMine(file, token),
    handOverEnv: () => ({ [HANDOVER_VAR]: token }),
  };
}

// Said to the person starting the process (before any server or log collector runs), on standard error.
const stderrLine = (line: string) => void process.stderr.write(`${line}\n`);

/**
 * Takes the lock of a PGlite data directory (created if missing), or throws PgliteLockedError naming
 * the holder. A lock whose process is gone (crash, kill -9, reboot) is taken over.
 */
export function lockDataDir(dataDir: string, log: (line: string) => void = stderrLine): DirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const token = randomBytes(16).toString('hex');
  const temp = writeTemp(dir, whoAmI(token));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        // link() fails if the name exists: an atomic create of a complete file.
        linkSync(temp, file);
        return makeLock(dir, file, token);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      if (holder === 'missing') continue; // Released meanwhile: try again.
      if (holder && held.get(file) === holder.token)
        throw new PgliteLockedError(dir, holder, ': this process has it open already');
      if (holder && handoverToken(HANDOVER_VAR) === holder.token && holder.pid === process.ppid) {
        // Our parent prepared the directory and hands it to us: the lock now names this process,
        // so it stays owned if the parent dies, and whoever looks sees the real owner.
        renameSync(temp, file);
        dropHandoverToken(HANDOVER_VAR);
        return makeLock(dir, file, token);
      }
      const reason = holder ? staleReason(holder) : 'the lock file is unreadable';
      if (!reason) throw new PgliteLockedError(dir, holder as LockHolder, '');
      if (takeOverStale(file, holder)) {
        log(`[db] ${dir}: taking over a stale lock (${reason}${holder ? `; it was held by: ${holder.command}` : ''})`);
      }
    }
    throw new Error(`Could not lock PGlite data directory ${dir}: the lock kept changing hands`);
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // Renamed into place (hand-over).
    }
  }
}

/**
 * Moves a stale lock out of the way. Rename is atomic, so of several processes taking over at once
 * only one moves this file; if what it moved is not the stale lock it judged (someone else took over
 * in between), it is put back and the caller looks again.
 */
function takeOverStale(file: string, stale: LockHolder | null): boolean {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  const moved = readHolder(aside);
  const same = moved && moved !== 'missing' ? moved.token === stale?.token : stale === null;
  if (!same) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process locked it meanwhile; it owns the directory now.
    }
  }
  unlinkSync(aside);
  return same;
}
