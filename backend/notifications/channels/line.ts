import { env } from '../../env';
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { failure, networkFailure } from './http-result';

// LINE Messaging API push message. X-Line-Retry-Key (a UUID: the idempotency key) makes a retried request safe:
// LINE answers a key it already accepted with 409 and x-line-accepted-request-id instead of sending again.
// The message is a buttons template (title, text, one link) with the plain text as its altText.

const OPEN: Record<OutgoingMessage['locale'], string> = { ko: '앱에서 보기', ja: 'アプリで見る', en: 'Open the app' };

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function linePushBody(lineUserId: string, msg: OutgoingMessage) {
  return {
    to: lineUserId,
    messages: [
      {
        type: 'template',
        altText: cut(`${msg.title}\n${msg.body}`, 400),
        template: {
          type: 'buttons',
          title: cut(msg.title, 40),
          text: cut(msg.body, 160),
          actions: [{ type: 'uri', label: OPEN[msg.locale], uri: msg.url }],
        },
      },
    ],
  };
}

export const lineChannel: Channel = {
  id: 'line',
  configured: () => Boolean(env().LINE_CHANNEL_ACCESS_TOKEN),
  reaches: (to) => Boolean(to.lineUserId),
  async send(to, msg): Promise<SendResult> {
    const e = env();
    let res: Response;
    try {
      res = await fetch(new URL('/v2/bot/message/push', e.LINE_API_URL), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${e.LINE_CHANNEL_ACCESS_TOKEN}`,
          'x-line-retry-key': msg.key,
        },
        body: JSON.stringify(linePushBody(to.lineUserId!, msg)),
        signal: AbortSignal.timeout(e.NOTIFY_TIMEOUT_MS),
      });
    } catch (err) {
      return networkFailure(err);
    }
    if (res.ok) return { ok: true };
    // An earlier attempt with this retry key was accepted (its answer was lost, or the worker died after it).
    if (res.status === 409 && res.headers.get('x-line-accepted-request-id')) return { ok: true };
    const answer = (await res.json().catch(() => ({}))) as { message?: string };
    return failure(res.status, answer.message ?? '');
  },
};
