import { createRoute, z } from '@hono/zod-openapi';
import { notFound } from '../../lib/errors';
import { idParams, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import type { AppOpenAPI } from '../../lib/types';
import { ClinicSchema, dataOf, listOf } from '../../schemas/entities';
import { getClinic, listClinics } from './clinics.repository';

const listClinicsRoute = createRoute({
  method: 'get',
  path: '/public/clinics',
  tags: ['clinics'],
  summary: 'Clinics, most reviewed first, filtered by the explore taxonomy',
  request: { query: z.object({ ...taxonomyFilterQuery, ...pagingQuery(10_000, 100_000), lang: langQuery }) },
  responses: { 200: ok(listOf(ClinicSchema), 'A page of clinics and the total matching'), 400: readErrors[400] },
});

const getClinicRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}',
  tags: ['clinics'],
  summary: 'One clinic',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ClinicSchema), 'The clinic'), ...readErrors },
});

export function registerClinicRoutes(app: AppOpenAPI) {
  app.openapi(listClinicsRoute, async (c) => c.json(await listClinics(c.var.db, c.req.valid('query')), 200));

  app.openapi(getClinicRoute, async (c) => {
    const clinic = await getClinic(c.var.db, c.req.valid('param').id, c.req.valid('query').lang);
    if (!clinic) throw notFound('Clinic');
    return c.json({ data: clinic }, 200);
  });
}
