/** What a login popup tells the page that opened it: a status, never a token. */
export interface AuthMessage {
  type: 'auth';
  status: 'success' | 'error';
  provider: string;
}

export const AUTH_CHANNEL = 'beautynote-auth';

export function isAuthMessage(data: unknown): data is AuthMessage {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return m.type === 'auth' && (m.status === 'success' || m.status === 'error') && typeof m.provider === 'string';
}
