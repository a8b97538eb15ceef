import type { IncomingMessage } from 'node:http';

// The client's address and the public host as the app may believe them. X-Forwarded-* headers are written
// by proxies, but anyone can send them too: only the entries the configured number of trusted proxies in front
// (TRUSTED_PROXY_COUNT) appended are kept, and the connection's own address is appended, as a proxy would.
// So with no trusted proxy the address is the socket's and a sent X-Forwarded-For changes nothing; behind N
// proxies it is the entry the outermost one wrote. X-Forwarded-Host/-Proto (read by the CSRF origin check)
// are dropped unless a proxy is trusted to set them.

/** The X-Forwarded-For chain to pass on: the last `trusted` entries received, then the socket address. */
export function trustedForwardedFor(
  received: string | string[] | undefined,
  socketAddress: string | undefined,
  trusted: number,
): string {
  const chain = (Array.isArray(received) ? received.join(',') : (received ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const kept = trusted > 0 ? chain.slice(-trusted) : [];
  return [...kept, socketAddress ?? 'unknown'].join(', ');
}

/** Rewrites the request's forwarding headers in place, before any route reads them. */
export function applyTrustedProxies(req: IncomingMessage, trusted: number) {
  req.headers['x-forwarded-for'] = trustedForwardedFor(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    trusted,
  );
  if (trusted === 0) {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
    delete req.headers['x-forwarded-port'];
  }
}
