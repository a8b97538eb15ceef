import 'server-only';
import { backendFetch } from '@/lib/api/backend-client';
import { forwardedFor } from './forwarded-for';
import { getStaffSession } from './session';

/** POST /auth/login for a staff account, as the browser of `request` (its address goes along for the limits). */
export const staffLogin = (request: Request, user_id: string, password: string) =>
  backendFetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor(request) },
    body: JSON.stringify({ user_id, password }),
  });

/** Keeps a successful sign-in's STAFF tokens in the `staff` cookie (sealed, httpOnly: page JavaScript never sees them). */
export async function keepStaffTokens(res: Response): Promise<void> {
  const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
  const session = await getStaffSession();
  Object.assign(session, { accessToken: data.token, refreshToken: data.refreshToken });
  await session.save();
}
