import { isLoopbackUrl } from '../backend/lib/loopback';

// What `npm start` runs, decided from its arguments and environment alone (unit-tested beside this
// file). The default is the local demo: dev login on, listening on 127.0.0.1 only.

export interface StartPlan {
  /** Arguments of `next start`. */
  nextArgs: string[];
  /** Set in the Next server's environment, over the inherited one. */
  serverEnv: Record<string, string>;
  /** Printed before serving: what was decided and why. */
  notes: string[];
}

export type Vars = Record<string, string | undefined>;

const flag = (v: string | undefined) => v === '1' || v === 'true';
const unset = (v: string | undefined) => v === undefined || v === '';

export function planStart(vars: Vars): StartPlan {
  const port = vars.PORT || '3000';
  const appUrl = vars.APP_URL || `http://localhost:${port}`;
  const loopback = isLoopbackUrl(appUrl);
  const notes: string[] = [];

  // The dev login lets anyone sign in as any demo member: on by default only for the local demo, and
  // never with an APP_URL other machines use (the backend refuses it then too).
  const devLoginAsked = unset(vars.AUTH_DEV_LOGIN) ? loopback : flag(vars.AUTH_DEV_LOGIN);
  const devLogin = devLoginAsked && loopback;
  if (devLoginAsked && !loopback) notes.push(`dev login off: APP_URL ${appUrl} is not a loopback address (localhost, 127.0.0.1, [::1])`);

  // With the dev login on, only this machine may connect unless HOST says otherwise.
  const host = vars.HOST || (devLogin ? '127.0.0.1' : undefined);
  if (devLogin && vars.HOST && !isLoopbackUrl(`http://${vars.HOST.includes(':') ? `[${vars.HOST}]` : vars.HOST}`)) {
    notes.push(`HOST=${vars.HOST}: the app and its dev login are reachable from other machines`);
  }
  if (devLogin) notes.push(`dev login on, listening on ${host} (HOST changes it)`);

  return {
    nextArgs: ['start', '-p', port, ...(host ? ['-H', host] : [])],
    serverEnv: { APP_URL: appUrl, AUTH_DEV_LOGIN: devLogin ? '1' : '0', NODE_ENV: 'production' },
    notes,
  };
}
