import type { NotificationChannel, NotificationKind, NotificationRecipient } from '@/contracts/notifications';
import { env } from '../env';

// PLACEHOLDER until the inbox work lands its signed one-tap unsubscribe link (same path, same signature): the
// delivery job only needs an absolute URL to put in an email's List-Unsubscribe header and footer.

export interface Subject {
  type: NotificationRecipient;
  id: number;
}

export function unsubscribeUrl(subject: Subject, kind: NotificationKind, channel: NotificationChannel): string {
  const url = new URL('/notifications/unsubscribe', env().APP_URL);
  url.searchParams.set('subject', `${subject.type}:${subject.id}`);
  url.searchParams.set('kind', kind);
  url.searchParams.set('channel', channel);
  return url.toString();
}
