import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { getDoctor, listDoctors } from './doctors.repository';
import { getDoctorRoute, listDoctorsRoute } from './doctors.routes';

export const doctorsRouter = createRouter()
  .openapi(listDoctorsRoute, async (c) => c.json(await listDoctors(c.var.db, c.req.valid('query')), 200))
  .openapi(getDoctorRoute, async (c) => {
    const doctor = await getDoctor(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!doctor) throw notFound('Doctor');
    return c.json({ data: doctor }, 200);
  });
