import { z } from 'zod';
import { finishLogin, isProvider } from '@/lib/bff/oauth';
import { jsonError, methodNotAllowed } from '@/lib/bff/responses';
import { rejectCrossOrigin } from '@/lib/bff/same-origin';

type Ctx = { params: Promise<{ provider: string }> };

const body = z.object({ code: z.string().min(1).max(4096), state: z.string().min(1).max(512) });

// POST /api/auth/callback/{provider} {code, state}: called by the /oauth/{provider} page.
export async function POST(request: Request, { params }: Ctx) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const { provider } = await params;
  if (!isProvider(provider)) return jsonError(404, 'NOT_FOUND', 'Unknown provider');
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'VALIDATION_ERROR', 'code and state are required');
  const result = await finishLogin(provider, parsed.data.code, parsed.data.state);
  if (result === 'ok') return Response.json({ status: 'ok' });
  if (result === 'invalid_state') return jsonError(400, 'INVALID_STATE', 'Login request expired or did not start here');
  if (result === 'login_failed') return jsonError(401, 'UNAUTHORIZED', 'Member info could not be found');
  return jsonError(503, 'SERVICE_UNAVAILABLE', 'Login provider unavailable');
}

export const GET = () => methodNotAllowed('POST');
