import 'server-only';
import { backend } from '@/lib/api/backend-client';
import type { StaffMe } from '@/contracts/staff';
import { getStaffSession } from './session';
import { logger } from '@/backend/lib/logger';

/**
 * The staff account of this request, read on the server for the console's first render: null without a
 * staff cookie, undefined when it cannot be told here (an expired access token is refreshed by the
 * browser's /api/partner/session call — a server render cannot write the renewed cookie).
 */
export async function readStaff(): Promise<StaffMe | null | undefined> {
  const session = await getStaffSession();
  if (!session.accessToken || !session.refreshToken) return null;
  try {
    const res = await backend.staff.me.$get(undefined, { headers: { authorization: `Bearer ${session.accessToken}` } });
    if (!res.ok) return undefined;
    return (await res.json()).data;
  } catch (err) {
    logger('web').error({ err }, 'staff/me for a console page failed');
    return undefined;
  }
}
