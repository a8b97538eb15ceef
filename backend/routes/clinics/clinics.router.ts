import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/create-router';
import { getClinic, listClinics, listDistricts } from './clinics.repository';
import { getClinicRoute, listClinicsRoute, listDistrictsRoute } from './clinics.routes';

export const clinicsRouter = createRouter()
  .openapi(listClinicsRoute, async (c) => c.json(await listClinics(c.var.db, c.req.valid('query')), 200))
  .openapi(listDistrictsRoute, async (c) => c.json({ data: await listDistricts(c.var.db) }, 200))
  .openapi(getClinicRoute, async (c) => {
    const clinic = await getClinic(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!clinic) throw notFound('Clinic');
    return c.json({ data: clinic }, 200);
  });
