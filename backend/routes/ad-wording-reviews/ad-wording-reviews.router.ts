import { operatorAudit } from '../../auth/require-operator';
import { createRouter } from '../../lib/create-router';
import { decideAdWordingReview, getAdWordingReview, listAdWordingReviews } from './ad-wording-reviews.repository';
import { decideAdWordingRoute, listAdWordingRoute } from './ad-wording-reviews.routes';

export const adWordingReviewsRouter = createRouter()
  .openapi(listAdWordingRoute, async (c) => {
    const data = await listAdWordingReviews(c.var.db);
    return c.json({ data, total: data.length }, 200);
  })
  .openapi(decideAdWordingRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { decision, reason } = c.req.valid('json');
    const { db, operator } = c.var;
    await db.transaction(async (tx) => {
      const row = await decideAdWordingReview(tx, id, operator.id, decision, reason);
      await operatorAudit(tx, operator, {
        action: `ad-wording.${decision === 'ACCEPTED' ? 'accept' : 'require-change'}`,
        targetType: row.entityType,
        targetId: row.entityId,
        reason,
        detail: { reviewId: id },
      });
    });
    return c.json({ data: (await getAdWordingReview(db, id))! }, 200);
  });
