import 'server-only';
import { backend } from '@/lib/api/backend-client';
import { forwardedFor } from './forwarded-for';
import { getStaffSession } from './session';

/** POST /auth/login for a staff account, as the browser of `request` (its address goes along for the limits). */
export const staffLogin = (request: Request, user_id: string, password: string) =>
  backend.auth.login.$post({ json: { user_id, password } }, { headers: forwardedFor(request) });

/** Keeps a successful sign-in's STAFF tokens in the `staff` cookie (sealed, httpOnly: page JavaScript never sees them). */
export async function keepStaffTokens(res: Awaited<ReturnType<typeof staffLogin>>): Promise<void> {
  if (!res.ok) throw new Error(`not a sign-in: ${res.status}`);
  const { data } = await res.json();
  const session = await getStaffSession();
  Object.assign(session, { accessToken: data.token, refreshToken: data.refreshToken });
  await session.save();
}
