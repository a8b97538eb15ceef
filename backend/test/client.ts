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
export type BodyOf<R, S extends number> = R extends ClientResponse<infer T, infer U, ResponseFormat> ? (U extends S ? T : never) : never;

async function parse(res: Response | ClientResponse<unknown>): Promise<unknown> {
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

/** One `{ status, body }` per answer a route declares, so a check of `status` narrows `body`. */
export type Reply<R> = R extends ClientResponse<infer T, infer U, ResponseFormat> ? { status: U; body: T } : never;

/** Status and parsed body (null when empty), e.g. to compare whole answers with toEqual. */
export async function reply<R extends ClientResponse<unknown, number, string>>(pending: R | Promise<R>): Promise<Reply<R>> {
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
