import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { helpfulState, setHelpful } from './review-helpful.repository';
import { getHelpfulRoute, markHelpfulRoute, unmarkHelpfulRoute } from './review-helpful.routes';

const orNotFound = <T>(state: T | undefined): T => {
  if (!state) throw notFound('Review');
  return state;
};

export const reviewHelpfulRouter = createRouter()
  .openapi(getHelpfulRoute, async (c) => c.json({ data: orNotFound(await helpfulState(c.var.db, c.var.member.id, c.req.valid('param').id)) }, 200))
  .openapi(markHelpfulRoute, async (c) => c.json({ data: orNotFound(await setHelpful(c.var.db, c.var.member.id, c.req.valid('param').id, true)) }, 200))
  .openapi(unmarkHelpfulRoute, async (c) => c.json({ data: orNotFound(await setHelpful(c.var.db, c.var.member.id, c.req.valid('param').id, false)) }, 200));
