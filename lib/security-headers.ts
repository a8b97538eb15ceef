/**
 * Response headers for every page and route. Pages and route handlers get a Content-Security-Policy with a
 * fresh nonce from proxy.ts (Next puts it on every script it renders); the few paths the proxy does not
 * see (static files, images, favicon, robots.txt) get the same policy without a nonce, so no inline script
 * runs there at all. See docs/security.md#content-security-policy.
 */

// Google Maps JS (components/map): its API calls, tiles (img-src https:) and web fonts. Its scripts, and
// the Kakao (Daum) postal-code script of the partner console, are created by the app's own (nonced) code,
// which 'strict-dynamic' trusts; the hosts stay listed for browsers without 'strict-dynamic'.
const MAPS = 'https://maps.googleapis.com https://maps.gstatic.com';
const POSTCODE = 'https://t1.daumcdn.net';
// The frame the postal-code search embeds.
const POSTCODE_FRAMES = 'https://postcode.map.daum.net https://postcode.map.kakao.com';

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(production: boolean, nonce?: string): string {
  const scripts = nonce
    ? // Only scripts carrying the nonce, and what they load. 'self' and the hosts are ignored where 'strict-dynamic' is understood.
      `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${MAPS} ${POSTCODE}`
    : `script-src 'self' ${MAPS} ${POSTCODE}`;
  return [
    "default-src 'self'",
    // `next dev` evaluates modules (React Refresh); a production build never does.
    production ? scripts : `${scripts} 'unsafe-eval'`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self' ${MAPS}`,
    // The Web Push service worker (public/sw.js): 'strict-dynamic' would otherwise leave workers no source.
    "worker-src 'self'",
    `frame-src ${POSTCODE_FRAMES}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers other than the CSP, for every response. */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

/** The paths proxy.ts does not run for (its matcher), which get the nonce-less policy from next.config. */
export const UNPROXIED_PATHS = ['/_next/static/:path*', '/_next/image', '/files/:path*', '/favicon.ico', '/robots.txt'];
