// `npm start`: build if there is no production build, migrate and seed an empty database, then serve
// the app on http://localhost:$PORT (3000) with the dev login enabled (embedded demo mode).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { openDatabase } from '../backend/db/client';
import { prepareDatabase } from '../backend/db/prepare';
import { env } from '../backend/env';
import { LocalStorage } from '../backend/storage/local';

const port = process.env.PORT ?? '3000';
const next = 'node_modules/.bin/next';

if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
  console.log('[start] no production build yet: running next build…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Prepare and close before the server opens it: PGlite allows one process per data directory.
const e = env();
const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
try {
  await prepareDatabase(database, new LocalStorage(e.UPLOAD_DIR));
} finally {
  await database.close();
}

const server = spawn(next, ['start', '-p', port], {
  stdio: 'inherit',
  env: { AUTH_DEV_LOGIN: '1', ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
