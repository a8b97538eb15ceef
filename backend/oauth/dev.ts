import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { derivedSecret } from '../auth/secret';

// The `dev` provider of the embedded default (AUTH_DEV_LOGIN=1): the consent page lists the demo
// members; choosing one gets a code from POST /member/dev/code, an HMAC-signed two-minute token the
// backend checks itself at POST /member/dev/login.

export const DEV_CODE_TTL_SECONDS = 120;
const PURPOSE = 'dev-login-code';
const key = () => derivedSecret(PURPOSE);

// Each code has an id of its own: a login records the codes it used (single use), and two approvals of one member
// within the same second would otherwise sign the same claims into the same code, refusing the second login.
export async function signDevCode(memberId: number, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign(
    { mid: memberId, purpose: PURPOSE, jti: randomUUID(), iat, exp: iat + DEV_CODE_TTL_SECONDS },
    key(),
    'HS256',
  );
}

/** The member id of a valid, unexpired dev code, or null. */
export async function verifyDevCode(code: string): Promise<number | null> {
  try {
    const claims = (await verify(code, key(), 'HS256')) as { mid?: unknown; purpose?: unknown };
    return claims.purpose === PURPOSE && Number.isInteger(claims.mid) ? (claims.mid as number) : null;
  } catch {
    return null;
  }
}

/** Same-origin consent page the BFF serves (app/oauth/dev/consent). */
export const devConsentUrl = (state: string, redirectUri: string) =>
  `/oauth/dev/consent?${new URLSearchParams({ state, redirectUri })}`;
