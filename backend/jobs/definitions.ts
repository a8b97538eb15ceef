import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { sweepDatabaseCounters } from '../lib/counters';
import { logger } from '../lib/logger';
import { MAX_ATTEMPTS } from '../notifications/deliver';
import { runDeliveryJob } from '../notifications/delivery-job';
import { sendReminder } from '../notifications/reminders';
import { completeIn } from './queue';
import { describeSweep, sweepRevocations } from '../revocations/revocations';
import { sweepUploads } from '../storage/sweep';
import { expireTakedowns } from '../routes/moderation/moderation.writer';
import type { Storage } from '../storage/storage';
import { drainDirty, recomputeAll } from '../trust/recompute';
import { sendRecoveryInvites } from '../notifications/recovery-invites';

// Every background job of the backend, in one table: its data, its retries, its schedule and what it does. A job
// that throws is retried with backoff up to its retryLimit, then stays 'failed' (the dead letters: `npm run jobs --
// list`, `npm run jobs -- retry <id>`). pg-boss hands a job to one worker at a time (SKIP LOCKED) and takes it back
// when its worker dies (expireInSeconds), so a handler may run again after a crash: each one is idempotent.

export interface JobDeps {
  db: Db;
  storage: Storage;
}

export interface JobRef {
  name: string;
  id: string;
}

/** What each job carries (JSON). */
export interface JobData {
  'notification-deliver': { deliveryId: number };
  'appointment-remind': { counselId: number; appointmentAt: string };
  'revocations-sweep': Record<string, never>;
  'files-sweep': Record<string, never>;
  'moderation-expire': Record<string, never>;
  'trust-recompute': Record<string, never>;
  'trust-recompute-all': Record<string, never>;
  'recovery-invite': Record<string, never>;
  'rate-limits-sweep': Record<string, never>;
}
export type JobName = keyof JobData;

type QueueOptions = Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

interface JobDefinition<N extends JobName> {
  queue: QueueOptions;
  /** How many of its jobs one process runs at a time (each a polling loop of its own); 1 by default. */
  concurrency?: number;
  /** A cron expression (Korea time) when the job is scheduled, null when not (from configuration). */
  cron?: (e: Env) => string | null;
  /** `job`: its queue and id, for a handler that completes it in its own transaction (completeIn). */
  handle(data: JobData[N], deps: JobDeps, job: JobRef): Promise<unknown>;
}

export const JOBS: { [N in JobName]: JobDefinition<N> } = {
  // One notification on one channel outside the app (backend/notifications/delivery-job.ts): 5 attempts, 10 s,
  // 20 s, 40 s, 80 s apart (and a little jitter); then a dead letter with the channel's last error.
  'notification-deliver': {
    queue: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
    concurrency: 4,
    handle: ({ deliveryId }, { db }, job) => runDeliveryJob(db, deliveryId, job),
  },
  // The day-before reminder of an appointment (backend/notifications/reminders.ts): the notification and the job's
  // completion commit together, so a worker dying after it never reminds twice.
  'appointment-remind': {
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
    handle: ({ counselId, appointmentAt }, { db }, job) =>
      db.transaction(async (tx) => {
        const sent = await sendReminder(tx, counselId, appointmentAt);
        await completeIn(tx, job, { sent });
        return { sent };
      }),
  },
  // Provider revocations of deleted accounts left due (a provider was down, the first attempt did not finish):
  // each row keeps its own schedule (1 min … 12 h, backend/revocations), this job looks for due ones every minute.
  'revocations-sweep': {
    queue: { retryLimit: 0, expireInSeconds: 600 },
    cron: (e) => (e.REVOCATION_SWEEP_SECONDS > 0 ? '* * * * *' : null),
    async handle(_data, { db }) {
      const c = await sweepRevocations(db);
      if (c.revoked + c.invalid + c.failed + c['gave-up'] > 0) logger('revocations').info(describeSweep(c));
      return c;
    },
  },
  // Uploads nothing uses any more (backend/storage/sweep.ts), every night at 04:30.
  'files-sweep': {
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3_600 },
    cron: () => '30 4 * * *',
    async handle(_data, { db, storage }) {
      const c = await sweepUploads(db, storage);
      logger('files').info(
        `swept (${storage.kind}): ${c.unattached} never attached, ${c.unreferenced} no longer in use, ${c.strays} stray objects`,
      );
      return c;
    },
  },
  // 임시조치 whose 30 days passed without a decision are restored (RESTORED rows by SYSTEM, reason EXPIRED), every
  // five minutes; until then the public API already shows such a review (its hidden_until is past).
  'moderation-expire': {
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    cron: () => '*/5 * * * *',
    async handle(_data, { db }) {
      const restored = await expireTakedowns(db);
      if (restored > 0) logger('moderation').info(`restored ${restored} reviews whose takedown expired`);
      return { restored };
    },
  },
  // Trust figures of the subjects writes marked (backend/trust/recompute.ts): woken by each marking write, and every
  // minute for a mark whose wake-up was dropped while a run was finishing.
  'trust-recompute': {
    queue: { retryLimit: 3, retryDelay: 30, expireInSeconds: 900 },
    cron: () => '* * * * *',
    handle: async (_data, { db }) => ({ recomputed: await drainDirty(db) }),
  },
  // Every figure of every clinic, event and treatment, each night at 03:40 (the answer time's window moves).
  'trust-recompute-all': {
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 7_200 },
    cron: () => '40 3 * * *',
    async handle(_data, { db }) {
      const subjects = await recomputeAll(db);
      logger('trust').info(`recomputed the figures of ${subjects} subjects`);
      return { subjects };
    },
  },
  // Recovery check-in invitations (backend/notifications/recovery-invites.ts), every morning at 10:00 Korea time.
  'recovery-invite': {
    queue: { retryLimit: 2, retryDelay: 600, expireInSeconds: 1_800 },
    cron: () => '0 10 * * *',
    async handle(_data, { db }) {
      const invited = await sendRecoveryInvites(db);
      if (invited > 0) logger('recovery').info(`invited ${invited} recovery check-ins`);
      return { invited };
    },
  },
  // Security-limit counters in the database (backend/lib/counters.ts) whose window has ended, every hour.
  'rate-limits-sweep': {
    queue: { retryLimit: 1, retryDelay: 600, expireInSeconds: 600 },
    cron: () => '17 * * * *',
    handle: async (_data, { db }) => ({ deleted: await sweepDatabaseCounters(db) }),
  },
};

export const JOB_NAMES = Object.keys(JOBS) as JobName[];
