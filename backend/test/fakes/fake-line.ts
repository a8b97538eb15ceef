import { randomUUID } from 'node:crypto';
import { close, Faults, json, listen, serve } from './http';

// A stand-in for the LINE Messaging API's push endpoint, answering as LINE documents it:
//   POST /v2/bot/message/push   Authorization: Bearer <token>, X-Line-Retry-Key: <UUID> (optional)
//     200 {} + x-line-request-id                  accepted (recorded)
//     409 + x-line-accepted-request-id            this retry key was already accepted (nothing sent again)
//     400 { message, details }                    malformed body or retry key
//     401 { message }                             wrong token
//   failNext(n, 500 | 429 | 401 …) answers the next n requests with that status first.

export interface LineMessage {
  requestId: string;
  retryKey: string | null;
  to: string;
  messages: { type: string; [k: string]: unknown }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FakeLine {
  url: string;
  token: string;
  /** Accepted messages in order. */
  accepted: LineMessage[];
  /** Accepted messages by retry key: "exactly once" is one entry. */
  byKey(key: string): LineMessage[];
  /** Every request received (accepted or not), for counting attempts. */
  requests: number;
  /** How long each answer waits (a slow API: several workers busy at once). */
  delayMs: number;
  faults: Faults;
  close(): Promise<void>;
}

export async function startFakeLine(token = 'line-test-token'): Promise<FakeLine> {
  const accepted: LineMessage[] = [];
  const acceptedKeys = new Map<string, string>();
  const faults = new Faults();
  const fake = { requests: 0, delayMs: 0 } as FakeLine;
  const server = serve(async (req, body, res) => {
    fake.requests++;
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    if (req.method !== 'POST' || req.url !== '/v2/bot/message/push') return json(res, 404, { message: 'Not found' });
    const fault = faults.take();
    if (fault) return json(res, fault, { message: fault === 429 ? 'The API rate limit has been exceeded.' : 'Error' });
    if (req.headers.authorization !== `Bearer ${token}`) {
      return json(res, 401, { message: 'Authentication failed due to the following reason: invalid token.' });
    }
    const retryKey = (req.headers['x-line-retry-key'] as string | undefined) ?? null;
    if (retryKey !== null && !UUID.test(retryKey)) {
      return json(res, 400, { message: 'The retry key is invalid.' });
    }
    if (retryKey && acceptedKeys.has(retryKey)) {
      return json(
        res,
        409,
        { message: 'The retry key is already accepted' },
        { 'x-line-accepted-request-id': acceptedKeys.get(retryKey)! },
      );
    }
    let parsed: { to?: unknown; messages?: unknown };
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return json(res, 400, { message: 'The request body has 1 error(s)' });
    }
    if (typeof parsed.to !== 'string' || !Array.isArray(parsed.messages) || parsed.messages.length === 0) {
      return json(res, 400, { message: 'The request body has 1 error(s)', details: [{ property: 'to' }] });
    }
    const requestId = randomUUID();
    if (retryKey) acceptedKeys.set(retryKey, requestId);
    accepted.push({ requestId, retryKey, to: parsed.to, messages: parsed.messages as LineMessage['messages'] });
    return json(res, 200, {}, { 'x-line-request-id': requestId });
  });
  const port = await listen(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    token,
    accepted,
    byKey: (key: string) => accepted.filter((m) => m.retryKey === key),
    faults,
    close: () => close(server),
  });
}
