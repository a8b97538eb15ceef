import { relay, sendJson, withMember } from '@/lib/bff/handler';
import { memberPath } from '@/lib/bff/member-params';
import { nicknameBody } from '@/contracts/members';

// PATCH /api/member/{memberId} {nickname}: the member's new nickname.
export const PATCH = withMember({ name: 'PATCH /api/member/{memberId}', params: memberPath, body: nicknameBody }, async ({ call, params, body }) =>
  relay(await call(`/member/${params.memberId}`, sendJson('PATCH', body))),
);
