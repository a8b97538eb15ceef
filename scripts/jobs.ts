// `npm run jobs -- list [--state failed|created|retry|active|completed|cancelled] [--name <queue>] [--limit n]`
// `npm run jobs -- retry <id>… | --all-failed [--name <queue>]`
// The operator's view of the job queue (backend/jobs): failed jobs are the dead letters, with their last error.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../backend/db/client';
import { env } from '../backend/env';
import { JOB_STATES, listJobs, retryJobs, type JobState } from '../backend/jobs/queue';
import { runMain } from '../backend/lib/main';
import { StartupError } from '../backend/lib/startup-error';

const USAGE =
  'usage: npm run jobs -- list [--state failed|created|retry|active|completed|cancelled] [--name queue] [--limit n]\n' +
  '       npm run jobs -- retry <job id>… | --all-failed [--name queue]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

const lastError = (output: unknown): string => {
  if (!output || typeof output !== 'object') return '';
  const o = output as { message?: unknown; value?: { message?: unknown } };
  return String(o.message ?? o.value?.message ?? JSON.stringify(output)).slice(0, 200);
};

await runMain(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'list' && command !== 'retry') throw new StartupError(USAGE);
  const state = (option(args, '--state') ?? 'failed') as JobState;
  if (!(JOB_STATES as readonly string[]).includes(state)) throw new StartupError(`unknown state '${state}'\n${USAGE}`);
  const name = option(args, '--name');
  const limit = Number(option(args, '--limit') ?? 50);
  const e = env();
  const database = await openDatabase({ databaseUrl: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    const installed = (await database.db.execute(sql`select to_regclass('pgboss.job') as t`)) as unknown as {
      rows: { t: unknown }[];
    };
    if (!installed.rows[0]?.t)
      throw new StartupError(
        'The job queue is not installed in this database yet: run `npm run db:migrate` (npm start does).',
      );
    if (command === 'list') {
      const rows = await listJobs(database, { state, name, limit });
      console.log(`${rows.length} ${state} job(s)${name ? ` in ${name}` : ''}`);
      for (const j of rows)
        console.log(
          `${j.id}  ${j.name}  tries ${j.retryCount + 1}/${j.retryLimit + 1}  created ${new Date(j.createdOn).toISOString()}` +
            (state === 'failed' ? `  last error: ${lastError(j.output)}` : ''),
        );
      return;
    }
    const ids = args.includes('--all-failed')
      ? (await listJobs(database, { state: 'failed', name, limit: 10_000 })).map((j) => j.id)
      : args.filter((a) => /^[0-9a-f-]{36}$/i.test(a));
    if (!ids.length) throw new StartupError(`no job ids given\n${USAGE}`);
    const retried = await retryJobs(database, ids);
    console.log(
      `retried ${retried.length} of ${ids.length} job(s)${retried.length < ids.length ? ' (the others are not failed)' : ''}`,
    );
  } finally {
    await database.close();
  }
});
