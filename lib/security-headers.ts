/**
 * Response headers for every page and route. The CSP allows inline scripts because the
 * App Router streams inline hydration data; a nonce-based CSP from proxy.ts replaces it when pages
 * need per-request nonces.
 */
export function securityHeaders(production: boolean): { key: string; value: string }[] {
  // Google Maps JS (components/map): its scripts, API calls, tiles (img-src https:) and web fonts.
  const maps = 'https://maps.googleapis.com https://maps.gstatic.com';
  // The Kakao (Daum) postal-code search of the partner console: its script, and the frame it embeds.
  const postcode = 'https://t1.daumcdn.net';
  const postcodeFrames = 'https://postcode.map.daum.net https://postcode.map.kakao.com';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"} ${maps} ${postcode}`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self' ${maps}`,
    `frame-src ${postcodeFrames}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ];
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
