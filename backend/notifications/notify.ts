import { and, eq, inArray } from 'drizzle-orm';
import {
  EXTERNAL_CHANNELS,
  NOTIFICATION_KIND_TABLE,
  type ExternalChannel,
  type NotificationKind,
  type NotificationRecipient,
} from '@/contracts/notifications';
import type { DbOrTx } from '../db/client';
import {
  members,
  notificationContacts,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  staffAccounts,
} from '../db/schema';
import { configuredChannels } from './channels-config';
import { enqueueDeliveries } from './outbox';
import { quietUntil } from './quiet-hours';

/** Who a notification is about: a member or one staff account (the owner of inbox rows, preferences, contacts). */
export interface Subject {
  type: NotificationRecipient;
  id: number;
}

export interface NotifyInput {
  kind: NotificationKind;
  /** One member or staff account, or every staff account of a clinic. */
  recipient: Subject | { clinicId: number };
  /** Names and codes only ({clinic}, {state}, {time}): never a treatment or anything about health. */
  params: Record<string, string>;
  /** The in-app path opening it lands on. */
  link: string;
  now?: Date;
  /** The channels this instance sends on (tests pass their own); from the environment by default. */
  channelsConfigured?: ReadonlySet<ExternalChannel>;
}

type Reach = Record<ExternalChannel, boolean>;

async function subjectsOf(tx: DbOrTx, input: NotifyInput): Promise<Subject[]> {
  const to = NOTIFICATION_KIND_TABLE[input.kind].to;
  if ('clinicId' in input.recipient) {
    if (to !== 'STAFF') throw new Error(`${input.kind} goes to a member, not to a clinic's staff`);
    const staff = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.clinicId, input.recipient.clinicId));
    return staff.map((s) => ({ type: 'STAFF', id: s.id }));
  }
  if (input.recipient.type !== to) throw new Error(`${input.kind} goes to ${to}, not ${input.recipient.type}`);
  return [input.recipient];
}

/** Where each subject can be reached outside the app: a push subscription, an email, a phone, a LINE user id. */
async function reachOf(tx: DbOrTx, type: NotificationRecipient, ids: number[]): Promise<Map<number, Reach>> {
  // One statement at a time: inside a transaction they share one connection.
  const contacts = await tx
    .select({
      id: notificationContacts.subjectId,
      email: notificationContacts.email,
      phone: notificationContacts.phone,
      line: notificationContacts.lineUserId,
    })
    .from(notificationContacts)
    .where(and(eq(notificationContacts.subjectType, type), inArray(notificationContacts.subjectId, ids)));
  const pushes = await tx
    .select({ id: pushSubscriptions.subjectId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.subjectType, type), inArray(pushSubscriptions.subjectId, ids)))
    .groupBy(pushSubscriptions.subjectId);
  // A member signed in with LINE is reached at that LINE user id (backend/notifications/recipient.ts).
  const lineMembers =
    type === 'MEMBER'
      ? await tx
          .select({ id: members.id })
          .from(members)
          .where(and(inArray(members.id, ids), eq(members.provider, 'line')))
      : [];
  const reach = new Map<number, Reach>(ids.map((id) => [id, { push: false, email: false, kakao: false, line: false }]));
  for (const c of contacts) Object.assign(reach.get(c.id)!, { email: !!c.email, kakao: !!c.phone, line: !!c.line });
  for (const p of pushes) reach.get(p.id)!.push = true;
  for (const m of lineMembers) reach.get(m.id)!.line = true;
  return reach;
}

/**
 * Tells someone something, inside the caller's transaction (it commits or rolls back with the write it tells
 * about): the inbox row when the subject's 'inbox' preference is on (the default), and one delivery per channel
 * outside the app that is configured here, reaches the subject, and is not turned off (no preference row = on).
 * The deliveries' jobs are scheduled in the same transaction. Answers the notification ids written.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number[]> {
  const subjects = await subjectsOf(tx, input);
  if (!subjects.length) return [];
  const type = subjects[0].type;
  const ids = subjects.map((s) => s.id);
  const configured = input.channelsConfigured ?? configuredChannels();
  const prefs = await tx
    .select({
      id: notificationPreferences.subjectId,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.subjectType, type),
        inArray(notificationPreferences.subjectId, ids),
        eq(notificationPreferences.kind, input.kind),
      ),
    );
  const reach = await reachOf(tx, type, ids);
  const pref = (id: number, channel: string) => prefs.find((p) => p.id === id && p.channel === channel)?.enabled;

  const plans = ids.flatMap((id) => {
    const inbox = pref(id, 'inbox') ?? true;
    const channels = EXTERNAL_CHANNELS.filter(
      (ch) => configured.has(ch) && reach.get(id)![ch] && (pref(id, ch) ?? true),
    );
    return inbox || channels.length ? [{ id, inbox, channels }] : [];
  });
  if (!plans.length) return [];

  const now = input.now ?? new Date();
  const rows = await tx
    .insert(notifications)
    .values(
      plans.map((p) => ({
        recipientType: type,
        recipientId: p.id,
        kind: input.kind,
        params: input.params,
        link: input.link,
        // Sent only outside the app: kept for its deliveries, never listed nor counted as unread.
        inInbox: p.inbox,
        readAt: p.inbox ? null : now,
        createdAt: now,
      })),
    )
    .returning({ id: notifications.id, recipientId: notifications.recipientId });

  const notBefore = NOTIFICATION_KIND_TABLE[input.kind].marketing ? quietUntil(now) : null;
  const deliveries = rows.flatMap((r) =>
    plans
      .find((p) => p.id === r.recipientId)!
      .channels.map((channel) => ({ notificationId: r.id, channel, notBefore })),
  );
  if (deliveries.length) {
    const written = await tx
      .insert(notificationDeliveries)
      .values(deliveries)
      .returning({ id: notificationDeliveries.id });
    await enqueueDeliveries(
      tx,
      written.map((d) => d.id),
      { startAfter: notBefore },
    );
  }
  return rows.map((r) => r.id);
}
