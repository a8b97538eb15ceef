import { z } from 'zod';

// The one list of error codes: the backend answers them, the OpenAPI document publishes them, and the
// web app (BFF, pages) uses the same ones.

/** Each code with the HTTP status it normally comes with. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/**
 * Codes that say more than their status, for a client that acts on them: never chosen for a bare status
 * (errorCodeForStatus), only answered on purpose.
 */
export const SPECIFIC_ERROR_STATUS = {
  HEALTH_CONSENT_REQUIRED: 403,
  AD_WORDING: 400,
  LINK_EXPIRED: 410,
  // An operator suspended the account (members and clinic staff): no sign-in until an operator lifts it.
  ACCOUNT_SUSPENDED: 403,
  COUNSEL_CANCELED: 409,
  INVALID_TRANSITION: 409,
  EVENT_ENDED: 409,
  WRONG_ORIGIN: 409,
  UNDO_NOT_LATEST: 409,
  UNDO_EXPIRED: 409,
  // A recovery check-in outside its window (day d: from treated_on + d until the next check-in day), or a review
  // without a treatment date.
  CHECKIN_CLOSED: 409,
  IDEMPOTENCY_MISMATCH: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS | keyof typeof SPECIFIC_ERROR_STATUS;

export const ERROR_CODES = [...Object.keys(ERROR_STATUS), ...Object.keys(SPECIFIC_ERROR_STATUS)] as [
  ErrorCode,
  ...ErrorCode[],
];

export const ERROR_CODE_DESCRIPTION =
  'What went wrong, for programs (the message is for people): VALIDATION_ERROR 400 (with `fields`), UNAUTHORIZED 401, ' +
  'FORBIDDEN 403, NOT_FOUND 404, METHOD_NOT_ALLOWED 405, CONFLICT 409, PAYLOAD_TOO_LARGE 413, UNSUPPORTED_MEDIA_TYPE 415, ' +
  'RATE_LIMITED 429, INTERNAL_ERROR 500, SERVICE_UNAVAILABLE 502/503 (a login provider or the database is unreachable); ' +
  'AD_WORDING 400 (a staff save whose advertising wording is flagged, contracts/ad-wording.ts: `fields` names each field; resend with `adWordingJustification` to keep it), ' +
  'LINK_EXPIRED 410 (a one-time link that was used already or has expired), ' +
  'HEALTH_CONSENT_REQUIRED 403 (a review with photos needs the health-information consent, PUT /member/health-consent), ' +
  'COUNSEL_CANCELED 409 (a canceled counsel cannot get a review), INVALID_TRANSITION 409 (a counsel cannot move from its state to the one asked), ' +
  'EVENT_ENDED 409 (a consultation cannot be booked from an event that has ended: book it with the clinic), ' +
  "WRONG_ORIGIN 409 (the web app: a login started on an address other than the app's own, APP_URL, cannot finish there), " +
  'UNDO_NOT_LATEST 409 (only the latest change of a counsel, a staff move, can be undone), UNDO_EXPIRED 409 (the undo window, COUNSEL_UNDO_SECONDS, has passed), ' +
  'CHECKIN_CLOSED 409 (a recovery check-in day that is not open: before treated_on + day, after the next check-in day, or a review without a treatment date), ' +
  'IDEMPOTENCY_MISMATCH 422 (an Idempotency-Key reused with another body).';

export const ErrorCodeSchema = z
  .enum(ERROR_CODES)
  .meta({ id: 'ErrorCode', description: ERROR_CODE_DESCRIPTION, example: 'VALIDATION_ERROR' });

/** The code for an HTTP status that came without one (a proxy's error page, a framework exception). */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = (Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]).find(
    (code) => ERROR_STATUS[code] === status,
  );
  if (exact) return exact;
  if (status === 502 || status === 504) return 'SERVICE_UNAVAILABLE';
  return status >= 400 && status < 500 ? 'VALIDATION_ERROR' : 'INTERNAL_ERROR';
}

/** Every error answer: a code for programs, a message for people, the fields at fault, the request's id. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: ErrorCodeSchema,
      message: z.string().meta({ example: 'Invalid query: limit' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ example: { limit: 'limit must be an integer between 1 and 100000' } }),
      requestId: z.string().optional().meta({
        description:
          'The request this answers: quote it when reporting a problem (it is in every log line of the request)',
      }),
    }),
  })
  .meta({ id: 'Error' });
