import { env, type Env } from '../env';
import { isLoopbackUrl } from '../lib/loopback';

// The dev provider lets anyone sign in as any demo member, so it runs only where nobody else can reach
// it: AUTH_DEV_LOGIN=1 and an APP_URL on this machine's loopback interface. A public APP_URL turns it
// off whatever AUTH_DEV_LOGIN says (npm start logs why).

/** Why the dev login is off, or null when it is on. */
export function devLoginRefusal(e: Pick<Env, 'AUTH_DEV_LOGIN' | 'APP_URL'> = env()): string | null {
  if (!e.AUTH_DEV_LOGIN) return 'The dev login is off (AUTH_DEV_LOGIN)';
  if (!isLoopbackUrl(e.APP_URL)) {
    return `The dev login is off: APP_URL (${new URL(e.APP_URL).origin}) is not a loopback address (localhost, 127.0.0.1, [::1])`;
  }
  return null;
}

export const devLoginEnabled = (e?: Pick<Env, 'AUTH_DEV_LOGIN' | 'APP_URL'>) => devLoginRefusal(e) === null;
