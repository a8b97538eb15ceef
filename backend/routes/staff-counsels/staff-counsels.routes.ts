import { createRoute, z } from '@hono/zod-openapi';
import { idParams, pagingQuery } from '../../lib/params';
import { ok } from '../../lib/route-helpers';
import { dataOf, ErrorSchema, listOf } from '../../schemas/entities';
import { StaffCounselSchema } from '../../schemas/staff';
import { counselMoveBody, counselState } from '@/lib/schemas/staff';
import { staffErrors, staffListErrors, staffOnly } from '../staff/staff-route';

const machine =
  'The states move one step at a time: AWAITING_CLINIC_CONFIRMATION → CLINIC_CONFIRMED → CONSULTATION_APPOINTMENT_CONFIRMED → CONSULTATION_COMPLETE → ' +
  'TREATMENT_APPOINTMENT_CONFIRMED → TREATMENT_COMPLETE; CANCELED from any state before TREATMENT_COMPLETE. TREATMENT_COMPLETE and CANCELED are final.';

export const listStaffCounselsRoute = createRoute({
  method: 'get',
  path: '/staff/counsels',
  operationId: 'listStaffCounsels',
  summary: 'Counsels booked with the clinic, newest first',
  description: `Optionally only those in one \`state\`. Each says where it may move next (\`nextStates\`). ${machine}`,
  ...staffOnly,
  request: { query: z.object({ state: counselState('state').optional(), ...pagingQuery(20, 100) }) },
  responses: { 200: ok(listOf(StaffCounselSchema), 'A page of counsels and the total'), ...staffListErrors },
});

export const getStaffCounselRoute = createRoute({
  method: 'get',
  path: '/staff/counsels/{id}',
  operationId: 'getStaffCounsel',
  summary: 'One counsel booked with the clinic',
  description: "Another clinic's counsel answers 404, like an unknown id.",
  ...staffOnly,
  request: { params: idParams },
  responses: { 200: ok(dataOf(StaffCounselSchema), 'The counsel'), ...staffErrors },
});

export const moveStaffCounselRoute = createRoute({
  method: 'patch',
  path: '/staff/counsels/{id}',
  operationId: 'moveStaffCounsel',
  summary: 'Moves a counsel to its next state, or cancels it',
  description:
    `${machine} Any other move is a 409 INVALID_TRANSITION naming the allowed ones. The member sees the new state at once; ` +
    "reaching CONSULTATION_COMPLETE makes the counsel's review 'consulted', TREATMENT_COMPLETE makes it 'treated'.",
  ...staffOnly,
  request: { params: idParams, body: { required: true, content: { 'application/json': { schema: counselMoveBody } } } },
  responses: {
    200: ok(dataOf(StaffCounselSchema), 'The counsel in its new state'),
    ...staffErrors,
    409: {
      content: { 'application/json': { schema: ErrorSchema } },
      description: 'INVALID_TRANSITION: not a move the state machine allows from the current state',
    },
  },
});
