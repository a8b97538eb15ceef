import { describe, expect, it } from '@jest/globals';
import { resetEnvForTests } from '../env';
import { seal, unseal } from './sealed';

process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-1234';

/** Flips one bit of the base64url part `index` (1 iv, 2 ciphertext, 3 tag). */
function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index], 'base64url');
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('seal / unseal (AES-256-GCM)', () => {
  it('round-trips, and never contains the plain text', () => {
    const token = 'refresh-token-1234567890-토큰';
    const sealed = seal(token, 'google:refresh_token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain(Buffer.from(token).toString('base64url'));
    expect(unseal(sealed, 'google:refresh_token')).toBe(token);
  });

  it('uses a fresh IV each time', () => {
    expect(seal('same', 'a')).not.toBe(seal('same', 'a'));
  });

  it.each([
    ['IV', 1],
    ['ciphertext', 2],
    ['tag', 3],
  ])('refuses a value whose %s was changed', (_, index) => {
    const sealed = seal('a token', 'kakao:refresh_token');
    expect(unseal(flip(sealed, index), 'kakao:refresh_token')).toBeNull();
  });

  it('refuses other additional data (a value moved to another provider or token type)', () => {
    const sealed = seal('a token', 'kakao:refresh_token');
    expect(unseal(sealed, 'naver:refresh_token')).toBeNull();
    expect(unseal(sealed, 'kakao:access_token')).toBeNull();
  });

  it.each(['', 'plain-token', 'v2.a.b.c', 'v1.a.b', 'v1.AAAA.AAAA.AAAA'])('refuses the malformed value %j', (value) => {
    expect(unseal(value, 'x')).toBeNull();
  });

  it('refuses a value sealed under another root secret', () => {
    const before = process.env.AUTH_SECRET;
    const sealed = seal('a token', 'apple:refresh_token');
    try {
      process.env.AUTH_SECRET = 'another-secret-another-secret-another-1';
      resetEnvForTests();
      expect(unseal(sealed, 'apple:refresh_token')).toBeNull();
    } finally {
      process.env.AUTH_SECRET = before;
      resetEnvForTests();
    }
    expect(unseal(sealed, 'apple:refresh_token')).toBe('a token');
  });
});
