import { relay, withStaff } from '@/lib/bff/handler';

// GET /api/partner/session → the signed-in staff account, its clinic and what awaits it (401 when signed out).
export const GET = withStaff({ name: 'GET /api/partner/session' }, async ({ call }) => relay(await call('/staff/me')));
