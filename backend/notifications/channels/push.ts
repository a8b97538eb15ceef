import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { env } from '../../env';
import type { Channel, SendResult } from './channel';
import { retryable } from './http-result';
import { isPushServiceEndpoint } from '../push-hosts';

// Web Push (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291) to every browser the recipient subscribed.
// The payload carries the idempotency key: the service worker (public/sw.js) shows it as the notification's tag,
// so a message delivered twice replaces itself instead of showing twice. The Topic header (the key without
// dashes: at most 32 base64url characters) lets the push service replace an undelivered copy of it too.

/** What the service worker reads from a push message. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  key: string;
}

const TTL_SECONDS = 24 * 3600;

export const pushTopic = (key: string) => key.replace(/-/g, '').slice(0, 32);

export function pushChannel(opts: { agent?: Agent } = {}): Channel {
  return {
    id: 'push',
    configured: () => {
      const e = env();
      return Boolean(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT);
    },
    reaches: (to) => (to.push?.length ?? 0) > 0,
    async send(to, msg): Promise<SendResult> {
      const e = env();
      const payload: PushPayload = { title: msg.title, body: msg.body, url: msg.url, key: msg.key };
      const gone: number[] = [];
      const failures: { retry: boolean; error: string }[] = [];
      let delivered = 0;
      for (const sub of to.push ?? []) {
        // Saved before the host rule, or the rule narrowed since: never posted to, and forgotten.
        if (!isPushServiceEndpoint(sub.endpoint)) {
          gone.push(sub.id);
          continue;
        }
        try {
          await webpush.sendNotification(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: {
                subject: e.VAPID_SUBJECT!,
                publicKey: e.VAPID_PUBLIC_KEY!,
                privateKey: e.VAPID_PRIVATE_KEY!,
              },
              TTL: TTL_SECONDS,
              topic: pushTopic(msg.key),
              urgency: 'normal',
              timeout: e.NOTIFY_TIMEOUT_MS,
              ...(opts.agent ? { agent: opts.agent } : {}),
            },
          );
          delivered++;
        } catch (err) {
          if (err instanceof WebPushError) {
            // 404/410: the browser unsubscribed or the subscription expired; it is removed, not retried.
            if (err.statusCode === 404 || err.statusCode === 410) gone.push(sub.id);
            else
              failures.push({ retry: retryable(err.statusCode), error: `${err.statusCode} ${err.body}`.slice(0, 500) });
          } else {
            failures.push({ retry: true, error: err instanceof Error ? err.message : String(err) });
          }
        }
      }
      // Sent when at least one browser took it. A retry would repeat it on those too (their tag makes the repeat
      // replace, not duplicate), so a partial success is not retried.
      if (delivered > 0) return { ok: true, gone };
      if (failures.length === 0) return { ok: false, retry: false, error: 'every push subscription is gone', gone };
      return { ok: false, retry: failures.some((f) => f.retry), error: failures.map((f) => f.error).join('; '), gone };
    },
  };
}
