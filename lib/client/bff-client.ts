import { hc } from 'hono/client';
// Type only, and the one browser module that may name it: the import is erased at build time, so the client
// knows every backend route's path, params, body and answer while no backend code reaches the browser.
import type { AppType } from '@/backend/app';
import type { SuccessBody } from '@/lib/api/success-body';

// The browser's typed client of the BFF. Its paths are the backend's (/member/*, /staff/*, /s3/*), under /api:
// the BFF mirrors them (lib/bff/forward.ts). Each actor's module gives it a fetch that knows that actor's
// sign-in page and error class (lib/client/staff-api.ts, lib/client/member-api.ts).

export const bffClient = (fetch: (url: string, init?: RequestInit) => Promise<Response>) =>
  hc<AppType>('/api', { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(urlOf(input), init) });

export type BffClient = ReturnType<typeof bffClient>;

/** What a typed call answers when it succeeds, from the route's own declaration. */
export type Answer<P> = SuccessBody<Awaited<P>>;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
