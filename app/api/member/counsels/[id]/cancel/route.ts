import { relay, withMember } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { methodNotAllowed } from '@/lib/bff/responses';

// POST /api/member/counsels/{id}/cancel: the member cancels their counsel while it awaits the clinic.
export const POST = withMember({ name: 'POST /api/member/counsels/{id}/cancel', params: idPath }, async ({ call, params }) =>
  relay(await call(`/member/counsels/${params.id}/cancel`, { method: 'POST' })),
);

export const GET = () => methodNotAllowed('POST');
