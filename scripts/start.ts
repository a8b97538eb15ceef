// `npm start` (and `npm run start:prod`, with --production): build if there is no production build,
// prepare the database (migrations, taxonomy catalogue, demo data where wanted), then serve the app on
// http://localhost:$PORT (3000) from this same process. What it serves and how is decided in start-plan.ts: by
// default the local demo, with the dev login on and listening on 127.0.0.1 only.
//
// One process per instance: no server child to hand the database to, forward signals to, or leave behind. The
// plan's environment (NODE_ENV, APP_URL, PORT…) is set before the backend, Next or React is loaded, so their
// modules are imported below only once it is; `npm run build` compiles this file with them into dist/start.js.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runMain } from '../backend/lib/main';
import { planStart, serverProcessEnv } from './start-plan';

/** `next build`, with SIGINT/SIGTERM passed on to it (so stopping the start stops the build too). */
function nextBuild(): Promise<number> {
  const build = spawn('node_modules/.bin/next', ['build'], { stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((resolve) =>
    build.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

await runMain(async () => {
  const plan = planStart(process.env, process.argv.slice(2));
  Object.assign(process.env, serverProcessEnv(plan));

  const { env } = await import('../backend/env');
  const { lockDataDir } = await import('../backend/db/pglite-lock');
  const e = env();
  // The embedded database has one owner at a time. This process takes the data directory's lock first (so a
  // second `npm start` stops here at once, before building); it stays this process's until it exits.
  const lock = plan.prepareDatabase && !e.DATABASE_URL ? lockDataDir(e.PGLITE_DIR) : undefined;

  if (!existsSync('.next/BUILD_ID') || process.argv.includes('--build')) {
    console.log('[start] no production build yet: running next build…');
    const status = await nextBuild();
    if (status !== 0) process.exit(status);
  }

  // With BACKEND_URL the backend (npm run backend) prepares and owns its database.
  if (plan.prepareDatabase) {
    const { prepareConfiguredDatabase } = await import('../backend/db/prepare');
    await prepareConfiguredDatabase({ lock, production: plan.production });
  }
  if (lock) {
    // The backend this process serves opens the directory next and takes the lock as its own. Both happen in
    // one synchronous step (getBackend locks before its first await), so the directory is never left unowned
    // long enough for another start to matter; one that did would take it and this start would stop, refused.
    const { getBackend } = await import('../backend/runtime');
    lock.release();
    await getBackend();
  }

  for (const note of plan.notes) console.log(`[start] ${note}`);
  // Next's handler behind the page cache: it listens, and drains on SIGTERM/SIGINT (backend/lib/graceful.ts).
  await import('./serve');
});
