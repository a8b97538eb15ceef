import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { parseMail, type ParsedMail } from './mime';

// A local SMTP server (smtp-server) that keeps every message it accepts, parsed, keyed by the idempotency key
// in its Message-ID (<key@host>). failNext(n, code) answers the next n DATA commands with that SMTP reply code
// (4xx temporary, 5xx permanent).

export interface ReceivedMail extends ParsedMail {
  from: string;
  to: string[];
  /** The local part of the Message-ID: the delivery's idempotency key. */
  key: string;
  raw: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  byKey(key: string): ReceivedMail[];
  failNext(times: number, code: number): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(opts: { port?: number } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const failures: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const code = failures.shift();
        if (code) {
          const err = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: code,
          });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(raw);
        received.push({
          ...mail,
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          key: mail.messageId.replace(/^<|>$/g, '').split('@')[0],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    byKey: (key) => received.filter((m) => m.key === key),
    failNext: (times, code) => {
      for (let i = 0; i < times; i++) failures.push(code);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
