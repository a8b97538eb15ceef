import { createBackend } from '@/backend/app';

// What the BFF's one forwarder may pass on, read from the backend's own route table: a route is forwardable
// when its OpenAPI description says it needs a bearer token (the member's or the staff member's, which the
// BFF holds in a cookie). Public routes have their own proxy; login, refresh and the like are the BFF's own work.

export type Actor = 'member' | 'staff' | 'operator';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One backend operation: its method and OpenAPI path template, e.g. `PATCH /staff/events/{id}`. */
export interface Operation {
  method: Method;
  path: string;
}

/** The presigned upload URL: one backend route that both members (review photos) and staff (console images) call. */
export const UPLOAD_URL_PATH = '/s3/generate-s3-url';

/**
 * Bearer operations the BFF does not forward because a route file of its own does more than pass them on:
 * deleting the account also clears the session cookie, logging out clears the staff cookie.
 */
export const OWN_ROUTES: Record<string, string> = {
  'DELETE /member/me': 'app/api/auth/account/route.ts',
  'POST /staff/logout': 'app/api/partner/logout/route.ts',
  'POST /operator/logout': 'app/api/operator/logout/route.ts',
};

export const operationKey = (op: Operation) => `${op.method} ${op.path}`;

/** Which session an operation is called with, from its path: /member/* the member's, /staff/* the staff's. */
const actorsOf = (path: string): Actor[] =>
  path === UPLOAD_URL_PATH
    ? ['member', 'staff']
    : path.startsWith('/member/')
      ? ['member']
      : path.startsWith('/staff/')
        ? ['staff']
        : path.startsWith('/operator/')
          ? ['operator']
          : [];

type Definition = { type: string; route?: { method: string; path: string; security?: Record<string, unknown>[] } };

/** Every route of the backend that declares bearer security (describing the routes touches no database). */
export function bearerOperations(): Operation[] {
  const app = createBackend({ db: undefined as never, storage: undefined as never });
  return (app.openAPIRegistry.definitions as Definition[]).flatMap((d) =>
    d.type === 'route' && d.route?.security?.some((s) => 'bearer' in s)
      ? [{ method: d.route.method.toUpperCase() as Method, path: d.route.path }]
      : [],
  );
}

let table: Record<Actor, Operation[]> | undefined;

/** The operations each actor's session may reach through the forwarder (built once per process). */
export function forwardable(): Record<Actor, Operation[]> {
  if (!table) {
    const next: Record<Actor, Operation[]> = { member: [], staff: [], operator: [] };
    for (const op of bearerOperations()) {
      if (operationKey(op) in OWN_ROUTES) continue;
      for (const actor of actorsOf(op.path)) next[actor].push(op);
    }
    table = next;
  }
  return table;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a concrete path fits a template: `{name}` matches one non-empty segment, anything else itself. */
export function fits(template: string, path: string): boolean {
  const want = segments(template);
  const got = segments(path);
  return (
    want.length === got.length &&
    want.every((s, i) => (s.startsWith('{') && s.endsWith('}') ? got[i] !== '' : s === got[i]))
  );
}

/** BFF paths under /api/partner that name a backend path other than /staff/<the same>: the console's URLs. */
const STAFF_ALIASES: Record<string, string> = {
  '/session': '/staff/me',
  '/failed-sign-ins': '/staff/me/failed-sign-ins',
  '/upload-url': UPLOAD_URL_PATH,
};

/** The backend path a BFF path stands for, per actor; null when it is none of theirs. */
export function backendPathOf(actor: Actor, pathname: string): string | null {
  if (actor === 'member') {
    if (pathname === `/api${UPLOAD_URL_PATH}`) return UPLOAD_URL_PATH;
    return pathname.startsWith('/api/member/') ? pathname.slice('/api'.length) : null;
  }
  if (actor === 'operator')
    return pathname.startsWith('/api/operator/') ? `/operator${pathname.slice('/api/operator'.length)}` : null;
  if (!pathname.startsWith('/api/partner/')) return null;
  const rest = pathname.slice('/api/partner'.length);
  return STAFF_ALIASES[rest] ?? `/staff${rest}`;
}

/**
 * The operation an actor's request names: `{ op }`, or the methods the path has (`{ allowed }`, empty when the
 * path is none of the actor's). A literal segment beats a template one (`/member/my-info` over `/member/{memberId}`).
 */
export function match(actor: Actor, method: string, path: string): { op: Operation } | { allowed: Method[] } {
  const matches = forwardable()[actor].filter((op) => fits(op.path, path));
  const templated = (op: Operation) => op.path.split('{').length;
  const op = matches.filter((o) => o.method === method).sort((a, b) => templated(a) - templated(b))[0];
  return op ? { op } : { allowed: [...new Set(matches.map((o) => o.method))] };
}
