import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { type ErrorCode, errorCodeForStatus } from '@/contracts/errors';
import { logger } from './logger';
import { currentRequestId } from './request-context';

export type { ErrorCode };

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
}

/** The one error type the backend throws on purpose; mapped once in onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} not found`);

/** The one error shape; inside a request it names the request (its id is in every log line of it). */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  const requestId = currentRequestId();
  return { error: { code, message, ...(fields && { fields }), ...(requestId && { requestId }) } };
}

/** zod issues → `{ field: message }`, first message per field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError, target: string): ApiError {
  const fields = fieldMessages(error);
  const names = Object.keys(fields).join(', ');
  return new ApiError(400, 'VALIDATION_ERROR', `Invalid ${target}: ${names}`, fields);
}

// Postgres errors that mean "the database is not reachable right now, or too slow": answer 503 with
// Retry-After, never 500 or 401. 57014: a statement stopped by statement_timeout; 55P03: lock_timeout.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '57014',
  '55P03',
  '08000',
  '08003',
  '08006',
]);
// node-postgres's own failures carry no code: the pool waiting for a connection, a query without an answer, a
// statement sent on a connection that broke earlier (a transaction's rollback after the server went away).
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error and is not queryable/i;
/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

// Text PostgreSQL cannot store (a NUL byte, in text or as \u0000 in JSON): the client's input, so a 400
// wherever a schema has not refused it already.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

// A CHECK constraint the database enforced (23514) where two writes, each valid alone, met (an event's first day
// moved past a last day another save set): a 400 naming the field the form shows it on.
const CHECK_FIELDS: Record<string, Record<string, string>> = {
  events_period_order: { endsOn: 'endsOn must not be before startsOn' },
};

export function toErrorResponse(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
  if (err instanceof HTTPException) {
    return c.json(errorBody(errorCodeForStatus(err.status), err.message || 'Request failed'), err.status);
  }
  // Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  const failure = err as { code?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  const code = failure?.code ?? failure?.cause?.code;
  const message = `${failure?.message ?? ''} ${failure?.cause?.message ?? ''}`;
  if ((code && UNAVAILABLE_CODES.has(code)) || UNAVAILABLE_MESSAGES.test(message)) {
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'), 503);
  }
  // A row the write refers to went away meanwhile (a clinic deleted, the member's own account deleted while
  // the write was under way): the write cannot happen, and nothing was stored.
  if (code === '23503') {
    return c.json(errorBody('CONFLICT', 'Something this request refers to no longer exists'), 409);
  }
  if (code === '23514') {
    const constraint =
      (failure as { constraint?: string } | null)?.constraint ??
      (failure?.cause as { constraint?: string } | undefined)?.constraint;
    const fields = (constraint && CHECK_FIELDS[constraint]) || undefined;
    return c.json(
      errorBody(
        'VALIDATION_ERROR',
        `Invalid body: ${fields ? Object.keys(fields).join(', ') : 'a value is out of range'}`,
        fields,
      ),
      400,
    );
  }
  if (code && UNSTORABLE_TEXT_CODES.has(code)) {
    return c.json(
      errorBody('VALIDATION_ERROR', 'The request contains a character that cannot be stored (e.g. a NUL byte)'),
      400,
    );
  }
  logger('backend').error({ err }, 'unhandled error');
  return c.json(errorBody('INTERNAL_ERROR', 'Internal server error'), 500);
}
