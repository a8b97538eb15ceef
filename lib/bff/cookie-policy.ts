/**
 * Session cookie policy: httpOnly, SameSite=Lax, and on an https origin
 * Secure with the `__Host-` prefix (which also pins Path=/ and forbids a Domain).
 */
export function cookiePolicy(appUrl: string | undefined, base: 'session' | 'oauth', maxAge: number) {
  const secure = (appUrl ?? '').startsWith('https://');
  return {
    name: secure ? `__Host-${base}` : base,
    options: { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge },
  };
}
