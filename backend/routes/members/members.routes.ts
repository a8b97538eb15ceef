import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idString } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { dataOf } from '../../schemas/entities';
import { MemberInfoSchema } from '../auth/auth.schemas';
import { nicknameBody } from '@/lib/schemas/member';
import { conflictError, memberErrors, memberOnly } from './member-route';
import { deleteMemberAccount, setNickname } from './members.repository';

const patchMemberRoute = createRoute({
  method: 'patch',
  path: '/member/{memberId}',
  tags: ['member'],
  summary: "Change the caller's nickname (memberId must be the caller's own id)",
  ...memberOnly,
  request: {
    params: z.object({ memberId: idString('memberId').openapi({ param: { name: 'memberId', in: 'path' } }) }),
    body: { content: { 'application/json': { schema: nicknameBody } }, required: true },
  },
  responses: {
    200: ok(dataOf(MemberInfoSchema), 'Spec §3 Member, with the new nickname'),
    ...memberErrors,
    ...conflictError('Another member has this nickname: `error.message` contains "Duplicate"'),
  },
});

const deleteMeRoute = createRoute({
  method: 'delete',
  path: '/member/me',
  tags: ['member'],
  summary: 'Delete the account (PIPA Art. 21): bookmarks, counsels and sessions deleted, reviews anonymised',
  description: 'See docs/privacy-data.md. Every access and refresh token of the member stops working at once.',
  ...memberOnly,
  responses: { 204: { description: 'Deleted' }, 401: memberErrors[401], 403: memberErrors[403] },
});

export function registerMemberRoutes(app: AppOpenAPI) {
  app.openapi(patchMemberRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    // Another member's id answers exactly like an unknown one.
    if (memberId !== c.var.member.id) throw notFound('Member');
    const member = await setNickname(c.var.db, memberId, c.req.valid('json').nickname);
    if (!member) throw notFound('Member');
    return c.json({ data: { nickname: member.nickname, token: { id: member.id, type: 'MEMBER' as const } } }, 200);
  });

  app.openapi(deleteMeRoute, async (c) => {
    await deleteMemberAccount(c.var.db, c.var.member.id);
    return c.body(null, 204);
  });
}
