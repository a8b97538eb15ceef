import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { counselMoveBody } from '@/contracts/counsels';

// GET /api/partner/counsels/{id}; PATCH {state}: moves it along the state machine (409 INVALID_TRANSITION otherwise).
export const GET = withStaff({ name: 'GET /api/partner/counsels/{id}', params: idPath }, async ({ call, params }) =>
  relay(await call(`/staff/counsels/${params.id}`)),
);

export const PATCH = withStaff({ name: 'PATCH /api/partner/counsels/{id}', params: idPath, body: counselMoveBody }, async ({ call, params, body }) =>
  relay(await call(`/staff/counsels/${params.id}`, sendJson('PATCH', body))),
);
