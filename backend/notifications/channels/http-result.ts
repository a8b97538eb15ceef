import type { SendResult } from './channel';

// How an HTTP answer from a receiving API is classified: 429 and 5xx may pass (retry later), any other 4xx will
// not (the request, the address or the credentials are wrong; retrying sends the same thing).

export const retryable = (status: number) => status === 429 || status >= 500;

export function failure(status: number, what: string): SendResult {
  return { ok: false, retry: retryable(status), error: `${status} ${what}`.trim().slice(0, 500) };
}

/** A network failure or timeout: nothing was answered, so the message may or may not have arrived; try again. */
export function networkFailure(err: unknown): SendResult {
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { ok: false, retry: true, error: message.slice(0, 500) };
}
