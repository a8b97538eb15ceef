import { env } from '../env';

/**
 * The address a request came from, for per-address limits: the X-Forwarded-For entry written by the last
 * proxy we trust. `next start` fills X-Forwarded-For with the socket address when a request has none; each
 * trusted proxy in front (TRUSTED_PROXY_COUNT) appends one more entry, so the client is that many entries
 * from the end. Without a header (a direct call to the standalone backend) the address is unknown and all
 * such requests share one counter.
 */
export function clientAddress(headers: Headers, trustedProxies = env().TRUSTED_PROXY_COUNT): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!chain.length) return 'unknown';
  return chain[Math.max(0, chain.length - 1 - trustedProxies)].slice(0, 64);
}
