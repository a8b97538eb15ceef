import { createRoute, z } from '@hono/zod-openapi';
import { idParams, idString, langQuery, pagingQuery, taxonomyFilterQuery } from '../../lib/params';
import { ok, readErrors } from '../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { DoctorSchema } from '@/contracts/doctors';

export const listDoctorsRoute = createRoute({
  method: 'get',
  path: '/public/doctors',
  operationId: 'listDoctors',
  tags: ['doctors'],
  summary: 'Doctors, most reviewed first, filtered by clinic or the explore taxonomy',
  description:
    "Pages through doctors ordered by review count, each with a summary of their clinic. `clinicId` keeps one clinic's doctors; `specialtyId` matches the doctor's own specialties; treatment, concern and part filters match through the clinic's treatments.",
  security: [],
  request: {
    query: z.object({
      ...taxonomyFilterQuery,
      clinicId: idString('clinicId').optional(),
      ...pagingQuery(100, 100_000),
      lang: langQuery,
    }),
  },
  responses: { 200: ok(listOf(DoctorSchema), 'A page of doctors and the total matching'), 400: readErrors[400] },
});

export const getDoctorRoute = createRoute({
  method: 'get',
  path: '/public/doctors/{id}',
  operationId: 'getDoctor',
  tags: ['doctors'],
  summary: 'One doctor',
  description: 'The doctor with their clinic summary, specialties and review statistics. An unknown id is a 404.',
  security: [],
  request: { params: idParams, query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(DoctorSchema), 'The doctor'), ...readErrors },
});
