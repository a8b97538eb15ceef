import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { env } from '../env';
import { derivedSecret } from './secret';

export type TokenType = 'MEMBER' | 'STAFF' | 'OPERATOR';
const TOKEN_TYPES: readonly string[] = ['MEMBER', 'STAFF', 'OPERATOR'] satisfies TokenType[];

export interface AccessClaims {
  /** Member, staff or operator id. */
  id: number;
  type: TokenType;
  /** Session version: bumped on logout and deletion, so older access tokens stop working at once. */
  sv: number;
  exp: number;
  iat: number;
}

const key = () => derivedSecret('access-token');

export async function signAccessToken(
  subject: { id: number; type: TokenType; sessionVersion: number },
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    id: subject.id,
    type: subject.type,
    sv: subject.sessionVersion,
    iat,
    exp: iat + env().ACCESS_TOKEN_TTL_SECONDS,
  };
  return sign({ ...claims }, key(), 'HS256');
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const payload = (await verify(token, key(), 'HS256')) as unknown as AccessClaims;
    if (!Number.isInteger(payload.id) || !TOKEN_TYPES.includes(payload.type) || !Number.isInteger(payload.sv))
      return null;
    return payload;
  } catch {
    return null;
  }
}

/** Opaque refresh tokens: random, shown once, stored only as a SHA-256 hash. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
