import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * Saves a browser's subscription for a member: one row per endpoint. A browser that was subscribed under another
 * account moves to this one (whoever signed in last on it is the one it notifies); its keys are refreshed.
 */
export async function savePushSubscription(
  db: DbOrTx,
  memberId: number,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<{ id: number; endpoint: string }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ subjectType: 'MEMBER', subjectId: memberId, endpoint: sub.endpoint, ...sub.keys })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { subjectType: 'MEMBER', subjectId: memberId, ...sub.keys },
    })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint });
  return row;
}

export async function deletePushSubscription(db: DbOrTx, memberId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.subjectType, 'MEMBER'),
        eq(pushSubscriptions.subjectId, memberId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    );
}
