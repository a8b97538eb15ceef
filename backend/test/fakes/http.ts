import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the fake receiving APIs share: a server on a free local port, the request body, a JSON answer, and
// injected failures ("answer the next n requests with this status") for retry tests and the soak script.

export type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void | Promise<void>;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function close(server: Server): Promise<void> {
  server.closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Failures to answer before handling normally: `failNext(2, 500)` makes the next two requests answer 500. */
export class Faults {
  private queue: number[] = [];
  failNext(times: number, status: number): void {
    for (let i = 0; i < times; i++) this.queue.push(status);
  }
  take(): number | undefined {
    return this.queue.shift();
  }
  clear(): void {
    this.queue = [];
  }
}

export function serve(handler: Handler): Server {
  return createServer((req, res) => {
    readBody(req)
      .then((body) => handler(req, body, res))
      .catch((err: unknown) => json(res, 500, { message: String(err) }));
  });
}
