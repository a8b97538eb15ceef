import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { passwordDigest } from './password-hash';

describe('passwordDigest (what the browser sends for a password)', () => {
  it.each(['partner1234', '비밀번호1!', ''])('is the SHA-256 hex of %j', async (password) => {
    expect(await passwordDigest(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
  });
});
