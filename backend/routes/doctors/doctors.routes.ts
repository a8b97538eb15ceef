import { createRoute, z } from '@hono/zod-openapi';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { DoctorSchema, dataOf, listOf } from '../../schemas/entities';

export const listDoctorsRoute = createRoute({
  method: 'get',
  path: '/public/doctors',
  tags: ['doctors'],
  summary: 'Doctors, most reviewed first, filtered by clinic or the explore taxonomy',
  request: {
    query: z.object({ ...taxonomyFilterQuery, clinicId: idString('clinicId').optional(), ...pagingQuery(100, 100_000), lang: langQuery }),
  },
  responses: { 200: ok(listOf(DoctorSchema), 'A page of doctors and the total matching'), 400: readErrors[400] },
});

export const getDoctorRoute = createRoute({
  method: 'get',
  path: '/public/doctors/{id}',
  tags: ['doctors'],
  summary: 'One doctor',
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(DoctorSchema), 'The doctor'), ...readErrors },
});
