import 'server-only';
import type { Member } from '@/lib/swr/use-member';
import { backendFetch } from '@/lib/api/backend-client';
import { getSession } from './session';

/**
 * The member of this request, read on the server for the member pages' first render: null without a
 * session, undefined when it cannot be told here (an expired access token is refreshed by the browser's
 * /api/auth/session call — a server render cannot write the renewed cookie).
 */
export async function readMember(): Promise<Member | null | undefined> {
  const session = await getSession();
  if (!session.accessToken || !session.refreshToken) return null;
  try {
    const res = await backendFetch('/auth/my-info', { headers: { authorization: `Bearer ${session.accessToken}` } });
    if (!res.ok) return undefined;
    const { data } = (await res.json()) as { data: Member };
    return data.token.type === 'MEMBER' ? data : null;
  } catch (err) {
    console.error('[web] my-info for a member page failed', err);
    return undefined;
  }
}
