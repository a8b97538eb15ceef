import { describe, expect, it } from '@jest/globals';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-1234';

describe('access tokens', () => {
  it('round-trips {id, type, sv}', async () => {
    const token = await signAccessToken({ id: 7, type: 'MEMBER', sessionVersion: 2 });
    expect(await verifyAccessToken(token)).toMatchObject({ id: 7, type: 'MEMBER', sv: 2 });
  });

  it('refuses a tampered, foreign or expired token', async () => {
    const token = await signAccessToken({ id: 7, type: 'MEMBER', sessionVersion: 0 });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), id: 8 }),
    ).toString('base64url');
    expect(await verifyAccessToken(`${h}.${forged}.${s}`)).toBeNull();
    expect(await verifyAccessToken('not.a.token')).toBeNull();
    const old = await signAccessToken({ id: 7, type: 'MEMBER', sessionVersion: 0 }, Date.now() - 3_600_000);
    expect(await verifyAccessToken(old)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are random and stored as a SHA-256 hex hash', () => {
    const a = newRefreshToken();
    expect(a).not.toBe(newRefreshToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
