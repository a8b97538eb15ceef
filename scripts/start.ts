// `npm start` (and `npm run start:prod`, with --production): build if there is no production build,
// prepare the database (migrations, taxonomy catalogue, demo data where wanted), then serve the app on
// http://localhost:$PORT (3000). What it serves and how is decided in start-plan.ts: by default the local
// demo, with the dev login on and listening on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { prepareConfiguredDatabase } from '../backend/db/prepare';
import { lockDataDir } from '../backend/db/pglite-lock';
import { env } from '../backend/env';
import { runMain } from '../backend/lib/main';
import { planStart } from './start-plan';

const next = 'node_modules/.bin/next';

await runMain(async () => {
  const plan = planStart(process.env, process.argv.slice(2));
  const e = env();
  // The embedded database has one owner at a time. This process takes the data directory's lock first
  // (so a second `npm start` stops here at once, before building), prepares the database under it, and
  // hands it to the Next server it spawns: the lock names this process until the server opens the
  // database and rewrites it with its own pid (see lockDataDir's hand-over, checked by parent pid and a
  // token passed in env). This process never opens the database while the server runs, and removes the
  // lock when the server exits if the server has not; a crash of either leaves a lock whose pid is gone,
  // which the next start takes over.
  const lock = plan.prepareDatabase && !e.DATABASE_URL ? lockDataDir(e.PGLITE_DIR) : undefined;

  if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
    console.log('[start] no production build yet: running next build…');
    const build = spawnSync(next, ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // With BACKEND_URL the backend (npm run backend) prepares and owns its database.
  if (plan.prepareDatabase) await prepareConfiguredDatabase({ lock, production: plan.production });

  for (const note of plan.notes) console.log(`[start] ${note}`);
  // Next's handler behind the page cache (scripts/serve.ts), in its own process.
  const listen = { PORT: plan.listen.port, HOST: plan.listen.host ?? '' };
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...plan.serverEnv, ...listen, ...lock?.handOverEnv() },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => {
    lock?.release();
    process.exit(code ?? 0);
  });
});
