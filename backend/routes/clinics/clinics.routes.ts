import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { ClinicSchema, dataOf, listOf } from '../../schemas/entities';

export const listClinicsRoute = createRoute({
  method: 'get',
  path: '/public/clinics',
  tags: ['clinics'],
  summary: 'Clinics, most reviewed first, filtered by the explore taxonomy',
  request: { query: z.object({ ...taxonomyFilterQuery, ...pagingQuery(10_000, 100_000), lang: langQuery }) },
  responses: { 200: ok(listOf(ClinicSchema), 'A page of clinics and the total matching'), 400: readErrors[400] },
});

export const getClinicRoute = createRoute({
  method: 'get',
  path: '/public/clinics/{id}',
  tags: ['clinics'],
  summary: 'One clinic',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ClinicSchema), 'The clinic'), ...readErrors },
});
