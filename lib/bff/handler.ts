import 'server-only';
import type { z } from 'zod';
import { callAsMember, callAsStaff, type Send } from './member-call';
import { jsonError, unauthorized, unavailable, validationFailed } from './responses';
import { rejectCrossOrigin } from './same-origin';
import { logger } from '@/backend/lib/logger';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface Spec<Q extends Schema | undefined, B extends Schema | undefined, P extends Schema | undefined> {
  /** Named in the log line of a failure, e.g. 'POST /api/member/counsels'. */
  name: string;
  query?: Q;
  /** The JSON body's schema. */
  body?: B;
  params?: P;
  /** The body is an HTML form (application/x-www-form-urlencoded or multipart), checked by `body`. */
  form?: boolean;
}

export interface PublicContext<Q, B, P> {
  request: Request;
  query: Q;
  body: B;
  params: P;
}

export interface MemberContext<Q, B, P> extends PublicContext<Q, B, P> {
  /** Calls the backend as this session's holder (bearer token, one refresh); without a session the route answers 401. */
  call: <R extends { status: number }>(send: Send<R>) => Promise<R>;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

class NoSession extends Error {}

const fieldsOf = (error: z.ZodError) => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
};

/** Bytes a BFF request body may have (as the backend's member and staff routes): a review is a few KB. */
export const BFF_BODY_LIMIT = 256 * 1024;

/**
 * The body as text, read no further than `max` bytes: a larger declared length is refused before reading,
 * and a longer stream (no or a false Content-Length) is cut off at the limit.
 */
export async function readLimited(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const parseForm = (text: string) => Object.fromEntries(new URLSearchParams(text));
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Reads and checks what the spec names: path params, query, JSON body. A Response means "answer this". */
async function parse<Q extends Schema | undefined, B extends Schema | undefined, P extends Schema | undefined>(
  spec: Spec<Q, B, P>,
  request: Request,
  context: RouteContext | undefined,
): Promise<Response | { query: Out<Q>; body: Out<B>; params: Out<P> }> {
  const out = { query: undefined, body: undefined, params: undefined } as {
    query: Out<Q>;
    body: Out<B>;
    params: Out<P>;
  };
  if (spec.params) {
    const parsed = spec.params.safeParse(await context?.params);
    if (!parsed.success) return validationFailed('path', fieldsOf(parsed.error));
    out.params = parsed.data as Out<P>;
  }
  if (spec.query) {
    const parsed = spec.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return validationFailed('query', fieldsOf(parsed.error));
    out.query = parsed.data as Out<Q>;
  }
  if (spec.body) {
    const text = await readLimited(request, BFF_BODY_LIMIT).catch(() => undefined);
    if (text === null) return jsonError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${BFF_BODY_LIMIT} bytes`);
    const raw: unknown = text === undefined ? undefined : spec.form ? parseForm(text) : parseJson(text);
    if (raw === undefined)
      return jsonError(400, 'VALIDATION_ERROR', spec.form ? 'The body must be a form' : 'The body must be JSON');
    const parsed = spec.body.safeParse(raw);
    if (!parsed.success) return validationFailed('body', fieldsOf(parsed.error));
    out.body = parsed.data as Out<B>;
  }
  return out;
}

function wrap<Q extends Schema | undefined, B extends Schema | undefined, P extends Schema | undefined>(
  spec: Spec<Q, B, P>,
  run: (request: Request, input: { query: Out<Q>; body: Out<B>; params: Out<P> }) => Promise<Response>,
): Handler {
  return async (request, context) => {
    // Every state-changing BFF call must come from this site's own pages (CSRF).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const refused = rejectCrossOrigin(request);
      if (refused) return refused;
    }
    try {
      const input = await parse(spec, request, context);
      if (input instanceof Response) return input;
      return await run(request, input);
    } catch (err) {
      if (err instanceof NoSession) return unauthorized();
      // A backend or network failure is never a logout: the page shows it as "try again".
      logger('bff').error({ err, route: spec.name }, 'BFF call failed');
      return unavailable();
    }
  };
}

/** A BFF route anyone may call: origin check on writes, zod-checked input, errors mapped and logged. */
export function withPublic<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: Spec<Q, B, P>, handler: (ctx: PublicContext<Out<Q>, Out<B>, Out<P>>) => Promise<Response>): Handler {
  return wrap(spec, (request, input) => handler({ request, ...input }));
}

const withCaller =
  (caller: typeof callAsMember) =>
  <
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
  >(
    spec: Spec<Q, B, P>,
    handler: (ctx: MemberContext<Out<Q>, Out<B>, Out<P>>) => Promise<Response>,
  ): Handler =>
    wrap(spec, (request, input) =>
      handler({
        request,
        ...input,
        call: async (send) => {
          const res = await caller(send);
          if (!res) throw new NoSession();
          return res;
        },
      }),
    );

/** Like withPublic, for the signed-in member: 401 without a usable session, else `call` as that member. */
export const withMember = withCaller(callAsMember);

/** Like withPublic, for the signed-in clinic staff member (the partner console's own cookie): `call` as them. */
export const withStaff = withCaller(callAsStaff);

// Backend headers the browser is told about: when to try again, that a retried write was answered from its
// first run (Idempotency-Key), and a file's download name (an appointment's .ics). Everything else the backend
// sends stays between it and the BFF.
const RELAYED_HEADERS = ['retry-after', 'idempotent-replayed', 'content-disposition'];

/** The backend's answer to the browser as it is (its `{ error: { code } }` uses the shared codes, a 429 its Retry-After), never cached. */
export function relay(res: Pick<Response, 'status' | 'headers' | 'body'>): Response {
  const headers = new Headers({
    'content-type': res.headers.get('content-type') ?? 'application/json',
    'cache-control': 'private, no-store',
  });
  for (const name of RELAYED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.status === 204 ? null : res.body, { status: res.status, headers });
}
