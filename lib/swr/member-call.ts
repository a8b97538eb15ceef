'use client';

import type { Answer, BffClient } from '@/lib/client/bff-client';
import { memberBody } from './member-fetch';

/**
 * A member call through the typed client: `memberCall((api) => api.member.counsels.$get())` answers the
 * route's success body, or throws MemberCallError. The client is imported on first use: most visitors of a
 * public page never call it, and its first load stays as small as it was.
 */
export async function memberCall<P extends Promise<unknown>>(send: (api: BffClient) => P): Promise<Answer<P>> {
  const { memberApi } = await import('@/lib/client/member-api');
  return (await memberBody((await send(memberApi)) as Response)) as Answer<P>;
}
