import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import { env } from '../env';
import { logger } from '../lib/logger';
import { metrics } from '../lib/metrics';
import { inSpan } from '../lib/tracing';
import { JOB_NAMES, JOBS, type JobData, type JobDeps, type JobName, type JobRef } from './definitions';
import { databaseExecutor, drizzleExecutor } from './executor';

// The job queue: pg-boss 10 on the app's own database, PostgreSQL or the embedded PGlite alike (docs/jobs.md says
// why pg-boss). Jobs are enqueued in the transaction of the write they belong to; workers run in the backend
// process (JOBS_IN_PROCESS=1, the default) or in `npm run worker`.

export const JOB_SCHEMA = 'pgboss';

const DAY = 86_400;
const config = {
  schema: JOB_SCHEMA,
  // Dead letters stay in the job table (where `npm run jobs -- retry` can take them back) for 30 days.
  archiveFailedAfterSeconds: 30 * DAY,
  archiveCompletedAfterSeconds: DAY,
  deleteAfterDays: 30,
  // How soon a job whose worker died is noticed (its expiry is checked this often) and given to another worker.
  maintenanceIntervalSeconds: 30,
};

// Sends only with a caller's transaction (enqueue): never started, never connected.
let senderBoss: PgBoss | undefined;
const sender = () =>
  (senderBoss ??= new PgBoss({
    ...config,
    db: {
      executeSql: () => Promise.reject(new Error('jobs: enqueue runs in a transaction of the caller')),
    },
  }));

export interface EnqueueOptions {
  startAfter?: Date;
  /** At most one job with this key is waiting or running at a time (a second send is dropped). */
  singletonKey?: string;
}

/** Adds a job in `db`'s transaction: it exists once the write commits, and not if it rolls back. */
export async function enqueue<N extends JobName>(
  db: DbOrTx,
  name: N,
  data: JobData[N],
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const id = await sender().send(name, data, { ...opts, db: drizzleExecutor(db) });
  if (!id && !opts.singletonKey)
    throw new Error(`jobs: ${name} was not enqueued (its queue is missing: migrate first)`);
  return id;
}

/**
 * Completes the running job `job` in `db`'s transaction: a handler whose effect is a database write makes the write
 * and the completion one commit, so a worker dying after it never makes the job run again (pg-boss's own completion
 * after the handler returns then finds nothing to do).
 */
export async function completeIn(db: DbOrTx, job: JobRef, output: object = {}): Promise<void> {
  await sender().complete(job.name, job.id, output, { db: drizzleExecutor(db) });
}

/** Makes the running job's next failure its last: it goes to the dead letters instead of being retried. */
export async function failWithoutRetry(db: DbOrTx, job: JobRef): Promise<void> {
  await drizzleExecutor(db).executeSql(
    `update ${JOB_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2::uuid`,
    [job.name, job.id],
  );
}

function bossOn(database: Database, extra: PgBoss.ConstructorOptions = {}): PgBoss {
  const boss = new PgBoss({ ...config, ...extra, db: databaseExecutor(database) });
  boss.on('error', (err) => logger('jobs').error({ err }, 'job queue error'));
  return boss;
}

/**
 * Creates or updates pg-boss's schema and one queue per job (with its retry options): part of migrating the
 * database (backend/db/migrate.ts), so every process can enqueue from its first request.
 */
export async function installJobs(database: Database): Promise<void> {
  const boss = bossOn(database, { supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of JOB_NAMES) {
      const options = { name, ...JOBS[name].queue };
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else {
        // Two instances starting at once: the second's create fails on the name, and the queue is there.
        await boss.createQueue(name, options).catch(async (err: unknown) => {
          if (!(await boss.getQueue(name))) throw err;
        });
      }
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Works every queue, or only the ones named (one job at a time per queue and process) and keeps the cron schedules; pg-boss's own
 * maintenance (expiring jobs whose worker died, archiving) runs here too. Several processes may do this at once.
 */
export async function startJobs(
  database: Database,
  deps: JobDeps,
  opts: { pollSeconds?: number; only?: readonly JobName[] } = {},
): Promise<JobRunner> {
  const e = env();
  const pollingIntervalSeconds = opts.pollSeconds ?? e.JOBS_POLL_SECONDS;
  const boss = bossOn(database, { migrate: false });
  await boss.start();
  for (const name of opts.only ?? JOB_NAMES) {
    const def = JOBS[name];
    for (let i = 0; i < (def.concurrency ?? 1); i++) {
      // pg-boss waits out the polling interval after every fetch, jobs or not; a loop that just ran a job asks
      // again at once instead (notifyWorker), so a busy queue drains at the speed of its jobs, an idle one polls.
      const loop: { id?: string } = {};
      loop.id = await boss.work<JobData[typeof name]>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
        try {
          // Each run is a trace of its own (backend/lib/tracing.ts), with the job's SQL and channel calls in it.
          return await inSpan(
            `job ${name}`,
            { 'messaging.destination.name': name, 'messaging.message.id': job.id },
            () =>
              (def.handle as (data: unknown, deps: JobDeps, job: JobRef) => Promise<unknown>)(job.data, deps, {
                name: job.name,
                id: job.id,
              }),
          );
        } catch (err) {
          metrics().jobsFailed.inc({ queue: name });
          throw err;
        } finally {
          if (loop.id) boss.notifyWorker(loop.id);
        }
      });
    }
    const cron = def.cron?.(e) ?? null;
    if (cron) await boss.schedule(name, cron, {}, { tz: 'Asia/Seoul' });
    else await boss.unschedule(name);
  }
  let stopped: Promise<void> | undefined;
  return {
    boss,
    stop: () => (stopped ??= boss.stop({ graceful: true, wait: true, timeout: 15_000 })),
  };
}

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
  data: unknown;
}

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Jobs in a state, newest first (`npm run jobs -- list`): the failed ones are the dead letters. */
export async function listJobs(
  database: Database,
  opts: { state?: JobState; name?: string; limit?: number } = {},
): Promise<JobRow[]> {
  const { rows } = await databaseExecutor(database).executeSql(
    `select id, name, state, retry_count as "retryCount", retry_limit as "retryLimit", created_on as "createdOn",
            completed_on as "completedOn", output, data
       from ${JOB_SCHEMA}.job
      where state = $1::${JOB_SCHEMA}.job_state and ($2::text is null or name = $2::text)
      order by created_on desc limit $3`,
    [opts.state ?? 'failed', opts.name ?? null, opts.limit ?? 50],
  );
  return rows as JobRow[];
}

/** Puts failed jobs back in the queue (`npm run jobs -- retry <id>…`); answers the ids it took back. */
export async function retryJobs(database: Database, ids: readonly string[]): Promise<string[]> {
  const boss = bossOn(database, { supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    const retried: string[] = [];
    for (const id of ids) {
      const { rows } = await databaseExecutor(database).executeSql(
        `select name from ${JOB_SCHEMA}.job where id = $1::uuid and state = 'failed'`,
        [id],
      );
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) continue;
      await boss.retry(name, id);
      retried.push(id);
    }
    return retried;
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
