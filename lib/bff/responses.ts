import type { ErrorCode } from '@/contracts/errors';
import { errorBody } from '@/backend/lib/errors';

// The BFF's own answers use the backend's error codes and body shape: `{ error: { code, message, fields?, requestId? } }`.

export const jsonError = (
  status: number,
  code: ErrorCode,
  message: string,
  headers?: HeadersInit,
  fields?: Record<string, string>,
) => Response.json(errorBody(code, message, fields), { status, headers });

export const validationFailed = (target: string, fields: Record<string, string>) =>
  jsonError(400, 'VALIDATION_ERROR', `Invalid ${target}: ${Object.keys(fields).join(', ')}`, undefined, fields);
export const unauthorized = () => jsonError(401, 'UNAUTHORIZED', 'Login required');
export const forbidden = (why: string) => jsonError(403, 'FORBIDDEN', why);
export const notFound = (what: string) => jsonError(404, 'NOT_FOUND', `${what} not found`);
export const methodNotAllowed = (allow: string) =>
  jsonError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed', { allow });
export const unavailable = () => jsonError(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
