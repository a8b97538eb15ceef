import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { NotificationItem } from '@/contracts/notifications-api';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationLocale } from '@/contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { toIso } from '../../lib/sql';
import type { Subject } from '../../notifications/notify';
import { renderNotification } from '../../notifications/render';

// The inbox of one member or staff account: its rows, newest first, rendered in the reader's language.

const own = (s: Subject) => and(eq(notifications.recipientType, s.type), eq(notifications.recipientId, s.id));

/** A page of the inbox, newest first (notifications_recipient_idx), older than `before` when given. */
export async function listNotifications(
  db: DbOrTx,
  subject: Subject,
  q: { before?: number; limit: number },
  locale: NotificationLocale,
): Promise<{ data: NotificationItem[]; next_cursor: number | null }> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(own(subject), eq(notifications.inInbox, true), q.before ? lt(notifications.id, q.before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit).filter((r) => (NOTIFICATION_KINDS as readonly string[]).includes(r.kind));
  return {
    data: page.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      ...renderNotification(r, locale),
      link: r.link,
      read: r.readAt !== null,
      created_at: toIso(r.createdAt),
    })),
    next_cursor: rows.length > q.limit ? rows[q.limit - 1].id : null,
  };
}

/** Unread rows (notifications_unread_idx: only unread rows are in it; rows kept only for deliveries are read). */
export async function countUnread(db: DbOrTx, subject: Subject): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(subject), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the subject's notifications read (again: no change). False when it is not theirs. */
export async function markRead(db: DbOrTx, subject: Subject, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(own(subject), eq(notifications.id, id)));
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
  return true;
}

export async function markAllRead(db: DbOrTx, subject: Subject): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(own(subject), isNull(notifications.readAt)));
}
