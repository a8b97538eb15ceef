import { spawn } from 'node:child_process';
import { StartupError } from '../lib/startup-error';

// PostgreSQL's own client programs (pg_dump, pg_restore) from PATH: they must be at least as new as the server.

/** libpq connection parameters that may be given in the URL's query and are secrets. */
const SECRET_PARAMETERS = ['password', 'sslpassword'];

/** A connection URL fit to print or keep in a manifest: the password (in the user part or the query) is dropped. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  u.password = '';
  for (const secret of SECRET_PARAMETERS) u.searchParams.delete(secret);
  return u.toString();
}

/**
 * The URL without its password and the environment that carries it instead (PGPASSWORD), so the password
 * never shows on a command line (`ps`).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password) || u.searchParams.get('password') || '';
  u.password = '';
  u.searchParams.delete('password'); // carried by PGPASSWORD instead
  // eslint-disable-next-line no-restricted-properties -- the child programs need PATH and the PG* variables
  const inherited = process.env;
  return { dbname: u.toString(), env: password ? { ...inherited, PGPASSWORD: password } : inherited };
}

/** A client program that failed or is missing: its own message says why (the scripts print it alone). */
export class PgToolError extends StartupError {
  name = 'PgToolError';
}

/** Runs a client program to its end; a non-zero exit is an error carrying the program's own message. */
export function runPgTool(program: string, args: string[], url?: string): Promise<string> {
  const target = url ? connection(url) : undefined;
  const argv = target ? [...args, `--dbname=${target.dbname}`] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(program, argv, { env: target?.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) =>
      reject(new PgToolError(`${program} could not be started (${err.message}): install PostgreSQL's client programs`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new PgToolError(`${program} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → `15.20 (Debian …)`. */
export async function pgToolVersion(program: string): Promise<string> {
  const out = await runPgTool(program, ['--version']);
  return out.trim().replace(/^\S+ \(PostgreSQL\) /, '');
}

/** Runs `fn` and adds how long it took, in milliseconds, to `steps` under `name`. */
export async function timed<T>(steps: Record<string, number>, name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    steps[name] = Math.round(performance.now() - started);
  }
}
