import { and, eq } from 'drizzle-orm';
import { createRouter } from '../../../lib/create-router';
import { audit } from '../../../auth/staff-route';
import { clinicFigureReplies } from '../../../db/schema';
import { touchPages } from '../../../lib/page-invalidation';
import { pageTag } from '../../../page-cache/tags';
import { answerFigure, clinicSideEffectsFigure, figureReplyOf, figuresOf, priceFigure } from '../../../trust/read';
import type { ShareFigure } from '@/contracts/trust';
import { deleteFigureReplyRoute, listFigureRepliesRoute, putFigureReplyRoute } from './figure-replies.routes';

// The clinic's public replies to its figures (docs/trust.md): one per figure, written and removed by its staff.

export const staffFigureRepliesRouter = createRouter()
  .openapi(listFigureRepliesRoute, async (c) => {
    const { db, staff } = c.var;
    const id = staff.clinicId;
    const [figures, PRICE, ANSWER, SIDE_EFFECTS] = await Promise.all([
      figuresOf(db, 'CLINIC', [id], ['price', 'answer', 'side_effects']),
      figureReplyOf(db, id, 'PRICE'),
      figureReplyOf(db, id, 'ANSWER'),
      figureReplyOf(db, id, 'SIDE_EFFECTS'),
    ]);
    const f = figures.get(id);
    const share = ({ n, k, rate, threshold }: ShareFigure): ShareFigure => ({ n, k, rate, threshold });
    return c.json(
      {
        data: {
          price: share(priceFigure(f?.get('price'))),
          answer: share(answerFigure(f?.get('answer'))),
          sideEffects: clinicSideEffectsFigure(f?.get('side_effects')),
          replies: { PRICE, ANSWER, SIDE_EFFECTS },
        },
      },
      200,
    );
  })
  .openapi(putFigureReplyRoute, async (c) => {
    const { db, staff } = c.var;
    const { figure } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(clinicFigureReplies)
        .values({ clinicId: staff.clinicId, figure, body, staffId: staff.id, updatedAt: now })
        .onConflictDoUpdate({
          target: [clinicFigureReplies.clinicId, clinicFigureReplies.figure],
          set: { body, staffId: staff.id, updatedAt: now },
        });
      await audit(tx, staff, 'figure-reply.update', 'CLINIC', staff.clinicId, [figure]);
    });
    touchPages(pageTag.clinic(staff.clinicId));
    return c.json({ data: { body, updatedAt: now.toISOString() } }, 200);
  })
  .openapi(deleteFigureReplyRoute, async (c) => {
    const { db, staff } = c.var;
    const { figure } = c.req.valid('param');
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(clinicFigureReplies)
        .where(and(eq(clinicFigureReplies.clinicId, staff.clinicId), eq(clinicFigureReplies.figure, figure)))
        .returning({ figure: clinicFigureReplies.figure });
      if (gone.length > 0) await audit(tx, staff, 'figure-reply.delete', 'CLINIC', staff.clinicId, [figure]);
    });
    touchPages(pageTag.clinic(staff.clinicId));
    return c.body(null, 204);
  });
