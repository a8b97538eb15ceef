// One simulated member's HTTP client for the soak: a cookie jar (the session cookie the BFF sets), the
// app's Origin on writes (the BFF's CSRF check), a timeout per request, and a Sample for every request.
import type { Outcome, Stats } from './stats';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T>(): T;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  html?: boolean;
  timeoutMs?: number;
}

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    private readonly stats: Stats,
    private readonly databaseDown: () => boolean,
    private readonly timeoutMs = 20_000,
  ) {}

  /** Sends one request; null when it timed out or the connection failed (recorded as such). */
  async send(kind: string, path: string, opts: RequestOptions = {}): Promise<Answer | null> {
    const headers: Record<string, string> = { accept: opts.html ? 'text/html' : 'application/json', ...opts.headers };
    const method = opts.method ?? 'GET';
    if (method !== 'GET') headers.origin = this.base;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const duringOutage = this.databaseDown();
    const started = performance.now();
    let outcome: Outcome;
    try {
      const res = await fetch(this.base + path, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs),
      });
      const text = await res.text();
      this.keepCookies(res.headers);
      outcome = res.status;
      this.stats.add({
        kind,
        outcome,
        ms: performance.now() - started,
        at: Date.now(),
        duringOutage,
        retryAfter: res.headers.has('retry-after'),
      });
      return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
    } catch (err) {
      const name = (err as Error).name;
      outcome = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
      this.stats.add({
        kind,
        outcome,
        ms: performance.now() - started,
        at: Date.now(),
        duringOutage,
        retryAfter: false,
      });
      return null;
    }
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
