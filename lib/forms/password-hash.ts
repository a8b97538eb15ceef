/**
 * What the browser sends instead of a password (staff sign-in, password change): its SHA-256 as hex. The
 * server keeps only a slow hash (scrypt) of this value.
 */
export async function passwordDigest(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
