import 'server-only';
import type { IronSession } from 'iron-session';
import { backendFetch } from '@/lib/api/backend-client';
import { getSession, getStaffSession, type SessionData } from './session';

type Tokens = { token: string; refreshToken: string };

// One refresh per refresh token per process: parallel requests of one page share it (SECURITY.md:
// refresh race). Other processes are covered by the backend's reuse grace window.
const inFlight = new Map<string, Promise<Tokens | null>>();

async function refresh(refreshToken: string): Promise<Tokens | null> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = (async () => {
      const res = await backendFetch('/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (res.status === 401 || res.status === 400) return null;
      if (!res.ok) throw new Error(`refresh answered ${res.status}`);
      return ((await res.json()) as { data: Tokens }).data;
    })().finally(() => setTimeout(() => inFlight.delete(refreshToken), 5_000));
    inFlight.set(refreshToken, pending);
  }
  return pending;
}

export type MemberCall = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Calls the backend with a session's tokens: adds the bearer token; on a 401 refreshes once, saves the new
 * tokens in the cookie and retries. Answers null when there is no usable session (→ 401). A 5xx or a
 * network failure is passed on as such — it never turns into a logout.
 */
async function callWith(session: IronSession<SessionData>, path: string, init: RequestInit): Promise<Response | null> {
  if (!session.accessToken || !session.refreshToken) return null;
  const send = (token: string) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return backendFetch(path, { ...init, headers });
  };
  const first = await send(session.accessToken);
  if (first.status !== 401) return first;
  const fresh = await refresh(session.refreshToken);
  if (!fresh) return null;
  Object.assign(session, { accessToken: fresh.token, refreshToken: fresh.refreshToken } satisfies SessionData);
  await session.save();
  const second = await send(fresh.token);
  return second.status === 401 ? null : second;
}

/** Calls the backend as the session's member (the `session` cookie). */
export async function callAsMember(path: string, init: RequestInit = {}): Promise<Response | null> {
  return callWith(await getSession(), path, init);
}

/** Calls the backend as the signed-in clinic staff member (the `staff` cookie). */
export async function callAsStaff(path: string, init: RequestInit = {}): Promise<Response | null> {
  return callWith(await getStaffSession(), path, init);
}
