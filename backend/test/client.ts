import type { ClientResponse } from 'hono/client';
import { testClient } from 'hono/testing';
import type { ResponseFormat } from 'hono/types';
import type { AppType } from '../app';

// The typed test client (hono/testing): paths, params, query, bodies and answers come from the routes,
// so a test that calls a route wrongly does not compile.

export type BackendClient = ReturnType<typeof testClient<AppType>>;

/** A client for the app; every request carries `headers` (e.g. an Authorization header). */
export const clientFor = (app: AppType, headers?: Record<string, string>): BackendClient =>
  testClient(app, undefined, undefined, headers ? { headers } : undefined);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body type of the answers with status S. */
export type BodyOf<R, S extends number> =
  R extends ClientResponse<infer T, infer U, ResponseFormat> ? (U extends S ? T : never) : never;

/**
 * The parsed body. An error body's requestId is checked here — it must name the request the answer says it
 * answers (X-Request-Id) — and left out, so tests compare answers that must be alike (an unknown id and another
 * member's) as wholes. backend/lib/logger.int.test.ts checks the ids themselves.
 */
export async function parse(res: Response | ClientResponse<unknown>): Promise<unknown> {
  const text = await res.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  const error = (body as { error?: { requestId?: unknown } } | null)?.error;
  if (error && typeof error === 'object' && 'requestId' in error) {
    if (error.requestId !== res.headers.get('x-request-id'))
      throw new Error(`error body names request ${String(error.requestId)}, not its own`);
    delete error.requestId;
  }
  return body;
}

/** One `{ status, body }` per answer a route declares, so a check of `status` narrows `body`. */
export type Reply<R> = R extends ClientResponse<infer T, infer U, ResponseFormat> ? { status: U; body: T } : never;

/** Status and parsed body (null when empty), e.g. to compare whole answers with toEqual. */
export async function reply<R extends ClientResponse<unknown, number, string>>(
  pending: R | Promise<R>,
): Promise<Reply<R>> {
  const res = await pending;
  return { status: res.status, body: await parse(res) } as Reply<R>;
}

/** The body of an answer that must have `status`, typed for that status; any other status fails the test with the body. */
export async function expectJson<R extends ClientResponse<unknown, number, string>, S extends R['status']>(
  pending: R | Promise<R>,
  status: S,
): Promise<BodyOf<R, S>> {
  const res = await pending;
  const body = await parse(res);
  if (res.status !== status) throw new Error(`expected status ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  return body as BodyOf<R, S>;
}

/** A value sent on purpose although the route's types forbid it (an unknown enum value, a missing field). */
export const unchecked = <T>(value: unknown): T => value as T;
