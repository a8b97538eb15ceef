import 'server-only';
import { BFF_BODY_LIMIT, parseJson, readLimited, relay } from './handler';
import { backendFetch } from '@/lib/api/backend-client';
import { callAsMember, callAsOperator, callAsStaff, type Auth } from './member-call';
import { backendPathOf, match, operationKey, type Actor, type Operation } from './forwardable';
import { jsonError, methodNotAllowed, notFound, unauthorized, unavailable } from './responses';
import { rejectCrossOrigin } from './same-origin';
import { logger } from '@/backend/lib/logger';

// The BFF's one forwarder: /api/member/*, /api/partner/* and /api/operator/* pass on to the backend's /member/*,
// /staff/* and /operator/*
// with the session's bearer token. It does what each route file used to: origin check on writes, the session
// cookie → bearer (one refresh), the body limit, the Idempotency-Key, a timeout; and it forwards only the
// operations lib/bff/forwardable.ts reads from the backend's route table. The backend checks the input.

/**
 * How long a review write may take: with the S3 driver the backend checks and re-encodes the photos it names
 * first (up to 20), which can take longer than the usual backend timeout (lib/api/backend-client.ts).
 */
export const REVIEW_WRITE_TIMEOUT_MS = 60_000;
const LONG_OPERATIONS = new Set(['POST /member/reviews', 'PATCH /member/reviews/{id}']);

// Request headers the backend is told about: the body's type, the answer wanted, and the page's
// Idempotency-Key (a retried booking or save gets the first answer instead of doing the work twice).
const PASSED_HEADERS = ['content-type', 'accept', 'idempotency-key'];

/** The operation a request names, or the answer when it names none: 405 (the path exists with other methods) or 404. */
function resolve(actor: Actor, method: string, pathname: string): { op: Operation; path: string } | Response {
  const path = backendPathOf(actor, pathname);
  const found = path ? match(actor, method, path) : { allowed: [] };
  if ('op' in found && path) return { op: found.op, path };
  if ('allowed' in found && found.allowed.length) return methodNotAllowed(found.allowed.join(', '));
  return notFound(actor === 'member' ? 'Member call' : actor === 'staff' ? 'Partner call' : 'Operator call');
}

const CALLERS = { member: callAsMember, staff: callAsStaff, operator: callAsOperator } satisfies Record<Actor, unknown>;

/** The route handler for every forwarded call of one actor's session. */
export function forwarder(actor: Actor) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const resolved = resolve(actor, request.method, url.pathname);
    if (resolved instanceof Response) return resolved;
    const { op, path } = resolved;
    // Every state-changing BFF call must come from this site's own pages (CSRF).
    if (request.method !== 'GET') {
      const refused = rejectCrossOrigin(request);
      if (refused) return refused;
    }
    const name = `${operationKey(op)} (${url.pathname})`;
    try {
      const body = request.method === 'GET' ? '' : await readLimited(request, BFF_BODY_LIMIT);
      if (body === null) return jsonError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${BFF_BODY_LIMIT} bytes`);
      // Broken JSON is the page's mistake, said as the backend says it, before any session work.
      if (body && parseJson(body) === undefined) return jsonError(400, 'VALIDATION_ERROR', 'The body must be JSON');
      const passed: Record<string, string> = {};
      for (const header of PASSED_HEADERS) {
        const value = request.headers.get(header);
        if (value) passed[header] = value;
      }
      if (body && !passed['content-type']) passed['content-type'] = 'application/json';
      const timeout = LONG_OPERATIONS.has(operationKey(op))
        ? { signal: AbortSignal.timeout(REVIEW_WRITE_TIMEOUT_MS) }
        : {};
      // The one string path to the backend in the web app: the operation was matched against its route table.
      const send = (auth: Auth) =>
        backendFetch(`${path}${url.search}`, {
          method: request.method,
          headers: { ...passed, ...auth.headers },
          body: body || undefined,
          ...timeout,
        });
      const res = await CALLERS[actor](send);
      return res ? relay(res) : unauthorized();
    } catch (err) {
      // A backend or network failure is never a logout: the page shows it as "try again".
      logger('bff').error({ err, route: name }, 'BFF call failed');
      return unavailable();
    }
  };
}
