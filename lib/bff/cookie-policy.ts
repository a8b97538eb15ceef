/**
 * Session cookie policy: httpOnly, SameSite=Lax, and on an https origin
 * Secure with the `__Host-` prefix (which also pins Path=/ and forbids a Domain).
 */
export type CookieBase = 'session' | 'oauth' | 'staff' | 'operator';

export function cookiePolicy(appUrl: string | undefined, base: CookieBase, maxAge: number) {
  const secure = (appUrl ?? '').startsWith('https://');
  return {
    name: secure ? `__Host-${base}` : base,
    options: { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge },
  };
}
