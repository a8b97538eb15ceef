import { seoulLocalToDate } from '@/contracts/appointment';
import { createRouter } from '../../../lib/create-router';
import { notFound } from '../../../lib/errors';
import { audit } from '../../../auth/staff-route';
import { counselMoved } from '../../../notifications/triggers';
import { getClinicCounsel, listClinicCounsels, transitionCounsel, undoCounselMove } from './counsels.repository';
import {
  getStaffCounselRoute,
  listStaffCounselsRoute,
  moveStaffCounselRoute,
  undoStaffCounselRoute,
} from './counsels.routes';

export const staffCounselsRouter = createRouter()
  .openapi(listStaffCounselsRoute, async (c) =>
    c.json(await listClinicCounsels(c.var.db, c.var.staff.clinicId, c.req.valid('query')), 200),
  )
  .openapi(getStaffCounselRoute, async (c) => {
    const counsel = await getClinicCounsel(c.var.db, c.var.staff.clinicId, c.req.valid('param').id);
    if (!counsel) throw notFound('Counsel');
    return c.json({ data: counsel }, 200);
  })
  .openapi(moveStaffCounselRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { state, appointment_at } = c.req.valid('json');
    const { db, staff } = c.var;
    const appointmentAt = appointment_at === undefined ? null : seoulLocalToDate(appointment_at);
    await db.transaction(async (tx) => {
      await transitionCounsel(tx, staff.clinicId, staff.id, id, state, appointmentAt);
      const fields = appointmentAt ? ['state', 'appointment_at'] : ['state'];
      await audit(tx, staff, `counsel.${state.toLowerCase()}`, 'COUNSEL', id, fields);
      await counselMoved(tx, id);
    });
    return c.json({ data: (await getClinicCounsel(db, staff.clinicId, id))! }, 200);
  })
  .openapi(undoStaffCounselRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { change_id } = c.req.valid('json');
    const { db, staff } = c.var;
    await db.transaction(async (tx) => {
      await undoCounselMove(tx, staff.clinicId, staff.id, id, change_id);
      await audit(tx, staff, 'counsel.undo', 'COUNSEL', id, ['state']);
      // The member was told of the move: they are told the state it went back to.
      await counselMoved(tx, id);
    });
    return c.json({ data: (await getClinicCounsel(db, staff.clinicId, id))! }, 200);
  });
