import { requireMember } from '../../auth/require-member';
export { BOOKMARKABLE_TYPES, bookmarkableType, type BookmarkableType, positiveId as bodyId } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';

// What every /member route shares: the member check, its OpenAPI description, body helpers.

/**
 * Spread into createRoute: requireMember runs before any validator, so a request without a valid member
 * token gets 401 (or 403 for a STAFF token) whatever its body, and never learns which ids exist.
 */
export const memberOnly = { middleware: [requireMember], security: [{ bearer: [] }] };

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorSchema } }, description });

export const memberErrors = {
  400: error('Invalid input: `error.fields` names each bad field'),
  401: error('No valid member access token, or the session has ended (logout, account deletion)'),
  403: error('The token is valid but not a MEMBER token'),
  404: error("Unknown, or not the caller's own (never 403, so ids of other members do not leak)"),
};

/** Lists: nothing to be missing. */
export const memberListErrors = { 400: memberErrors[400], 401: memberErrors[401], 403: memberErrors[403] };

export const conflictError = (description: string) => ({ 409: error(description) });

/** What an Idempotency-Key adds to a member POST's answers (backend/lib/idempotency.ts). */
export const idempotencyErrors = {
  409: error('CONFLICT: a request with this Idempotency-Key is still running; retry shortly'),
  422: error('IDEMPOTENCY_MISMATCH: this Idempotency-Key was used with another body'),
};

// Body rules shared with the forms and the BFF.

/**
 * The SQLSTATE of a database error (and the constraint it names). Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` carries them, so look through causes.
 */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
