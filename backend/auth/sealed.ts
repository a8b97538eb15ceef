import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedSecret } from './secret';

// Provider tokens kept for revoking a member's link on account deletion are sealed with AES-256-GCM under a key
// derived from the root secret (its own purpose, so it signs nothing else). The additional data binds a sealed
// value to where it belongs (e.g. provider and token type), so a ciphertext moved to another row does not open.
// A changed root secret makes old values unreadable: they open as null, and the caller treats them as lost.

const VERSION = 'v1';
const PURPOSE = 'provider-token-seal';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const key = () => Buffer.from(derivedSecret(PURPOSE), 'base64url');

/** `v1.<iv>.<ciphertext>.<tag>` (base64url parts). A fresh random IV each time. */
export function seal(plain: string, additionalData: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value is malformed, tampered with, sealed for other data or under another key. */
export function unseal(sealed: string, additionalData: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [iv, body, tag] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(additionalData, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
