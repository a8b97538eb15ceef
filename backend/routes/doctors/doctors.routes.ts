import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { DoctorSchema, dataOf, listOf } from '../../schemas/entities';
import { getDoctor, listDoctors } from './doctors.repository';

const listDoctorsRoute = createRoute({
  method: 'get',
  path: '/public/doctors',
  tags: ['doctors'],
  summary: 'Doctors, most reviewed first, filtered by clinic or the explore taxonomy',
  request: {
    query: z.object({ ...taxonomyFilterQuery, clinicId: idString('clinicId').optional(), ...pagingQuery(100, 100_000), lang: langQuery }),
  },
  responses: { 200: ok(listOf(DoctorSchema), 'A page of doctors and the total matching'), 400: readErrors[400] },
});

const getDoctorRoute = createRoute({
  method: 'get',
  path: '/public/doctors/{id}',
  tags: ['doctors'],
  summary: 'One doctor',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(DoctorSchema), 'The doctor'), ...readErrors },
});

export function registerDoctorRoutes(app: AppOpenAPI) {
  app.openapi(listDoctorsRoute, async (c) => c.json(await listDoctors(c.var.db, c.req.valid('query')), 200));

  app.openapi(getDoctorRoute, async (c) => {
    const doctor = await getDoctor(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!doctor) throw notFound('Doctor');
    return c.json({ data: doctor }, 200);
  });
}
