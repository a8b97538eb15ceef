import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { deleteMemberAccount, setNickname } from './members.repository';
import { deleteMeRoute, patchMemberRoute } from './members.routes';

export const membersRouter = createRouter()
  .openapi(patchMemberRoute, async (c) => {
    const { memberId } = c.req.valid('param');
    // Another member's id answers exactly like an unknown one.
    if (memberId !== c.var.member.id) throw notFound('Member');
    const member = await setNickname(c.var.db, memberId, c.req.valid('json').nickname);
    if (!member) throw notFound('Member');
    return c.json({ data: { nickname: member.nickname, token: { id: member.id, type: 'MEMBER' as const } } }, 200);
  })
  .openapi(deleteMeRoute, async (c) => {
    await deleteMemberAccount(c.var.db, c.var.member.id);
    return c.body(null, 204);
  });
