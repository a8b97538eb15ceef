import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, localeFromParam } from './lib/i18n/config';
import { isProduction } from './lib/process-env';
import { contentSecurityPolicy, createNonce } from './lib/security-headers';

/**
 * Per request: maps `?lang=` to a request header for next-intl, and sets the Content-Security-Policy with a
 * fresh nonce — on the request, where Next reads it to put the nonce on every script it renders, and on the
 * response. Not an access boundary: route handlers and the backend check access themselves. Incoming
 * headers of these names are always overwritten, never trusted.
 */
export function proxy(request: NextRequest) {
  const csp = contentSecurityPolicy(isProduction(), createNonce());
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, localeFromParam(request.nextUrl.searchParams.get('lang')));
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  return response;
}

// Keep in step with UNPROXIED_PATHS (lib/security-headers.ts).
export const config = {
  matcher: ['/((?!_next/static|_next/image|files/|favicon.ico|robots.txt).*)'],
};
