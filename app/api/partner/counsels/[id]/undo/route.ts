import { relay, sendJson, withStaff } from '@/lib/bff/handler';
import { idPath } from '@/lib/bff/member-params';
import { counselUndoBody } from '@/contracts/counsels';

// POST /api/partner/counsels/{id}/undo {change_id}: takes back the clinic's latest move (409 UNDO_NOT_LATEST / UNDO_EXPIRED otherwise).
export const POST = withStaff({ name: 'POST /api/partner/counsels/{id}/undo', params: idPath, body: counselUndoBody }, async ({ call, params, body }) =>
  relay(await call(`/staff/counsels/${params.id}/undo`, sendJson('POST', body))),
);
