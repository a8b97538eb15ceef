import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { listReviews } from '../../reviews/reviews.repository';
import { audit } from '../../../auth/staff-route';
import { reviewReplied } from '../../../notifications/triggers';
import { deleteReply, putReply } from './reviews.repository';
import { countRequest } from '../../../lib/rate-limit';
import { errorBody } from '../../../lib/errors';
import { requestTakedown } from '../../moderation/moderation.writer';
import {
  deleteStaffReplyRoute,
  listStaffReviewsRoute,
  putStaffReplyRoute,
  staffTakedownRoute,
  TAKEDOWNS_PER_DAY,
} from './reviews.routes';

export const staffReviewsRouter = createRouter()
  .openapi(listStaffReviewsRoute, async (c) =>
    c.json(await listReviews(c.var.db, { ...c.req.valid('query'), clinicId: c.var.staff.clinicId }), 200),
  )
  .openapi(putStaffReplyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, staff } = c.var;
    const reply = await db.transaction(async (tx) => {
      const saved = await putReply(tx, staff.clinicId, staff.id, id, c.req.valid('json').content);
      await audit(tx, staff, 'review.reply', 'REVIEW', id, ['reply']);
      // A new reply tells the review's writer; an edit (it then has an updated_at) does not again.
      if (saved.updated_at === null) await reviewReplied(tx, id);
      return saved;
    });
    return c.json({ data: reply }, 200);
  })
  .openapi(deleteStaffReplyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { staff } = c.var;
    await c.var.db.transaction(async (tx) => {
      if (!(await deleteReply(tx, staff.clinicId, id))) throw notFound('Reply');
      await audit(tx, staff, 'review.reply.delete', 'REVIEW', id, ['reply']);
    });
    return c.body(null, 204);
  })
  .openapi(staffTakedownRoute, async (c) => {
    const { staff } = c.var;
    const wait = await countRequest('takedown', TAKEDOWNS_PER_DAY, 86_400, `${staff.clinicId}`);
    if (wait > 0)
      return c.json(errorBody('RATE_LIMITED', `At most ${TAKEDOWNS_PER_DAY} takedown requests a day`), 429, {
        'retry-after': String(wait),
      });
    const done = await requestTakedown(c.var.db, staff, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: { caseId: done.caseId, hiddenUntil: done.hiddenUntil.toISOString() } }, 201);
  });
