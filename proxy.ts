import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, localeFromParam } from './lib/i18n/config';

/**
 * Maps `?lang=` to a request header for next-intl. Not a security boundary: route handlers and the
 * backend check access themselves. The incoming header is always overwritten, never trusted.
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, localeFromParam(request.nextUrl.searchParams.get('lang')));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|files/|favicon.ico|robots.txt).*)'],
};
