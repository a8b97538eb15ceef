import { backend } from '@/lib/api/backend-client';
import { withPublic } from '@/lib/bff/handler';
import { callAsOperator } from '@/lib/bff/member-call';
import { methodNotAllowed } from '@/lib/bff/responses';
import { getOperatorSession } from '@/lib/bff/session';
import { logger } from '@/backend/lib/logger';

// POST /api/operator/logout: ends the operator's sessions server-side, then clears the cookie.
export const POST = withPublic({ name: 'POST /api/operator/logout' }, async () => {
  try {
    await callAsOperator((auth) => backend.operator.logout.$post(undefined, auth));
  } catch (err) {
    logger('bff').error({ err }, 'operator logout call failed');
  }
  (await getOperatorSession()).destroy();
  return new Response(null, { status: 204 });
});

export const GET = () => methodNotAllowed('POST');
