import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  EXTERNAL_CHANNELS,
  NOTIFICATION_KINDS,
  type ExternalChannel,
  type NotificationKind,
} from '@/contracts/notifications';
import type { DbOrTx } from '../db/client';
import { notificationDeliveries, notifications, pushSubscriptions } from '../db/schema';
import { env } from '../env';
import { CHANNELS } from './channels';
import type { Channel, OutgoingMessage, SendResult } from './channels/channel';
import { loadRecipient } from './recipient';
import { renderNotification } from './render';
import { unsubscribeUrl } from './unsubscribe';

// One delivery of one notification on one channel outside the app, as the job queue runs it (at least once).
// The attempt is counted and committed before anything is sent, so a worker that dies mid-send leaves a SENDING row
// with its attempt spent; the job's retry sends again with the same idempotency key, which each receiving API
// (or the service worker's tag) uses to keep the recipient from seeing it twice. A SENT row is never sent again.

export const MAX_ATTEMPTS = 5;

export type DeliverOutcome = 'sent' | 'retry' | 'dead' | 'skipped';

export interface DeliverOptions {
  /** Channels by id (tests: a push channel trusting the local push service's certificate). */
  channels?: Partial<Record<ExternalChannel, Channel>>;
  maxAttempts?: number;
  /** Called after the channel answered and before the answer is written (tests: a worker dying right there). */
  afterSend?: (result: SendResult) => void | Promise<void>;
}

const isChannel = (c: string): c is ExternalChannel => (EXTERNAL_CHANNELS as readonly string[]).includes(c);
const isKind = (k: string): k is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(k);

export async function deliverOne(db: DbOrTx, deliveryId: number, opts: DeliverOptions = {}): Promise<DeliverOutcome> {
  const maxAttempts = opts.maxAttempts ?? MAX_ATTEMPTS;
  // Claim the attempt: only a PENDING or SENDING (a worker died) row is taken, and the count is spent up front.
  const [claimed] = await db
    .update(notificationDeliveries)
    .set({ status: 'SENDING', attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(
      and(eq(notificationDeliveries.id, deliveryId), inArray(notificationDeliveries.status, ['PENDING', 'SENDING'])),
    )
    .returning();
  if (!claimed) return 'skipped';
  const [note] = await db.select().from(notifications).where(eq(notifications.id, claimed.notificationId));

  const finish = async (result: SendResult): Promise<DeliverOutcome> => {
    if (result.gone?.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, result.gone));
    if (result.ok) {
      await db
        .update(notificationDeliveries)
        .set({ status: 'SENT', sentAt: new Date(), lastError: null })
        .where(eq(notificationDeliveries.id, deliveryId));
      return 'sent';
    }
    const dead = !result.retry || claimed.attempts >= maxAttempts;
    await db
      .update(notificationDeliveries)
      .set({ status: dead ? 'DEAD' : 'PENDING', lastError: result.error.slice(0, 1000) })
      .where(eq(notificationDeliveries.id, deliveryId));
    return dead ? 'dead' : 'retry';
  };
  const give = (error: string) => finish({ ok: false, retry: false, error });

  if (!note || !isKind(note.kind)) return give('notification missing or of an unknown kind');
  if (!isChannel(claimed.channel)) return give(`unknown channel ${claimed.channel}`);
  const channel = opts.channels?.[claimed.channel] ?? CHANNELS[claimed.channel];
  if (!channel.configured()) return give('not configured');
  // Operators share the account-type enum but are never told through a channel (they work in the console).
  if (note.recipientType === 'OPERATOR') return give('operators get no deliveries');
  const recipient = await loadRecipient(db, note.recipientType, note.recipientId);
  if (!channel.reaches(recipient.address)) return give('no address');

  const subject = { type: note.recipientType, id: note.recipientId };
  const msg: OutgoingMessage = {
    key: claimed.idempotencyKey,
    locale: recipient.locale,
    ...renderNotification(note, recipient.locale),
    url: new URL(note.link, env().APP_URL).toString(),
    unsubscribeUrl: unsubscribeUrl(subject, note.kind, claimed.channel),
  };
  const result = await channel.send(recipient.address, msg);
  await opts.afterSend?.(result);
  return finish(result);
}
