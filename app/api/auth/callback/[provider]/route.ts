import { z } from 'zod';
import { withPublic } from '@/lib/bff/handler';
import { finishLogin, PROVIDERS } from '@/lib/bff/oauth';
import { jsonError, methodNotAllowed, unavailable } from '@/lib/bff/responses';

const params = z.object({ provider: z.enum(PROVIDERS, { error: 'Unknown provider' }) });
const body = z.object({
  code: z.string().min(1, 'code is required').max(4096),
  state: z.string().min(1, 'state is required').max(512),
});

// POST /api/auth/callback/{provider} {code, state}: called by the /oauth/{provider} page.
export const POST = withPublic(
  { name: 'POST /api/auth/callback/{provider}', params, body },
  async ({ request, params, body }) => {
    const result = await finishLogin(request, params.provider, body.code, body.state);
    if (result === 'ok') return Response.json({ status: 'ok' });
    if (result === 'invalid_state')
      return jsonError(400, 'VALIDATION_ERROR', 'Login request expired or did not start here', undefined, {
        state: 'state does not match a login started here',
      });
    if (result === 'login_failed') return jsonError(401, 'UNAUTHORIZED', 'Member info could not be found');
    if (result === 'suspended') return jsonError(403, 'ACCOUNT_SUSPENDED', 'This account is suspended');
    if (result === 'rate_limited')
      return jsonError(429, 'RATE_LIMITED', 'Too many login attempts from this address', { 'retry-after': '60' });
    return unavailable();
  },
);

export const GET = () => methodNotAllowed('POST');
