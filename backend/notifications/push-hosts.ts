import { env } from '../env';

// Where a browser's push subscription may point: the push services of the browsers people use. The server posts
// to a saved endpoint, so an endpoint anywhere else would let a member make it call any address (SSRF); it is
// refused with a 400 when saved, and never sent to. PUSH_ENDPOINT_HOSTS adds hosts (a local push service in tests).

const PUSH_SERVICES = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS, iOS 16.4+)
  '.push.apple.com',
  '.notify.windows.com', // Edge on Windows
  '.push.services.mozilla.com',
];

/** Whether `endpoint` is an https URL at a known push service (or a host PUSH_ENDPOINT_HOSTS adds). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const extra = (env().PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return [...PUSH_SERVICES, ...extra].some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed,
  );
}
