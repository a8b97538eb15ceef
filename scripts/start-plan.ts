import { isLoopbackUrl } from '../backend/lib/loopback';
import { StartupError } from '../backend/lib/startup-error';

// What `npm start` runs, decided from its arguments and environment alone (unit-tested beside this
// file). The default is the local demo: embedded database with demo data, dev login on, listening on
// 127.0.0.1 only. Anything else is a choice made explicitly:
// - a production start: `npm run start:prod` (--production), or an APP_URL that is not a loopback
//   address (the app is served to other machines). It needs AUTH_SECRET, leaves the dev login off and
//   loads no demo data unless SEED_DEMO=1;
// - HOST opens the listening address; AUTH_DEV_LOGIN, SEED_DEMO override the defaults.

export interface StartPlan {
  production: boolean;
  /** Why this is a production start (--production, a non-loopback APP_URL), or null for the local demo. */
  productionReason: string | null;
  /** Whether this process prepares a database (not when the backend runs elsewhere, BACKEND_URL). */
  prepareDatabase: boolean;
  /** Where the server (scripts/serve.ts, in the start's own process) listens: all interfaces when host is unset. */
  listen: { port: string; host?: string };
  /** Set in the serving process's environment, over the inherited one, before Next or the backend loads. */
  serverEnv: Record<string, string>;
  /** Printed before serving: what was decided and why. */
  notes: string[];
}

export type Vars = Record<string, string | undefined>;

const flag = (v: string | undefined) => v === '1' || v === 'true';
const unset = (v: string | undefined) => v === undefined || v === '';

export function planStart(vars: Vars, argv: string[] = []): StartPlan {
  const port = vars.PORT || '3000';
  const appUrl = vars.APP_URL || `http://localhost:${port}`;
  const loopback = isLoopbackUrl(appUrl);
  const productionReason = argv.includes('--production')
    ? '--production'
    : loopback
      ? null
      : `APP_URL ${appUrl} is not a loopback address`;
  const production = productionReason !== null;
  const notes: string[] = [];

  if (production && unset(vars.AUTH_SECRET)) {
    throw new StartupError(
      `[start] This is a production start (${productionReason}), and it needs AUTH_SECRET: at least 32 random ` +
        'characters, the same on every instance (e.g. `openssl rand -base64 48`). See README, "Production". ' +
        'For the local demo, run `npm start` without --production and with APP_URL unset or on localhost.',
    );
  }
  if (!unset(vars.BACKEND_URL) && unset(vars.AUTH_SECRET)) {
    throw new StartupError(
      '[start] BACKEND_URL is set, so this web app has no database to keep a generated secret in: set AUTH_SECRET ' +
        '(at least 32 random characters) to seal session cookies.',
    );
  }
  if (production) notes.push(`production start (${productionReason})`);

  // The dev login lets anyone sign in as any demo member: on by default only for the local demo, and
  // never with an APP_URL other machines use (the backend refuses it then too).
  const devLoginAsked = unset(vars.AUTH_DEV_LOGIN) ? !production : flag(vars.AUTH_DEV_LOGIN);
  const devLogin = devLoginAsked && loopback;
  if (devLoginAsked && !loopback)
    notes.push(`dev login off: APP_URL ${appUrl} is not a loopback address (localhost, 127.0.0.1, [::1])`);

  // With the dev login on, only this machine may connect unless HOST says otherwise.
  const host = vars.HOST || (devLogin ? '127.0.0.1' : undefined);
  if (devLogin && vars.HOST && !isLoopbackUrl(`http://${vars.HOST.includes(':') ? `[${vars.HOST}]` : vars.HOST}`)) {
    notes.push(`HOST=${vars.HOST}: the app and its dev login are reachable from other machines`);
  }
  if (devLogin) notes.push(`dev login on, listening on ${host} (HOST changes it)`);

  return {
    production,
    productionReason,
    prepareDatabase: unset(vars.BACKEND_URL),
    listen: host ? { port, host } : { port },
    serverEnv: { APP_URL: appUrl, AUTH_DEV_LOGIN: devLogin ? '1' : '0', NODE_ENV: 'production' },
    notes,
  };
}

/** The variables `npm start` sets in its own process before it loads the server: serverEnv, PORT and HOST. */
export function serverProcessEnv(plan: StartPlan): Record<string, string> {
  return { ...plan.serverEnv, PORT: plan.listen.port, ...(plan.listen.host ? { HOST: plan.listen.host } : {}) };
}
