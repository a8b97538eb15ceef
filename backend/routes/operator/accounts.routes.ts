import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../lib/route-helpers';
import { dataOf } from '@/contracts/common';
import { accountSearchQuery, OperatorMemberSchema, OperatorStaffSchema, suspensionBody } from '@/contracts/operators';
import { operatorErrors, operatorOnly } from '../../auth/require-operator';

const idParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive integer'),
});
const listErrors = { 400: operatorErrors[400], 401: operatorErrors[401], 403: operatorErrors[403] };
const oneErrors = { ...listErrors, 404: operatorErrors[404] };
const body = { body: { required: true, content: { 'application/json': { schema: suspensionBody } } } };

export const searchMembersRoute = createRoute({
  method: 'get',
  path: '/operator/members',
  operationId: 'searchMembersAsOperator',
  summary: 'Members by id or the beginning of the nickname (20 at most)',
  description: 'Each with its provider, join date, suspension and how many reviews and counsels it has.',
  ...operatorOnly,
  request: { query: accountSearchQuery },
  responses: { 200: ok(z.object({ data: z.array(OperatorMemberSchema) }), 'Members'), ...listErrors },
});

export const getMemberRoute = createRoute({
  method: 'get',
  path: '/operator/members/{id}',
  operationId: 'getMemberAsOperator',
  summary: 'One member: account facts and suspension',
  description: 'The member as GET /operator/members lists it; 404 for an unknown id.',
  ...operatorOnly,
  request: { params: idParam },
  responses: { 200: ok(dataOf(OperatorMemberSchema), 'The member'), ...oneErrors },
});

export const memberSuspensionRoute = createRoute({
  method: 'put',
  path: '/operator/members/{id}/suspension',
  operationId: 'setMemberSuspension',
  summary: 'Suspends a member (every session ends at once) or lifts the suspension, with a reason',
  description:
    'A suspended member cannot sign in (403 ACCOUNT_SUSPENDED) and every session ends at once. The reason is required (400 without) and kept in the audit log.',
  ...operatorOnly,
  request: { params: idParam, ...body },
  responses: { 200: ok(dataOf(OperatorMemberSchema), 'The member after the change'), ...oneErrors },
});

export const searchStaffRoute = createRoute({
  method: 'get',
  path: '/operator/staff',
  operationId: 'searchStaffAsOperator',
  summary: 'Clinic staff accounts by user id, clinic name (their beginning) or clinic id (20 at most)',
  description: 'Each with its clinic, creation date, suspension and counted wrong passwords.',
  ...operatorOnly,
  request: { query: accountSearchQuery },
  responses: { 200: ok(z.object({ data: z.array(OperatorStaffSchema) }), 'Staff accounts'), ...listErrors },
});

export const getStaffRoute = createRoute({
  method: 'get',
  path: '/operator/staff/{id}',
  operationId: 'getStaffAsOperator',
  summary: 'One staff account: its clinic and suspension',
  description: 'The account as GET /operator/staff lists it; 404 for an unknown id.',
  ...operatorOnly,
  request: { params: idParam },
  responses: { 200: ok(dataOf(OperatorStaffSchema), 'The staff account'), ...oneErrors },
});

export const staffSuspensionRoute = createRoute({
  method: 'put',
  path: '/operator/staff/{id}/suspension',
  operationId: 'setStaffSuspension',
  summary: 'Suspends a staff account (every session ends at once) or lifts the suspension, with a reason',
  description:
    'A suspended staff account cannot sign in (403 ACCOUNT_SUSPENDED) and every session ends at once. The reason is required (400 without) and kept in the audit log.',
  ...operatorOnly,
  request: { params: idParam, ...body },
  responses: { 200: ok(dataOf(OperatorStaffSchema), 'The staff account after the change'), ...oneErrors },
});

export const clinicStaffRoute = createRoute({
  method: 'get',
  path: '/operator/clinics/{id}/staff',
  operationId: 'listClinicStaffAsOperator',
  summary: "A clinic's staff accounts",
  description: 'Every staff account of the clinic (none for an unknown clinic), oldest first.',
  ...operatorOnly,
  request: { params: idParam },
  responses: {
    200: ok(z.object({ data: z.array(OperatorStaffSchema) }), 'Staff accounts of the clinic'),
    ...listErrors,
  },
});
