import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { env } from '../env';
import { currentRequestId } from './request-context';

// The one logger of every process (web server, BFF, backend, worker): JSON lines in production, readable lines
// on a terminal, each carrying the request id of the request it was written for (request-context.ts). What
// could let someone in — tokens, cookies, passwords, secrets, login codes — is never written.

/** Paths of what is never written: headers of requests and answers, and such fields at any of the first levels. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[
    'password',
    'new_password',
    'token',
    'refreshToken',
    'accessToken',
    'code',
    'code_verifier',
    'codeVerifier',
    'secret',
    'cookie',
    'authorization',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export interface LoggerSettings {
  level?: string;
  format?: 'json' | 'pretty';
  /** Where lines go (tests pass a stream to read them back); stdout by default. */
  destination?: DestinationStream;
}

const optionsFor = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Every line written inside a request names it.
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
});

/** pino-pretty, when it is installed (a development dependency): readable lines on a terminal. */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (opts: object) => DestinationStream;
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createLogger(settings: LoggerSettings = {}): Logger {
  const e = env();
  const level = settings.level ?? e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info');
  const format = settings.format ?? e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const destination = settings.destination ?? (format === 'pretty' ? prettyStream() : undefined);
  return destination ? pino(optionsFor(level), destination) : pino(optionsFor(level));
}

let root: Logger | undefined;
const parts = new Map<string, Logger>();

/** Replaces the process's logger (tests read the lines back from a stream of their own). */
export function setRootLogger(next: Logger): void {
  root = next;
  parts.clear();
}

/** The process's logger, named after the part writing (`logger('bff')`, `logger('page-cache')`). */
export function logger(part?: string): Logger {
  root ??= createLogger();
  if (!part) return root;
  let child = parts.get(part);
  if (!child) parts.set(part, (child = root.child({ part })));
  return child;
}
