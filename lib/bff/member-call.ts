import 'server-only';
import type { IronSession } from 'iron-session';
import { backend } from '@/lib/api/backend-client';
import { getOperatorSession, getSession, getStaffSession, type SessionData } from './session';

type Tokens = { token: string; refreshToken: string };

// One refresh per refresh token per process: parallel requests of one page share it (SECURITY.md:
// refresh race). Other processes are covered by the backend's reuse grace window.
const inFlight = new Map<string, Promise<Tokens | null>>();

async function refresh(refreshToken: string): Promise<Tokens | null> {
  let pending = inFlight.get(refreshToken);
  if (!pending) {
    pending = (async () => {
      const res = await backend.auth.refresh.$post({ json: { refreshToken } });
      const { status } = res;
      if (status === 401 || status === 400) return null;
      if (!res.ok) throw new Error(`refresh answered ${status}`);
      return (await res.json()).data;
    })().finally(() => setTimeout(() => inFlight.delete(refreshToken), 5_000));
    inFlight.set(refreshToken, pending);
  }
  return pending;
}

/** What a call as the session's holder adds to a request: the typed client's options (`$get(args, auth)`). */
export type Auth = { headers: { authorization: string } };

/** One backend call, sent again with a fresh token after a refresh: `(auth) => backend.staff.me.$get(undefined, auth)`. */
export type Send<R extends { status: number }> = (auth: Auth) => Promise<R>;

/**
 * Calls the backend with a session's tokens: adds the bearer token; on a 401 refreshes once, saves the new
 * tokens in the cookie and retries. Answers null when there is no usable session (→ 401). A 5xx or a
 * network failure is passed on as such — it never turns into a logout.
 */
async function callWith<R extends { status: number }>(
  session: IronSession<SessionData>,
  send: Send<R>,
): Promise<R | null> {
  if (!session.accessToken || !session.refreshToken) return null;
  const bearer = (token: string): Auth => ({ headers: { authorization: `Bearer ${token}` } });
  const first = await send(bearer(session.accessToken));
  if (first.status !== 401) return first;
  const fresh = await refresh(session.refreshToken);
  if (!fresh) return null;
  Object.assign(session, { accessToken: fresh.token, refreshToken: fresh.refreshToken } satisfies SessionData);
  await session.save();
  const second = await send(bearer(fresh.token));
  return second.status === 401 ? null : second;
}

/** Calls the backend as the session's member (the `session` cookie). */
export async function callAsMember<R extends { status: number }>(send: Send<R>): Promise<R | null> {
  return callWith(await getSession(), send);
}

/** Calls the backend as the signed-in clinic staff member (the `staff` cookie). */
export async function callAsStaff<R extends { status: number }>(send: Send<R>): Promise<R | null> {
  return callWith(await getStaffSession(), send);
}

/** Calls the backend as the signed-in operator (the `operator` cookie). */
export async function callAsOperator<R extends { status: number }>(send: Send<R>): Promise<R | null> {
  return callWith(await getOperatorSession(), send);
}
