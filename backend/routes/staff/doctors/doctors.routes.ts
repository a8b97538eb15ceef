import { createRoute, z } from '@hono/zod-openapi';
import { idParams, langQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { dataOf, listOf } from '@/contracts/common';
import { doctorBody, doctorPatchBody, DoctorSchema } from '@/contracts/doctors';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

const lang = z.object({ lang: langQuery });
const images =
  'profileImage is an image the clinic already shows (its URL) or the path of an upload of the clinic (GET /s3/generate-s3-url with a STAFF token, then PUT); null removes it.';

export const listStaffDoctorsRoute = createRoute({
  method: 'get',
  path: '/staff/doctors',
  operationId: 'listStaffDoctors',
  summary: "The clinic's doctors, newest first",
  description: 'Every doctor of the clinic of the STAFF token, in their public shape.',
  ...staffOnly,
  request: { query: lang },
  responses: { 200: ok(listOf(DoctorSchema), 'The doctors and their number'), ...staffListErrors },
});

export const createStaffDoctorRoute = createRoute({
  method: 'post',
  path: '/staff/doctors',
  operationId: 'createStaffDoctor',
  summary: 'Adds a doctor to the clinic',
  description: `name (required), description, specialties (ids), profileImage, specialistBoard (the board, e.g. 피부과; the page adds 전문의) and licenseYear (1950 to this year). ${images} Recorded in the audit trail.`,
  ...staffOnly,
  request: { query: lang, body: { required: true, content: { 'application/json': { schema: doctorBody } } } },
  responses: { 201: ok(dataOf(DoctorSchema), 'The doctor as saved'), ...staffListErrors },
});

export const getStaffDoctorRoute = createRoute({
  method: 'get',
  path: '/staff/doctors/{id}',
  operationId: 'getStaffDoctor',
  summary: 'One doctor of the clinic',
  description: "Another clinic's doctor answers 404, like an unknown id.",
  ...staffOnly,
  request: { params: idParams, query: lang },
  responses: { 200: ok(dataOf(DoctorSchema), 'The doctor'), ...staffErrors },
});

export const patchStaffDoctorRoute = createRoute({
  method: 'patch',
  path: '/staff/doctors/{id}',
  operationId: 'updateStaffDoctor',
  summary: 'Changes a doctor of the clinic',
  description: `Sets the fields given (specialties replace the list). ${images} Another clinic's doctor answers 404.`,
  ...staffOnly,
  request: {
    params: idParams,
    query: lang,
    body: { required: true, content: { 'application/json': { schema: doctorPatchBody } } },
  },
  responses: { 200: ok(dataOf(DoctorSchema), 'The doctor as saved'), ...staffErrors },
});

export const deleteStaffDoctorRoute = createRoute({
  method: 'delete',
  path: '/staff/doctors/{id}',
  operationId: 'deleteStaffDoctor',
  summary: 'Removes a doctor from the clinic',
  description:
    "The doctor's page goes; reviews that named the doctor stay, without that link. Another clinic's doctor answers 404.",
  ...staffOnly,
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...staffErrors },
});
