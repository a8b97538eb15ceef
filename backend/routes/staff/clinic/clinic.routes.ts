import { createRoute, z } from '@hono/zod-openapi';
import { langQuery, pagingQuery } from '../../../lib/params';
import { ok } from '../../../lib/route-helpers';
import { clinicBody, ClinicSchema } from '@/contracts/clinics';
import { adWordingJustification } from '@/contracts/ad-wording-reviews';
import { dataOf, ImageSchema, listOf } from '@/contracts/common';
import { ErrorSchema } from '@/contracts/errors';
import { imagePath } from '@/contracts/fields';
import { StaffAuditEntrySchema, StaffMeSchema } from '@/contracts/staff';
import { staffErrors, staffListErrors, staffOnly } from '../../../auth/staff-route';

export const staffMeRoute = createRoute({
  method: 'get',
  path: '/staff/me',
  operationId: 'getStaffMe',
  summary: 'The signed-in staff account, its clinic, and what awaits it',
  description:
    'The account of the STAFF token, the clinic it belongs to, how many counsels await the clinic and how many reviews have no reply yet.',
  ...staffOnly,
  responses: { 200: ok(dataOf(StaffMeSchema), 'The account and its clinic'), ...staffListErrors },
});

export const confirmFailedSignInsRoute = createRoute({
  method: 'delete',
  path: '/staff/me/failed-sign-ins',
  operationId: 'confirmStaffFailedSignIns',
  summary: 'The staff member has seen the warning about wrong passwords tried for the account',
  description:
    "Forgets the account's counted wrong passwords (GET /staff/me `failedSignIns`) up to `through`, the `lastAt` the staff member was shown; " +
    'one tried since stays counted and shown. A password change forgets them too.',
  ...staffOnly,
  request: {
    query: z.object({
      through: z.iso
        .datetime({ offset: true, error: 'through must be the lastAt shown (an ISO date-time)' })
        .openapi({ description: 'The `lastAt` that was shown' }),
    }),
  },
  responses: { 204: { description: 'Forgotten' }, ...staffListErrors },
});

export const staffLogoutRoute = createRoute({
  method: 'post',
  path: '/staff/logout',
  operationId: 'staffLogout',
  summary: 'Ends every session of the staff account',
  description:
    'Revokes every refresh token of the account and moves its session version on, so access tokens already issued stop working at once (on every device).',
  ...staffOnly,
  responses: { 204: { description: 'Signed out' }, 401: staffErrors[401], 403: staffErrors[403] },
});

export const staffClinicRoute = createRoute({
  method: 'get',
  path: '/staff/clinic',
  operationId: 'getStaffClinic',
  summary: "The staff member's clinic, as visitors see it",
  description:
    "The clinic of the STAFF token in its public shape (with phone and postal code), the starting point of the console's clinic form.",
  ...staffOnly,
  request: { query: z.object({ lang: langQuery }) },
  responses: { 200: ok(dataOf(ClinicSchema), 'The clinic'), ...staffListErrors },
});

export const patchStaffClinicRoute = createRoute({
  method: 'patch',
  path: '/staff/clinic',
  operationId: 'updateStaffClinic',
  summary: "Changes the staff member's clinic",
  description:
    'Sets the fields given (others stay): name, description, address {postalCode, roadAddress, detailAddress}, phone (digits), specialties (ids, replacing the list), ' +
    'profileImage, bannerImage and introductionImages (in order, replacing the list). An image is an image the clinic already shows (its URL) or the path of an upload ' +
    "of the clinic (GET /s3/generate-s3-url with a STAFF token, then PUT): the upload's bytes are checked and a metadata-free copy is what gets shown. " +
    "A changed road address is located (the clinic's `location`, when the server has a Kakao Local key; otherwise, or when not found, null). " +
    'The change is visible on the public pages at once and recorded in the audit trail. A description whose advertising wording is flagged ' +
    '(contracts/ad-wording.ts) is refused with 400 AD_WORDING unless `adWordingJustification` (10–500 characters) says why it is kept: the ' +
    "save then goes to the operators' review queue. An unpublished clinic (a new partner) is published once its profile is complete: " +
    'name, road address, phone, a profile image and opening hours.',
  ...staffOnly,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: clinicBody.extend({ adWordingJustification }) } },
    },
    query: z.object({ lang: langQuery }),
  },
  responses: { 200: ok(dataOf(ClinicSchema), 'The clinic as saved'), ...staffListErrors },
});

export const staffAuditRoute = createRoute({
  method: 'get',
  path: '/staff/audit',
  operationId: 'listStaffAudit',
  summary: "The clinic's audit trail: who changed what, and when",
  description:
    'Every staff write of the clinic, newest first: the account, the action, the entity and the names of the fields written.',
  ...staffOnly,
  request: { query: z.object(pagingQuery(50, 200)) },
  responses: { 200: ok(listOf(StaffAuditEntrySchema), 'A page of the audit trail and its total'), ...staffListErrors },
});

export const checkStaffUploadRoute = createRoute({
  method: 'post',
  path: '/staff/uploads/check',
  operationId: 'checkStaffUpload',
  summary: 'Checks an image the clinic just uploaded, and answers the copy that will be shown',
  description:
    'After the PUT to an upload URL (GET /s3/generate-s3-url with a STAFF token), the console asks for the upload to be checked at once: ' +
    'its bytes must be a JPEG, PNG or WebP image; a metadata-free WebP copy is made. Answers the URL of that copy (for the form and the preview; ' +
    'the payloads still name the upload path). 400 for a file that is not an accepted image, 404 for an upload that is not the clinic’s, ' +
    '409 while the bytes have not arrived yet. Idempotent.',
  ...staffOnly,
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({ path: imagePath('path') }) } } },
  },
  responses: {
    200: ok(dataOf(ImageSchema), 'The public copy of the upload'),
    ...staffErrors,
    409: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'The upload has not arrived yet (PUT it first)',
    },
  },
});
