import 'server-only';
import type { Member } from '@/lib/swr/use-member';
import { backend, BackendError } from '@/lib/api/backend-client';
import { getSession } from './session';

/**
 * The member of this request, read on the server for the member pages' first render: null without a
 * session, undefined when it cannot be told here (an expired access token is refreshed by the browser's
 * /api/auth/session call — a server render cannot write the renewed cookie). A backend that does not
 * answer is a BackendError (the 'temporarily unavailable' page, status 503), never a logged-out member.
 */
export async function readMember(): Promise<Member | null | undefined> {
  const session = await getSession();
  if (!session.accessToken || !session.refreshToken) return null;
  const res = await backend.auth['my-info']
    .$get(undefined, { headers: { authorization: `Bearer ${session.accessToken}` } })
    .catch((err: unknown) => {
      throw new BackendError(
        503,
        'SERVICE_UNAVAILABLE',
        `my-info for a member page: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  if (res.status >= 502 && res.status <= 504)
    throw new BackendError(res.status, 'SERVICE_UNAVAILABLE', `my-info for a member page answered ${res.status}`);
  if (!res.ok) return undefined;
  const { data } = await res.json();
  return data.token.type === 'MEMBER' ? data : null;
}

/**
 * Whether one of the member's counsels exists, asked on the server so an unknown or another member's
 * counsel is a real 404 page: 'missing', 'found', or 'unknown' (no usable access token here, or the
 * backend did not answer — the page then finds out in the browser).
 */
export async function counselExists(counselId: number): Promise<'missing' | 'found' | 'unknown'> {
  const session = await getSession();
  if (!session.accessToken) return 'unknown';
  try {
    const res = await backend.member.counsels[':id'].$get(
      { param: { id: String(counselId) } },
      { headers: { authorization: `Bearer ${session.accessToken}` } },
    );
    return res.status === 404 ? 'missing' : res.ok ? 'found' : 'unknown';
  } catch {
    return 'unknown';
  }
}
