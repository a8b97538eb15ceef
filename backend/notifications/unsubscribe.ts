import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENTS,
  type NotificationChannel,
  type NotificationKind,
} from '@/contracts/notifications';
import { derivedSecret } from '../auth/secret';
import { env } from '../env';
import type { Subject } from './notify';

// One-tap unsubscribe links (emails carry them): a token naming the subject, the kind and the channel, signed with
// HMAC-SHA256 under a key derived from the root secret for this purpose only. It does not expire: an old email's
// link still works. Turning a preference off is all it can do, and doing it twice changes nothing.

const PURPOSE = 'notification-unsubscribe';

export interface UnsubscribeClaim {
  subject: Subject;
  kind: NotificationKind;
  channel: NotificationChannel;
}

const sign = (payload: string) => createHmac('sha256', derivedSecret(PURPOSE)).update(payload).digest('base64url');

/** `<payload>.<signature>`; the payload is `MEMBER:12:REVIEW_REPLIED:email` in base64url. */
export function unsubscribeToken({ subject, kind, channel }: UnsubscribeClaim): string {
  const payload = Buffer.from(`${subject.type}:${subject.id}:${kind}:${channel}`).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The claim, or null for a malformed, tampered or foreign token. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const want = Buffer.from(sign(payload));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  const [type, id, kind, channel] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const subjectId = Number(id);
  if (
    !(NOTIFICATION_RECIPIENTS as readonly string[]).includes(type) ||
    !Number.isInteger(subjectId) ||
    subjectId < 1 ||
    !(NOTIFICATION_KINDS as readonly string[]).includes(kind) ||
    !(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)
  )
    return null;
  return {
    subject: { type: type as Subject['type'], id: subjectId },
    kind: kind as NotificationKind,
    channel: channel as NotificationChannel,
  };
}

/** The web page that turns this preference off and says so (for the email channel's footer and List-Unsubscribe). */
export function unsubscribeUrl(subject: Subject, kind: NotificationKind, channel: NotificationChannel): string {
  const url = new URL('/notifications/unsubscribe', env().APP_URL);
  url.searchParams.set('token', unsubscribeToken({ subject, kind, channel }));
  return url.toString();
}
