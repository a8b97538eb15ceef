import { and, eq, sql } from 'drizzle-orm';
import {
  EXTERNAL_CHANNELS,
  NOTIFICATION_CHANNELS,
  type ExternalChannel,
  type NotificationChannel,
  type NotificationKind,
} from '@/contracts/notifications';
import { kindsFor, type NotificationSettings, type PutNotificationSettingsBody } from '@/contracts/notifications-api';
import type { DbOrTx } from '../db/client';
import {
  members,
  notificationContacts,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  staffAccounts,
} from '../db/schema';
import type { Subject } from './notify';

// A member's or staff account's notification settings: per kind and channel on or off (no row = the default: the
// inbox on, a channel outside the app on when it can reach them), and where they can be reached.

const prefsOf = (s: Subject) =>
  and(eq(notificationPreferences.subjectType, s.type), eq(notificationPreferences.subjectId, s.id));
const contactOf = (s: Subject) =>
  and(eq(notificationContacts.subjectType, s.type), eq(notificationContacts.subjectId, s.id));

export async function getSettings(
  db: DbOrTx,
  subject: Subject,
  available: ReadonlySet<ExternalChannel>,
): Promise<NotificationSettings> {
  const [prefs, [contact], [push]] = await Promise.all([
    db.select().from(notificationPreferences).where(prefsOf(subject)),
    db.select().from(notificationContacts).where(contactOf(subject)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.subjectType, subject.type), eq(pushSubscriptions.subjectId, subject.id))),
  ]);
  const reaches: Record<NotificationChannel, boolean> = {
    inbox: true,
    push: (push?.n ?? 0) > 0,
    email: !!contact?.email,
    kakao: !!contact?.phone,
    line: !!contact?.lineUserId,
  };
  const on = (kind: NotificationKind, channel: NotificationChannel) =>
    prefs.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? reaches[channel];
  return {
    kinds: kindsFor(subject.type).map((kind) => ({
      kind,
      channels: Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, on(kind, c)])) as Record<
        NotificationChannel,
        boolean
      >,
    })),
    available: EXTERNAL_CHANNELS.filter((c) => available.has(c)),
    contact: {
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      locale: (contact?.locale ?? 'ko') as NotificationSettings['contact']['locale'],
    },
  };
}

/** Turns one kind on one channel on or off (an explicit row: the default no longer applies). */
export async function setPreference(
  db: DbOrTx,
  subject: Subject,
  kind: NotificationKind,
  channel: NotificationChannel,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ subjectType: subject.type, subjectId: subject.id, kind, channel, enabled })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.subjectType,
        notificationPreferences.subjectId,
        notificationPreferences.kind,
        notificationPreferences.channel,
      ],
      set: { enabled },
    });
}

/** Saves the preferences given (the ones the form changed) and the contact, in one transaction. */
export async function putSettings(
  db: DbOrTx,
  subject: Subject,
  body: {
    preferences: PutNotificationSettingsBody['preferences'];
    contact: { email: string; phone: string; locale: string };
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of body.preferences) await setPreference(tx, subject, p.kind, p.channel, p.enabled);
    const values = {
      email: body.contact.email || null,
      phone: body.contact.phone || null,
      locale: body.contact.locale,
    };
    await tx
      .insert(notificationContacts)
      .values({ subjectType: subject.type, subjectId: subject.id, ...values })
      .onConflictDoUpdate({
        target: [notificationContacts.subjectType, notificationContacts.subjectId],
        set: { ...values, updatedAt: sql`now()` },
      });
  });
}

/** Everything notifications keep about a subject (their deliveries go with the rows): on account deletion. */
export async function deleteNotificationData(tx: DbOrTx, subject: Subject): Promise<void> {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientType, subject.type), eq(notifications.recipientId, subject.id)));
  await tx.delete(notificationPreferences).where(prefsOf(subject));
  await tx.delete(notificationContacts).where(contactOf(subject));
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.subjectType, subject.type), eq(pushSubscriptions.subjectId, subject.id)));
}

export async function subjectExists(db: DbOrTx, subject: Subject): Promise<boolean> {
  const table = subject.type === 'MEMBER' ? members : staffAccounts;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, subject.id));
  return !!row;
}
