import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '../env';

let cached: string | undefined;

/**
 * The root secret: AUTH_SECRET, or a random one created once in AUTH_SECRET_FILE (embedded default;
 * every process on this machine reads the same file).
 */
export function rootSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET) return (cached = e.AUTH_SECRET);
  try {
    cached = readFileSync(e.AUTH_SECRET_FILE, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(e.AUTH_SECRET_FILE), { recursive: true });
    const fresh = randomBytes(48).toString('base64url');
    try {
      writeFileSync(e.AUTH_SECRET_FILE, fresh, { flag: 'wx', mode: 0o600 });
      cached = fresh;
    } catch {
      // Another process created it first.
      cached = readFileSync(e.AUTH_SECRET_FILE, 'utf8').trim();
    }
  }
  return cached;
}

/** A purpose-bound key derived from the root secret, so one leak (e.g. a session key) does not sign tokens. */
export const derivedSecret = (purpose: string) => createHash('sha256').update(`${purpose}:${rootSecret()}`).digest('base64url');
