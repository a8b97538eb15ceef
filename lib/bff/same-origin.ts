import { appOrigin } from '@/lib/env';
import { forbidden } from './responses';

/** Origins this app answers on: APP_URL and the origin the request itself was addressed to. */
function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin]);
  origins.add(appOrigin());
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host)
    origins.add(
      `${request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')}://${host}`,
    );
  return origins;
}

/**
 * CSRF guard for state-changing BFF routes: the browser must say the request comes from this origin
 * (Origin header, or Sec-Fetch-Site: same-origin when Origin is absent). `Origin: null` is refused.
 * Returns a 403 response to send, or null when the request may proceed.
 */
export function rejectCrossOrigin(request: Request): Response | null {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return forbidden('Cross-site request refused');
  if (origin) return allowedOrigins(request).has(origin) ? null : forbidden('Cross-origin request refused');
  return site === 'same-origin' ? null : forbidden('Origin required');
}
