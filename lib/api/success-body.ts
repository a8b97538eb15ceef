import type { ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';

// Types only: shared by the server's backend client and the browser's BFF client, so neither restates an answer.

/** The body of the successful answers a route declares. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, ResponseFormat> ? (S extends SuccessStatusCode ? T : never) : never;
