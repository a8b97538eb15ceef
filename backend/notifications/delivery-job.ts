import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notificationDeliveries } from '../db/schema';
import { failWithoutRetry } from '../jobs/queue';
import type { JobRef } from '../jobs/definitions';
import { deliverOne } from './deliver';

// The `notification-deliver` job: one delivery, one attempt. A delivery to try again (a 5xx, a timeout) fails the
// job, and the queue retries it with backoff; a delivery that is dead (a permanent refusal, or its last attempt)
// fails the job for good, so it shows among the dead letters with the channel's last error. `npm run jobs --
// retry` on it gives the delivery one more attempt.

export async function runDeliveryJob(db: DbOrTx, deliveryId: number, job: JobRef) {
  // Only an operator's retry meets a dead delivery: the job that killed it was failed without retries.
  await db
    .update(notificationDeliveries)
    .set({ status: 'PENDING' })
    .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.status, 'DEAD')));
  const outcome = await deliverOne(db, deliveryId);
  if (outcome === 'retry' || outcome === 'dead') {
    const [row] = await db
      .select({ lastError: notificationDeliveries.lastError, channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, deliveryId));
    if (outcome === 'dead') await failWithoutRetry(db, job);
    throw new Error(`${row?.channel ?? 'delivery'} ${deliveryId}: ${row?.lastError ?? 'failed'}`);
  }
  return { outcome, pid: process.pid };
}
