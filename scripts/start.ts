// `npm start`: build if there is no production build, migrate and seed an empty database, then serve
// the app on http://localhost:$PORT (3000) with the dev login enabled (embedded demo mode).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { prepareConfiguredDatabase } from '../backend/db/prepare';

const port = process.env.PORT ?? '3000';
const next = 'node_modules/.bin/next';

if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  console.log('[start] no production build yet: running next build…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Prepare and close before the server opens it: PGlite allows one process per data directory.
await prepareConfiguredDatabase();

const server = spawn(next, ['start', '-p', port], {
  stdio: 'inherit',
  // APP_URL defaults to this server, so OAuth redirect URIs and canonical URLs match the port in use.
  env: { AUTH_DEV_LOGIN: '1', APP_URL: `http://localhost:${port}`, ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
