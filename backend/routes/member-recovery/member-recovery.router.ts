import { createRouter } from '../../lib/create-router';
import { listCheckins, putCheckin } from './member-recovery.repository';
import { listCheckinsRoute, putCheckinRoute } from './member-recovery.routes';

export const memberRecoveryRouter = createRouter()
  .openapi(listCheckinsRoute, async (c) =>
    c.json({ data: await listCheckins(c.var.db, c.var.member.id, c.req.valid('param').id) }, 200),
  )
  .openapi(putCheckinRoute, async (c) => {
    const { id, day } = c.req.valid('param');
    await putCheckin(c.var.db, c.var.member.id, id, day, c.req.valid('json'));
    return c.json({ data: await listCheckins(c.var.db, c.var.member.id, id) }, 200);
  });
