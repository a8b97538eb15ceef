import { and, asc, eq } from 'drizzle-orm';
import { clinics, events, recoveryCheckins, reviews, treatments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import {
  clinicSideEffectsOf,
  clinicTrustOf,
  figuresOf,
  priceFigure,
  recoveryCurvesOf,
  treatmentSideEffectsOf,
  trustMethod,
} from '../../trust/read';
import {
  getClinicSideEffectsRoute,
  getClinicTrustRoute,
  getEventRecoveryRoute,
  getEventTrustRoute,
  getReviewCheckinsRoute,
  getTreatmentRecoveryRoute,
  getTreatmentSideEffectsRoute,
  getTrustMethodRoute,
} from './trust.routes';

export const trustRouter = createRouter()
  .openapi(getClinicTrustRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [clinic] = await c.var.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, id), eq(clinics.isPublished, true)));
    if (!clinic) throw notFound('Clinic');
    return c.json({ data: (await clinicTrustOf(c.var.db, [id], { replies: true })).get(id)! }, 200);
  })
  .openapi(getEventTrustRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [event] = await c.var.db.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (!event) throw notFound('Event');
    const f = await figuresOf(c.var.db, 'EVENT', [id], ['price']);
    return c.json({ data: { price: priceFigure(f.get(id)?.get('price')) } }, 200);
  })
  .openapi(getTrustMethodRoute, async (c) => c.json({ data: await trustMethod(c.var.db) }, 200))
  .openapi(getTreatmentRecoveryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.db.select({ id: treatments.id }).from(treatments).where(eq(treatments.id, id));
    if (!row) throw notFound('Treatment');
    return c.json({ data: await recoveryCurvesOf(c.var.db, 'TREATMENT', id) }, 200);
  })
  .openapi(getEventRecoveryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.db.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (!row) throw notFound('Event');
    return c.json({ data: await recoveryCurvesOf(c.var.db, 'EVENT', id) }, 200);
  })
  .openapi(getReviewCheckinsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [review] = await c.var.db
      .select({ hiddenUntil: reviews.hiddenUntil })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!review) throw notFound('Review');
    if (review.hiddenUntil && review.hiddenUntil > new Date()) return c.json({ data: [] }, 200);
    const rows = await c.var.db
      .select({
        day: recoveryCheckins.day,
        swelling: recoveryCheckins.swelling,
        bruising: recoveryCheckins.bruising,
        pain: recoveryCheckins.pain,
        satisfaction: recoveryCheckins.satisfaction,
      })
      .from(recoveryCheckins)
      .where(eq(recoveryCheckins.reviewId, id))
      .orderBy(asc(recoveryCheckins.day));
    return c.json({ data: rows }, 200);
  })
  .openapi(getTreatmentSideEffectsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [treatment] = await c.var.db.select({ id: treatments.id }).from(treatments).where(eq(treatments.id, id));
    if (!treatment) throw notFound('Treatment');
    return c.json({ data: await treatmentSideEffectsOf(c.var.db, id) }, 200);
  })
  .openapi(getClinicSideEffectsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [clinic] = await c.var.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(eq(clinics.id, id), eq(clinics.isPublished, true)));
    if (!clinic) throw notFound('Clinic');
    return c.json({ data: await clinicSideEffectsOf(c.var.db, id) }, 200);
  });
