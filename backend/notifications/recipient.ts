import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_LOCALES, type NotificationLocale, type NotificationRecipient } from '@/contracts/notifications';
import type { DbOrTx } from '../db/client';
import { members, notificationContacts, pushSubscriptions } from '../db/schema';
import type { RecipientAddress } from './channels/channel';

// Where a member or staff account is reached outside the app, and the language it reads: the contacts they gave
// in the notification settings, their browsers' push subscriptions, and for a member signed in with LINE the LINE
// user id of that login (the Messaging API addresses the same id when the channel and the login share a provider).

export interface Recipient {
  address: RecipientAddress;
  locale: NotificationLocale;
}

const isLocale = (s: string | undefined): s is NotificationLocale =>
  s !== undefined && (NOTIFICATION_LOCALES as readonly string[]).includes(s);

export async function loadRecipient(db: DbOrTx, type: NotificationRecipient, id: number): Promise<Recipient> {
  const [contact] = await db
    .select()
    .from(notificationContacts)
    .where(and(eq(notificationContacts.subjectType, type), eq(notificationContacts.subjectId, id)));
  const push = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.subjectType, type), eq(pushSubscriptions.subjectId, id)))
    .orderBy(pushSubscriptions.id);
  let lineUserId = contact?.lineUserId ?? null;
  if (!lineUserId && type === 'MEMBER') {
    const [member] = await db
      .select({ provider: members.provider, providerUserId: members.providerUserId })
      .from(members)
      .where(eq(members.id, id));
    if (member?.provider === 'line') lineUserId = member.providerUserId;
  }
  return {
    address: { email: contact?.email ?? null, phone: contact?.phone ?? null, lineUserId, push },
    locale: isLocale(contact?.locale) ? contact.locale : 'ko',
  };
}
