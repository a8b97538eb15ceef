import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { trustedForwardedFor } from './forwarded';

// `npm run backend` serves the backend on its own socket, so it must do what scripts/serve.ts does for the web
// app: believe only the X-Forwarded-For entries that TRUSTED_PROXY_COUNT proxies in front appended, and add the
// connection's own address (backend/lib/client-address.ts then picks the client). Behind the web app
// (BACKEND_URL) the web app is one of those proxies.

type Fetch = (request: Request, env: { incoming: IncomingMessage }) => Response | Promise<Response>;

/** `fetch` with the request's forwarding headers rewritten as the trusted proxies allow. */
export function withTrustedProxies(fetch: Fetch, trusted: number): Fetch {
  return (request, env) => {
    const headers = new Headers(request.headers);
    headers.set(
      'x-forwarded-for',
      trustedForwardedFor(
        request.headers.get('x-forwarded-for') ?? undefined,
        env.incoming.socket.remoteAddress,
        trusted,
      ),
    );
    // A request id is kept only from a proxy trusted to set it (the web app passes its own on).
    if (trusted === 0)
      for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-request-id'])
        headers.delete(name);
    return fetch(new Request(request, { headers }), env);
  };
}

export interface ListenOptions {
  port: number;
  /** Listening address; undefined: every interface. */
  host: string | undefined;
  trustedProxies: number;
}

/** Serves `fetch` over HTTP; resolves with the server once it listens, and where. */
export function listenBackend(
  fetch: Fetch,
  opts: ListenOptions,
): Promise<{ server: ServerType; address: AddressInfo }> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: withTrustedProxies(fetch, opts.trustedProxies) as never, port: opts.port, hostname: opts.host },
      (address) => resolve({ server, address }),
    );
    // As scripts/serve.ts: idle keep-alive connections are closed by the client or balancer in front, not here.
    Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
    server.once('error', reject);
  });
}
