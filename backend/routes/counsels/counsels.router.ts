import { env } from '../../env';
import { counselCreated } from '../../notifications/triggers';
import { errorBody, notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { appointmentFileName, appointmentIcs } from './counsel-ics';
import {
  cancelOwnCounsel,
  countCounselsSince,
  createCounsel,
  getCounselAppointment,
  getCounselDetail,
  linkReview,
  listCounsels,
} from './counsels.repository';
import {
  cancelCounselRoute,
  createCounselRoute,
  getCounselAppointmentRoute,
  getCounselRoute,
  listCounselsRoute,
  patchCounselRoute,
} from './counsels.routes';

export const counselsRouter = createRouter()
  .openapi(createCounselRoute, async (c) => {
    const { clinic_id, sourceType, sourceId, content, preferred_slots, contact_phone } = c.req.valid('json');
    const limit = env().COUNSEL_POSTS_PER_HOUR;
    if ((await countCounselsSince(c.var.db, c.var.member.id, new Date(Date.now() - 3_600_000))) >= limit) {
      return c.json(errorBody('RATE_LIMITED', `At most ${limit} consultations an hour`), 429, {
        'retry-after': '3600',
      });
    }
    const counsel = await c.var.db.transaction(async (tx) => {
      const created = await createCounsel(tx, c.var.member.id, {
        clinicId: clinic_id,
        sourceType,
        sourceId,
        content,
        preferredSlots: preferred_slots,
        contactPhone: contact_phone,
      });
      await counselCreated(tx, created.id, clinic_id);
      return created;
    });
    return c.json({ data: counsel }, 201);
  })
  .openapi(listCounselsRoute, async (c) =>
    c.json(await listCounsels(c.var.db, c.var.member.id, c.req.valid('query')), 200),
  )
  .openapi(getCounselRoute, async (c) => {
    const counsel = await getCounselDetail(c.var.db, c.var.member.id, c.req.valid('param').id);
    if (!counsel) throw notFound('Counsel');
    return c.json({ data: counsel }, 200);
  })
  .openapi(getCounselAppointmentRoute, async (c) => {
    const { id } = c.req.valid('param');
    const appointment = await getCounselAppointment(c.var.db, c.var.member.id, id);
    if (!appointment) throw notFound('Appointment');
    const file = appointmentIcs({ ...appointment, url: new URL(`/counsel/${id}`, env().APP_URL).toString() });
    return c.body(file, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${appointmentFileName(id)}"`,
    });
  })
  .openapi(patchCounselRoute, async (c) => {
    const counsel = await linkReview(c.var.db, c.var.member.id, c.req.valid('param').id, c.req.valid('json').review_id);
    return c.json({ data: counsel }, 200);
  })
  .openapi(cancelCounselRoute, async (c) =>
    c.json({ data: await cancelOwnCounsel(c.var.db, c.var.member.id, c.req.valid('param').id) }, 200),
  );
