/**
 * Whether a URL points at this machine's loopback interface: localhost, 127.0.0.0/8 or [::1]. The URL
 * parser has already normalised other spellings (http://2130706433/, http://[0:0::1]/) by then.
 */
export function isLoopbackUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
