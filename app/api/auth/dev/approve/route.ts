import { z } from 'zod';
import { backend } from '@/lib/api/backend-client';
import { forwardedFor } from '@/lib/bff/forwarded-for';
import { withPublic } from '@/lib/bff/handler';
import { methodNotAllowed, notFound, unavailable } from '@/lib/bff/responses';
import { idString } from '@/contracts/common';

const form = z.object({ memberId: idString('memberId'), state: z.string().min(1, 'state is required').max(512) });

// POST /api/auth/dev/approve (consent page form): a dev code for the chosen demo member, then the callback.
export const POST = withPublic(
  { name: 'POST /api/auth/dev/approve', body: form, form: true },
  async ({ request, body }) => {
    const res = await backend.member.dev.code.$post(
      { json: { memberId: body.memberId } },
      { headers: forwardedFor(request) },
    );
    if (res.status === 404) return notFound('Dev login');
    if (!res.ok) return unavailable();
    const { data } = await res.json();
    const params = new URLSearchParams({ code: data.code, state: body.state });
    return new Response(null, { status: 303, headers: { location: `/oauth/dev?${params}` } });
  },
);

export const GET = () => methodNotAllowed('POST');
