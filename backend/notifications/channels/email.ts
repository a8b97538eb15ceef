import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../../env';
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { networkFailure } from './http-result';

// Email over SMTP (nodemailer). The Message-ID is derived from the idempotency key, so a message sent again
// after a lost answer is the same message to the receiving system (and threads with itself in a mail client).
// One-click unsubscribe (RFC 8058): List-Unsubscribe with the unsubscribe URL and List-Unsubscribe-Post.

const FOOTER: Record<OutgoingMessage['locale'], { open: string; unsubscribe: string }> = {
  ko: { open: '앱에서 보기', unsubscribe: '이 알림 이메일 받지 않기' },
  ja: { open: 'アプリで見る', unsubscribe: 'このお知らせメールの配信を停止' },
  en: { open: 'Open in the app', unsubscribe: 'Stop these notification emails' },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `<key@host>`: the host of the From address (else of the app) names who made the id. */
export function messageId(key: string): string {
  const e = env();
  const from = e.SMTP_FROM?.match(/@([^>\s]+)>?\s*$/)?.[1];
  return `<${key}@${from ?? new URL(e.APP_URL).hostname}>`;
}

export function emailContent(msg: OutgoingMessage): { subject: string; text: string; html: string } {
  const f = FOOTER[msg.locale];
  const text = `${msg.body}\n\n${f.open}: ${msg.url}\n\n${f.unsubscribe}: ${msg.unsubscribeUrl}\n`;
  const html =
    `<!doctype html><html lang="${msg.locale}"><body>` +
    `<p>${escapeHtml(msg.body)}</p>` +
    `<p><a href="${escapeHtml(msg.url)}">${escapeHtml(f.open)}</a></p>` +
    `<p style="font-size:12px;color:#888"><a href="${escapeHtml(msg.unsubscribeUrl)}">${escapeHtml(f.unsubscribe)}</a></p>` +
    `</body></html>`;
  return { subject: msg.title, text, html };
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function transporter(url: string): Transporter {
  if (!transport || transportUrl !== url) {
    const timeout = env().NOTIFY_TIMEOUT_MS;
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    transportUrl = url;
  }
  return transport;
}

/** An SMTP reply code: 4xx is a temporary failure (try again), 5xx a permanent one (bad address, refused). */
function smtpFailure(err: unknown): SendResult {
  const code = (err as { responseCode?: unknown }).responseCode;
  if (typeof code !== 'number') return networkFailure(err);
  const message = (err as Error).message;
  return { ok: false, retry: code < 500, error: `SMTP ${code} ${message}`.slice(0, 500) };
}

export const emailChannel: Channel = {
  id: 'email',
  configured: () => Boolean(env().SMTP_URL && env().SMTP_FROM),
  reaches: (to) => Boolean(to.email),
  async send(to, msg): Promise<SendResult> {
    const e = env();
    const { subject, text, html } = emailContent(msg);
    try {
      await transporter(e.SMTP_URL!).sendMail({
        from: e.SMTP_FROM,
        to: to.email!,
        subject,
        text,
        html,
        messageId: messageId(msg.key),
        headers: {
          'List-Unsubscribe': `<${msg.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { ok: true };
    } catch (err) {
      return smtpFailure(err);
    }
  },
};

/**
 * One plain email outside the notification outbox, to an address that is no member's or staff account's contact
 * yet (a partner applicant's one-time password-setup link: its token must not be stored in an outbox row).
 * False when email is not configured or the server refused it; the caller has another way to pass it on.
 */
export async function sendDirectEmail(to: string, subject: string, text: string): Promise<boolean> {
  if (!emailChannel.configured()) return false;
  const e = env();
  try {
    await transporter(e.SMTP_URL!).sendMail({ from: e.SMTP_FROM, to, subject, text });
    return true;
  } catch {
    return false;
  }
}
