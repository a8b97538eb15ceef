import { backendFetch } from '@/lib/api/backend-client';
import { jsonError, methodNotAllowed, unavailable } from '@/lib/bff/responses';
import { rejectCrossOrigin } from '@/lib/bff/same-origin';

// POST /api/auth/dev/approve (consent page form): a dev code for the chosen demo member, then the callback.
export async function POST(request: Request) {
  const refused = rejectCrossOrigin(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const memberId = Number(form?.get('memberId'));
  const state = form?.get('state');
  if (!Number.isInteger(memberId) || memberId < 1 || typeof state !== 'string' || !state) return jsonError(400, 'VALIDATION_ERROR', 'memberId and state are required');
  try {
    const res = await backendFetch('/member/dev/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberId }),
    });
    if (res.status === 404) return jsonError(404, 'NOT_FOUND', 'Dev login is off');
    if (!res.ok) return unavailable();
    const { data } = (await res.json()) as { data: { code: string } };
    const params = new URLSearchParams({ code: data.code, state });
    return new Response(null, { status: 303, headers: { location: `/oauth/dev?${params}` } });
  } catch (err) {
    console.error('[bff] dev code failed', err);
    return unavailable();
  }
}

export const GET = () => methodNotAllowed('POST');
