import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { audit, fieldsOf } from '../../../auth/staff-route';
import { imageRefs, resolveImages, verifyClinicUploads, type ImageRef } from '../media';
import {
  clinicEvent,
  endEvent,
  insertEvent,
  listClinicEvents,
  lockClinicEvent,
  updateEvent,
} from './events.repository';
import type { EventWrite } from '@/contracts/events';
import { findingsOf } from '@/contracts/ad-wording-reviews';
import { recordAdWordingReview, requireJustification } from '../../ad-wording-reviews/ad-wording-reviews.repository';
import { storedEventTexts } from './events.repository';
import {
  createStaffEventRoute,
  endStaffEventRoute,
  getStaffEventRoute,
  listStaffEventsRoute,
  patchStaffEventRoute,
} from './events.routes';

const refsOf = (body: EventWrite): ImageRef[] =>
  imageRefs({ cardImage: body.cardImage, mainImage: body.mainImage, detailImages: body.detailImages });

/** The body with its image paths replaced by the stored keys they resolved to. */
const withKeys = <B extends EventWrite>(body: B, keys: Map<string, string>): B => ({
  ...body,
  cardImage: body.cardImage && keys.get(body.cardImage),
  mainImage: body.mainImage && keys.get(body.mainImage),
  detailImages: body.detailImages?.map((p) => keys.get(p)!),
});

export const staffEventsRouter = createRouter()
  .openapi(listStaffEventsRoute, async (c) => {
    const data = await listClinicEvents(c.var.db, c.var.staff.clinicId, c.req.valid('query').lang);
    return c.json({ data, total: data.length }, 200);
  })
  .openapi(createStaffEventRoute, async (c) => {
    const { adWordingJustification, ...body } = c.req.valid('json');
    const { db, staff } = c.var;
    const findings = findingsOf({ title: body.title, content: body.content });
    requireJustification(findings, adWordingJustification);
    const refs = refsOf(body);
    await verifyClinicUploads(db, c.var.storage, staff.clinicId, refs);
    const id = await db.transaction(async (tx) => {
      const created = await insertEvent(
        tx,
        staff.clinicId,
        withKeys(body, await resolveImages(tx, staff.clinicId, refs)),
      );
      await audit(tx, staff, 'event.create', 'EVENT', created, fieldsOf(body));
      if (findings.length && adWordingJustification)
        await recordAdWordingReview(tx, staff, {
          entityType: 'EVENT',
          entityId: created,
          findings,
          justification: adWordingJustification,
        });
      return created;
    });
    return c.json({ data: (await clinicEvent(db, staff.clinicId, id, c.req.valid('query').lang))! }, 201);
  })
  .openapi(getStaffEventRoute, async (c) => {
    const event = await clinicEvent(c.var.db, c.var.staff.clinicId, c.req.valid('param').id, c.req.valid('query').lang);
    if (!event) throw notFound('Event');
    return c.json({ data: event }, 200);
  })
  .openapi(patchStaffEventRoute, async (c) => {
    const { adWordingJustification, ...body } = c.req.valid('json');
    const { id } = c.req.valid('param');
    const { db, staff } = c.var;
    const refs = refsOf(body);
    await verifyClinicUploads(db, c.var.storage, staff.clinicId, refs);
    await db.transaction(async (tx) => {
      const stored = await lockClinicEvent(tx, staff.clinicId, id);
      if (!stored) throw notFound('Event');
      // Only wording this save changes is checked: text kept (and justified) before is not asked about again.
      const before = await storedEventTexts(tx, id);
      const findings = findingsOf({
        title: body.title !== undefined && body.title !== before.title ? body.title : null,
        content: body.content !== undefined && body.content !== before.content ? body.content : null,
      });
      requireJustification(findings, adWordingJustification);
      if (findings.length && adWordingJustification)
        await recordAdWordingReview(tx, staff, {
          entityType: 'EVENT',
          entityId: id,
          findings,
          justification: adWordingJustification,
        });
      await updateEvent(tx, id, stored, withKeys(body, await resolveImages(tx, staff.clinicId, refs)));
      await audit(tx, staff, 'event.update', 'EVENT', id, fieldsOf(body));
    });
    return c.json({ data: (await clinicEvent(db, staff.clinicId, id, c.req.valid('query').lang))! }, 200);
  })
  .openapi(endStaffEventRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, staff } = c.var;
    await db.transaction(async (tx) => {
      if (!(await lockClinicEvent(tx, staff.clinicId, id))) throw notFound('Event');
      if (await endEvent(tx, id)) await audit(tx, staff, 'event.end', 'EVENT', id, ['endsOn']);
    });
    return c.json({ data: (await clinicEvent(db, staff.clinicId, id, c.req.valid('query').lang))! }, 200);
  });
