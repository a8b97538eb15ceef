import { backend } from '@/lib/api/backend-client';
import { relay, withPublic } from '@/lib/bff/handler';
import { forwardedFor } from '@/lib/bff/forwarded-for';
import { methodNotAllowed } from '@/lib/bff/responses';
import { getOperatorSession } from '@/lib/bff/session';
import { operatorLoginBody } from '@/contracts/operators';

// POST /api/operator/login {user_id, password: SHA-256 hex, code | recovery_code}: signs an operator in with the
// second factor. The OPERATOR tokens go into the `operator` cookie (httpOnly, sealed); the page gets 204. A 400,
// 401 or 429 is passed on (with Retry-After).
export const POST = withPublic(
  { name: 'POST /api/operator/login', body: operatorLoginBody },
  async ({ request, body }) => {
    const res = await backend.operator.auth.login.$post(
      {
        json: {
          user_id: body.user_id,
          password: body.password,
          ...(body.code ? { code: body.code } : {}),
          ...(body.recovery_code ? { recovery_code: body.recovery_code } : {}),
        },
      },
      { headers: forwardedFor(request) },
    );
    if (!res.ok) return relay(res);
    const { data } = await res.json();
    const session = await getOperatorSession();
    Object.assign(session, { accessToken: data.token, refreshToken: data.refreshToken });
    await session.save();
    return new Response(null, { status: 204 });
  },
);

export const GET = () => methodNotAllowed('POST');
