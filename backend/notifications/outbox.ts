import type { DbOrTx } from '../db/client';
import { enqueue } from '../jobs/queue';

/**
 * Schedules the delivery jobs of deliveries just written, in the same transaction (a rollback takes them back, a
 * commit keeps both). `startAfter`: held until then (quiet hours).
 */
export async function enqueueDeliveries(
  db: DbOrTx,
  deliveryIds: readonly number[],
  opts: { startAfter?: Date | null } = {},
): Promise<void> {
  for (const deliveryId of deliveryIds)
    await enqueue(db, 'notification-deliver', { deliveryId }, { startAfter: opts.startAfter ?? undefined });
}
