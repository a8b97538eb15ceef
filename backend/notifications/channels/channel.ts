import type { ExternalChannel, NotificationLocale } from '@/contracts/notifications';

// One interface for every channel outside the app. The delivery job (backend/notifications/deliver.ts) loads a
// delivery, renders its text (contracts/notifications.ts), looks up the recipient's address and calls `send`.

/** What the recipient reads: a title and a sentence naming the clinic and what happened, and a link back in. */
export interface OutgoingMessage {
  /**
   * The delivery's idempotency key (a UUID, the same on every attempt): given to the receiving API in its own
   * field (LINE X-Line-Retry-Key, the email's Message-ID, the push message's Topic and tag, Kakao's message key).
   */
  key: string;
  locale: NotificationLocale;
  title: string;
  body: string;
  /** Absolute URL of the in-app page the notification opens. */
  url: string;
  /** One-tap unsubscribe for this kind on this channel (absolute URL); emails carry it. */
  unsubscribeUrl: string;
}

/** Where a recipient can be reached; a channel without its address is skipped. */
export interface RecipientAddress {
  email?: string | null;
  phone?: string | null;
  lineUserId?: string | null;
  push?: { id: number; endpoint: string; p256dh: string; auth: string }[];
}

export type SendResult =
  /** Accepted by the receiving API (or it answered that this key was already accepted). */
  | { ok: true; gone?: number[] }
  /** Failed; `retry: false` when trying again cannot help (a 4xx other than 429, a bad address). */
  | { ok: false; retry: boolean; error: string; gone?: number[] };

export interface Channel {
  id: ExternalChannel;
  /** Configured by environment variables (push and email need keys and a server; Kakao and LINE are off by default). */
  configured(): boolean;
  /** Whether this recipient has an address on this channel. */
  reaches(to: RecipientAddress): boolean;
  /** `gone`: push subscription ids the push service answered 404/410 for (the job deletes them). */
  send(to: RecipientAddress, msg: OutgoingMessage): Promise<SendResult>;
}
