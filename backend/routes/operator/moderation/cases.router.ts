import { eq } from 'drizzle-orm';
import { clinics, members } from '../../../db/schema';
import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { decideCase } from '../../moderation/moderation.writer';
import { clinicHistory, getCase, listCases, memberHistory } from './cases.repository';
import {
  clinicModerationRoute,
  decideCaseRoute,
  getCaseRoute,
  listCasesRoute,
  memberModerationRoute,
} from './cases.routes';

// /operator/cases and the histories: the moderation queue, its decisions (docs/moderation.md).
export const operatorCasesRouter = createRouter()
  .openapi(listCasesRoute, async (c) => c.json(await listCases(c.var.db, c.req.valid('query')), 200))
  .openapi(getCaseRoute, async (c) => {
    const found = await getCase(c.var.db, c.req.valid('param').id);
    if (!found) throw notFound('Case');
    return c.json({ data: found }, 200);
  })
  .openapi(decideCaseRoute, async (c) => {
    const { id } = c.req.valid('param');
    await decideCase(c.var.db, c.var.operator, id, c.req.valid('json'));
    const found = await getCase(c.var.db, id);
    if (!found) throw notFound('Case');
    return c.json({ data: found }, 200);
  })
  .openapi(memberModerationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [m] = await c.var.db.select({ id: members.id }).from(members).where(eq(members.id, id));
    if (!m) throw notFound('Member');
    return c.json({ data: await memberHistory(c.var.db, id) }, 200);
  })
  .openapi(clinicModerationRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [k] = await c.var.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, id));
    if (!k) throw notFound('Clinic');
    return c.json({ data: await clinicHistory(c.var.db, id) }, 200);
  });
